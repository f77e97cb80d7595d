import { cn } from '@app/ui';
import type { AppInfo, ConnectionState, SyncStatus } from '../../../shared/bridge';
import { syncText } from './sync-text';

const STATE_TEXT: Record<ConnectionState, string> = {
  connected: 'Connected',
  offline: 'Cannot reach the server',
  unknown: 'Not connected',
};

const STATE_DOT: Record<ConnectionState, string> = {
  connected: 'bg-emerald-500',
  offline: 'bg-red-500',
  unknown: 'bg-slate-400',
};

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
  const { server, state, signedIn, info, sync, onSwitchServer } = props;
  return (
    <footer aria-label="Status bar" className="flex h-8 shrink-0 items-center gap-4 border-t border-slate-200 bg-slate-50 px-3 text-xs text-slate-600">
      <span>
        Server: <span className="font-medium text-slate-800">{server ?? 'none chosen'}</span>
      </span>
      <span role="status" aria-label="Connection" className="flex items-center gap-1.5">
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
