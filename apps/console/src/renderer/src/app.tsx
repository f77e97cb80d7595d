import { LoadingScreen } from '@app/ui';
import { useCallback, useEffect, useState } from 'react';
import type { AppInfo, ConnectionState, SyncStatus } from '../../shared/bridge';
import { consoleApi } from './bridge/current';
import { StatusBar } from './components/status-bar';
import { StorageWarning } from './components/storage-warning';
import { SyncPanel } from './components/sync-panel';
import { AdminArea } from './admin-area';
import { ServerScreen } from './screens/server-screen';

type Phase = { kind: 'loading' } | { kind: 'server'; switching: boolean } | { kind: 'admin' };

/** The console shell: server choice first, then the shared admin views, with the status bar below. */
export function App() {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [server, setServer] = useState<string | null>(null);
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('unknown');
  const [signedIn, setSignedIn] = useState(false);
  const [sync, setSync] = useState<SyncStatus | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([consoleApi.appInfo(), consoleApi.server.get()]).then(([appInfo, saved]) => {
      if (!live) return;
      setInfo(appInfo);
      setServer(saved);
      setPhase(saved ? { kind: 'admin' } : { kind: 'server', switching: false });
      // Fills in the status bar's connection state before any admin call is made.
      if (saved) void consoleApi.server.check(saved);
    });
    // The main process pushes a change only when it happens: one that happened before this page
    // loaded (a reload, a start with a saved session) is read once, unless a push came first.
    let pushed = false;
    const off = consoleApi.onConnectionState((state) => {
      pushed = true;
      setConnection(state);
    });
    void consoleApi.connectionState().then((state) => live && !pushed && setConnection(state));
    const offSync = consoleApi.onSyncStatus(setSync);
    return () => {
      live = false;
      off();
      offSync();
    };
  }, []);

  // The replica exists once signed in: ask where it stands (later changes are pushed).
  useEffect(() => {
    if (!signedIn) return setSync(null);
    let live = true;
    void consoleApi.sync.status().then((s) => live && s && setSync(s));
    return () => {
      live = false;
    };
  }, [signedIn]);

  const switchServer = useCallback(() => setPhase({ kind: 'server', switching: true }), []);

  useEffect(() => consoleApi.onMenuCommand((command) => command === 'switch-server' && switchServer()), [switchServer]);

  let body;
  if (phase.kind === 'loading') body = <LoadingScreen fullScreen={false} />;
  else if (phase.kind === 'server')
    body = (
      <ServerScreen
        current={phase.switching ? server : null}
        onConnected={(url) => {
          setServer(url);
          setPhase({ kind: 'admin' });
        }}
        onCancel={phase.switching && server ? () => setPhase({ kind: 'admin' }) : undefined}
      />
    );
  else body = <AdminArea key={server} server={server ?? ''} hasNativeMenu={info?.hasNativeMenu ?? false} onSignedInChange={setSignedIn} />;

  return (
    <div className="flex h-full flex-col">
      <StorageWarning protection={info?.tokenProtection} />
      <main className="min-h-0 flex-1 overflow-auto">{body}</main>
      {sync && signedIn && phase.kind === 'admin' ? (
        <SyncPanel status={sync} onDismiss={(seq) => void consoleApi.sync.dismiss(seq).then(() => consoleApi.sync.status().then(setSync))} />
      ) : null}
      <StatusBar
        server={server}
        state={connection}
        signedIn={signedIn && phase.kind === 'admin'}
        info={info}
        sync={sync}
        onSwitchServer={phase.kind === 'admin' ? switchServer : undefined}
      />
    </div>
  );
}
