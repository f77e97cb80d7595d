// What the renderer can ask of the main process, without Electron: the saved server, the
// admin sign-in, and API calls made here with the token so it never reaches the renderer.
import type { ApiResponse, ConnectionState, HttpMethod, LoginResult, LogoutResult, SyncStatus } from '../shared/bridge';
import { checkConnection, classifyFetchError, type ConnectionResult, type FetchLike } from '../shared/connection-check';
import { parseServerUrl } from '../shared/server-url';
import type { SettingsStore } from './settings-store';
import type { ShowNotice } from './sync/notifier';
import { deleteReplicaFiles, openReplica, type Replica } from './sync/replica';
import { createSyncEngine, type SyncEngine } from './sync/sync-engine';
import type { TokenVault } from './token-vault';

export const REQUEST_TIMEOUT_MS = 30_000;
const METHODS = new Set<HttpMethod>(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);
/** GET /api/admin/orders/:id, one request's details. */
const ORDER_DETAILS = /^\/api\/admin\/orders\/[^/]+$/;
/** Headers relayed to the renderer; nothing else (cookies, auth challenges) crosses over. */
const RELAYED_HEADERS = ['content-type', 'x-total-count', 'x-overdue-count', 'x-waiting-on-station-count', 'retry-after'];
/** These two go through auth.login / auth.logout, so a token never travels to the renderer. */
const RESERVED_PATHS = new Set(['/api/admin/login', '/api/admin/logout']);
const MAX_BODY_CHARS = 100 * 1024;

export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password',
  failed: 'Login failed. Please try again.',
  noServer: 'Choose a server first.',
} as const;

export interface ConsoleService {
  serverUrl(): string | null;
  checkServer(url: string): Promise<ConnectionResult>;
  connect(url: string): Promise<ConnectionResult>;
  forgetServer(): Promise<void>;
  authStatus(): { signedIn: boolean };
  /** The state last sent through onConnectionState, for a window that loads after it was sent. */
  connectionState(): ConnectionState;
  login(username: string, password: string): Promise<LoginResult>;
  logout(): Promise<LogoutResult>;
  request(method: string, path: string, body?: string): Promise<ApiResponse>;
  /** Where the replica stands; null while no replica is kept (signed out). */
  syncStatus(): SyncStatus | null;
  dismissRefused(seq: number): void;
  /** Starts syncing when a session is held (at app start). */
  resume(): void;
  /** Stops syncing and closes the replica (app quit); the file stays for the next start. */
  close(): Promise<void>;
}

/** The replica: where it lives and what it tells (status, changes, notifications). */
export interface ReplicaOptions {
  /** The SQLite file in the app's user-data folder. */
  file: string;
  notify?: ShowNotice;
  onSyncStatus?(status: SyncStatus): void;
  onDataChanged?(): void;
  pullIntervalMs?: number;
  pageLimit?: number;
  requestTimeoutMs?: number;
}

/** Why an API path is refused, or null when it may be relayed. */
export function apiPathProblem(path: string): string | null {
  if (!path.startsWith('/api/')) return 'Only /api/ paths can be requested';
  if (path.length > 2000) return 'Path too long';
  // The path is appended to the server URL: no whitespace or backslash anywhere (header
  // injection, URL confusion), and no traversal or second authority in the path part (the
  // query string may hold any search text, encoded).
  if (/[\s\\#]/.test(path)) return 'Malformed API path';
  const bare = path.split('?')[0] ?? path;
  if (/\/\/|(^|\/)\.\.?(\/|$)|%2e|%2f|%5c/i.test(bare)) return 'Malformed API path';
  if (RESERVED_PATHS.has(bare)) return 'Use auth.login / auth.logout for that path';
  return null;
}

function pickHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of RELAYED_HEADERS) {
    const v = res.headers.get(name);
    if (v !== null) out[name] = v;
  }
  return out;
}

function messageOf(text: string): string | undefined {
  try {
    const m = (JSON.parse(text) as { message?: unknown }).message;
    return typeof m === 'string' && m ? m : undefined;
  } catch {
    return undefined;
  }
}

/** Builds the service; `onConnectionState` and `onSignedOut` feed the window (status bar, login). */
export function createConsoleService(deps: {
  fetch: FetchLike;
  settings: SettingsStore;
  vault: TokenVault;
  onConnectionState?: (state: ConnectionState) => void;
  onSignedOut?: () => void;
  /** Without it the console is a window onto the server, as before (no local copy). */
  replica?: ReplicaOptions;
}): ConsoleService {
  const { settings, vault } = deps;
  let sync: { engine: SyncEngine; replica: Replica } | null = null;

  /**
   * Opens the replica of this server and starts syncing it (once per session). `username` is
   * given at sign-in; it is kept in the replica, which goes with the session, so that rows
   * written offline after a restart name the operator too.
   */
  function startSync(server: string, username?: string): void {
    const options = deps.replica;
    if (!options || sync) return;
    let replica = openReplica(options.file);
    // A copy of another server's data is never shown, nor merged into.
    if (replica.meta('server') !== server) {
      replica.close();
      deleteReplicaFiles(options.file);
      replica = openReplica(options.file);
      replica.setMeta('server', server);
    }
    if (username) replica.setMeta('actor', `admin:${username}`);
    const engine = createSyncEngine({
      replica,
      server,
      token: () => vault.get(server),
      fetch: deps.fetch,
      onUnauthorized: () => {
        // The views read again: with no replica and no token, that brings back the login.
        void wipe().then(() => {
          deps.onSignedOut?.();
          options.onDataChanged?.();
        });
      },
      onChanged: options.onDataChanged,
      onStatus: (status) => {
        // Not yet known at start: the connection state stays what it was.
        if (status.online !== null) setState(status.online ? 'connected' : 'offline');
        options.onSyncStatus?.(status);
      },
      notify: options.notify,
      actor: replica.meta('actor') ?? undefined,
      pullIntervalMs: options.pullIntervalMs,
      pageLimit: options.pageLimit,
      requestTimeoutMs: options.requestTimeoutMs,
    });
    sync = { engine, replica };
    engine.start();
  }

  async function stopSync(): Promise<void> {
    const current = sync;
    sync = null;
    if (!current) return;
    await current.engine.stop();
    current.replica.close();
  }

  /** Signed out, token refused, or another server: the local copy goes with the session. */
  async function wipe(): Promise<void> {
    vault.clear();
    await stopSync();
    if (deps.replica) deleteReplicaFiles(deps.replica.file);
  }
  let state: ConnectionState = 'unknown';
  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    deps.onConnectionState?.(next);
  };

  const serverUrl = () => settings.get().serverUrl;

  const send = (url: string, init: RequestInit) =>
    deps.fetch(url, { ...init, credentials: 'omit', redirect: 'error', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

  async function revoke(server: string, token: string): Promise<boolean> {
    try {
      const res = await send(`${server}/api/admin/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      setState('connected');
      // 401: already expired or revoked, which is what we wanted.
      return res.ok || res.status === 401;
    } catch {
      setState('offline');
      return false;
    }
  }

  return {
    serverUrl,
    async checkServer(url) {
      const result = await checkConnection(url, deps.fetch);
      // Checking the server in use also refreshes the status bar.
      const parsed = parseServerUrl(url);
      if (parsed.ok && parsed.url === serverUrl()) setState(result.ok ? 'connected' : 'offline');
      return result;
    },
    async connect(url) {
      const result = await checkConnection(url, deps.fetch);
      if (!result.ok) return result;
      const previous = serverUrl();
      if (previous !== result.url) {
        const token = previous ? vault.get(previous) : null;
        if (previous && token) await revoke(previous, token);
        await wipe();
        settings.update({ serverUrl: result.url });
      }
      setState('connected');
      return result;
    },
    async forgetServer() {
      const server = serverUrl();
      const token = server ? vault.get(server) : null;
      if (server && token) await revoke(server, token);
      await wipe();
      settings.update({ serverUrl: null });
      setState('unknown');
    },
    connectionState: () => state,
    authStatus() {
      const server = serverUrl();
      return { signedIn: Boolean(server && vault.get(server)) };
    },
    async login(username, password) {
      const server = serverUrl();
      if (!server) return { ok: false, status: 0, message: LOGIN_MESSAGES.noServer };
      let res: Response;
      try {
        res = await send(`${server}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ username, password }),
        });
      } catch (err) {
        setState('offline');
        return { ok: false, status: 0, message: classifyFetchError(err, new URL(server).host).message };
      }
      setState('connected');
      const text = await res.text();
      if (res.status === 401) return { ok: false, status: 401, message: messageOf(text) ?? LOGIN_MESSAGES.invalid };
      if (!res.ok) return { ok: false, status: res.status, message: messageOf(text) ?? LOGIN_MESSAGES.failed };
      let token: unknown;
      try {
        token = (JSON.parse(text) as { token?: unknown }).token;
      } catch {
        token = undefined;
      }
      if (typeof token !== 'string' || !token) return { ok: false, status: res.status, message: LOGIN_MESSAGES.failed };
      vault.set(server, token);
      startSync(server, username);
      return { ok: true };
    },
    async logout() {
      const server = serverUrl();
      const token = server ? vault.get(server) : null;
      const revoked = server && token ? await revoke(server, token) : true;
      await wipe();
      return { revoked };
    },
    async request(method, path, body) {
      const server = serverUrl();
      if (!server) return { status: 0, headers: {}, body: '', error: 'No server chosen' };
      const verb = method.toUpperCase() as HttpMethod;
      if (!METHODS.has(verb)) throw new Error(`Method not allowed: ${method}`);
      const problem = apiPathProblem(path);
      if (problem) throw new Error(problem);
      if (body !== undefined && body.length > MAX_BODY_CHARS) throw new Error('Request body too large');
      let fromReplica: ApiResponse | null = null;
      if (sync && path.startsWith('/api/admin/')) {
        if (verb === 'GET') {
          fromReplica = sync.engine.read(path);
          // A request's details carry what the feed does not (how its station is reached and what it
          // answered): the server's while it answers, the replica's when it does not.
          if (fromReplica && !(ORDER_DETAILS.test(path.split('?')[0] ?? path) && sync.engine.status().online)) return fromReplica;
        } else {
          try {
            return await sync.engine.write(verb, path, body);
          } catch (err) {
            return { status: 0, headers: {}, body: '', error: err instanceof Error ? err.message : String(err) };
          }
        }
      }
      const token = vault.get(server);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token && path.startsWith('/api/admin/')) headers.Authorization = `Bearer ${token}`;
      let res: Response;
      try {
        res = await send(`${server}${path}`, { method: verb, headers, body: verb === 'GET' || verb === 'DELETE' ? undefined : body });
      } catch (err) {
        setState('offline');
        if (fromReplica) return fromReplica;
        // What the replica cannot answer is shown as the server last gave it.
        const kept = sync && verb === 'GET' ? sync.replica.meta(`answer:${path}`) : null;
        if (kept) return { status: 200, headers: { 'content-type': 'application/json' }, body: kept };
        return { status: 0, headers: {}, body: '', error: classifyFetchError(err, new URL(server).host).message };
      }
      setState('connected');
      const text = await res.text();
      if (sync && verb === 'GET' && res.status === 200 && path.startsWith('/api/admin/')) sync.replica.setMeta(`answer:${path}`, text);
      if (res.status === 401 && headers.Authorization) {
        // Expired or revoked on the server: forget it (and the local copy) so the login screen comes back.
        await wipe();
        deps.onSignedOut?.();
      }
      return { status: res.status, headers: pickHeaders(res), body: text };
    },
    syncStatus: () => sync?.engine.status() ?? null,
    dismissRefused(seq) {
      sync?.engine.dismiss(seq);
    },
    resume() {
      const server = serverUrl();
      if (server && vault.get(server)) startSync(server);
    },
    close: stopSync,
  };
}
