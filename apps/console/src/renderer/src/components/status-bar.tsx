import { cn } from '@app/ui';
import type { AppInfo, ConnectionState, SyncStatus } from '../../../shared/bridge';
import { syncText } from './sync-text';

/** The connection as shown: the server may answer yet not sync ('failing'). */
type ShownState = ConnectionState | 'failing';

const STATE_TEXT: Record<ShownState, string> = {
  connected: 'Connected',
  offline: 'Cannot reach the server',
  unknown: 'Not connected',
  failing: 'Cannot sync with the server',
};

const STATE_DOT: Record<ShownState, string> = {
  connected: 'bg-emerald-500',
  offline: 'bg-red-500',
  unknown: 'bg-slate-400',
  failing: 'bg-amber-500',
};

/**
 * While a replica is kept, the connection agrees with the sync text: never 'Connected' beside
 * 'Offline: showing data from {time}' because the change feed answered with an error, nor while
 * the sync engine has lost the server.
 */
export function shownConnection(state: ConnectionState, sync: SyncStatus | null | undefined): ShownState {
  if (!sync) return state;
  if (sync.online === false) return 'offline';
  if (sync.failure) return 'failing';
  return state;
}

/** The bottom bar: which server, whether it answers, who is signed in, and the app version. */
export function StatusBar(props: {
  server: string | null;
  state: ConnectionState;
  signedIn: boolean;
  info: AppInfo | null;
  /** The replica's state, while one is kept (signed in). */
  sync?: SyncStatus | null;
  onSwitchServer?: () => void;
}) {
  const { server, signedIn, info, sync, onSwitchServer } = props;
  const state = shownConnection(props.state, signedIn ? sync : null);
  return (
    <footer aria-label="Status bar" className="flex h-8 shrink-0 items-center gap-4 border-t border-slate-200 bg-slate-50 px-3 text-xs text-slate-600">
      <span>
        Server: <span className="font-medium text-slate-800">{server ?? 'none chosen'}</span>
      </span>
      <span role="status" aria-label="Connection" title={state === 'failing' ? (sync?.failure ?? undefined) : undefined} className="flex items-center gap-1.5">
        <span aria-hidden="true" className={cn('inline-block size-2 rounded-full', STATE_DOT[state])} />
        {STATE_TEXT[state]}
      </span>
      <span>{signedIn ? 'Signed in' : 'Signed out'}</span>
      {sync && signedIn ? (
        <span role="status" aria-label="Sync" className="font-medium text-slate-800">
          {syncText(sync)}
        </span>
      ) : null}
      {onSwitchServer ? (
        <button type="button" onClick={onSwitchServer} className="rounded px-1.5 py-0.5 font-medium text-indigo-700 hover:bg-indigo-50 hover:underline">
          Switch server…
        </button>
      ) : null}
      <span className="ml-auto">{info ? `${info.name} ${info.version}` : ''}</span>
    </footer>
  );
}
