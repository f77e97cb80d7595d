// The ConsoleApi for a browser page whose main process is a Node process running the console's
// real main-side modules (test-support/engine-host.ts): every call goes to that process over
// HTTP, as it goes over IPC in the app, and what the main process sends arrives as
// Server-Sent Events. Used by the browser tests of the replica, offline actions and notifications.
import { CHANNELS, type ConnectionState, type MenuCommand, type SyncStatus } from '../../../shared/bridge';
import type { BrowserBridge } from './browser-bridge';

/** Creates the bridge to the engine host at `origin` (http://127.0.0.1:<port>). */
export function createEngineBridge(origin: string): BrowserBridge {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const on = <T>(channel: string, listener: (value: T) => void) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    const wrapped = (value: unknown) => listener(value as T);
    set.add(wrapped);
    return () => void set.delete(wrapped);
  };
  const emit = (channel: string, value: unknown) => listeners.get(channel)?.forEach((l) => l(value));
  const events = new EventSource(`${origin}/events`);
  events.onmessage = (e: MessageEvent<string>) => {
    const { channel, value } = JSON.parse(e.data) as { channel: string; value: unknown };
    emit(channel, value);
  };

  async function invoke<T>(channel: string, ...args: unknown[]): Promise<T> {
    const res = await fetch(`${origin}/rpc`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel, args }) });
    const answer = (await res.json()) as { value?: T; error?: string };
    if (!res.ok) throw new Error(answer.error ?? `engine host answered ${res.status}`);
    return answer.value as T;
  }

  return {
    appInfo: () => invoke(CHANNELS.appInfo),
    server: {
      get: () => invoke(CHANNELS.serverGet),
      check: (url) => invoke(CHANNELS.serverCheck, url),
      connect: (url) => invoke(CHANNELS.serverConnect, url),
      forget: () => invoke(CHANNELS.serverForget),
    },
    auth: {
      status: () => invoke(CHANNELS.authStatus),
      login: (username, password) => invoke(CHANNELS.authLogin, username, password),
      logout: () => invoke(CHANNELS.authLogout),
    },
    api: { request: (method, path, body) => invoke(CHANNELS.apiRequest, method, path, body) },
    sync: {
      status: () => invoke(CHANNELS.syncStatus),
      dismiss: (seq) => invoke(CHANNELS.syncDismiss, seq),
    },
    saveFile: (name, content, mime) => invoke(CHANNELS.saveFile, name, content, mime),
    sendMenuCommand: (command) => emit(CHANNELS.menuCommand, command),
    onMenuCommand: (listener) => on<MenuCommand>(CHANNELS.menuCommand, listener),
    connectionState: () => invoke(CHANNELS.connectionGet),
    onConnectionState: (listener) => on<ConnectionState>(CHANNELS.connectionState, listener),
    onSyncStatus: (listener) => on<SyncStatus>(CHANNELS.syncStatusChanged, listener),
    onDataChanged: (listener) => on<unknown>(CHANNELS.dataChanged, () => listener()),
    onOpenRequest: (listener) => on<string>(CHANNELS.openRequest, listener),
  };
}
