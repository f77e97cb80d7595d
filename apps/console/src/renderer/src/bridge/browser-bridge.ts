// The ConsoleApi for a plain browser: what the Playwright tests drive. Same interface as the
// preload's, but the work the main process does in the app (connection check, sign-in, API
// calls) is done here with fetch, the token is held in this page's memory only, and saveFile
// downloads the file.
import type { ApiResponse, AppInfo, ConnectionState, ConsoleApi, MenuCommand } from '../../../shared/bridge';
import { checkConnection, classifyFetchError } from '../../../shared/connection-check';

const RELAYED_HEADERS = ['content-type', 'x-total-count', 'x-overdue-count', 'retry-after'];

/** The browser bridge, plus what the app's main process would do that a test cannot click. */
export interface BrowserBridge extends ConsoleApi {
  /** Sends a menu command to the page, as the app's menu does over IPC. */
  sendMenuCommand(command: MenuCommand): void;
}

/** Creates the bridge; nothing survives a reload, like a first run. */
export function createBrowserBridge(): BrowserBridge {
  let server: string | null = null;
  let token: string | null = null;
  const menuListeners = new Set<(c: MenuCommand) => void>();
  const stateListeners = new Set<(s: ConnectionState) => void>();
  let state: ConnectionState = 'unknown';
  const setState = (s: ConnectionState) => {
    state = s;
    stateListeners.forEach((l) => l(s));
  };
  const host = () => (server ? new URL(server).host : '');

  const call = async (method: string, path: string, body?: string, bearer = token): Promise<ApiResponse> => {
    if (!server) return { status: 0, headers: {}, body: '', error: 'No server chosen' };
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (bearer && path.startsWith('/api/admin/')) headers.Authorization = `Bearer ${bearer}`;
    let res: Response;
    try {
      res = await fetch(`${server}${path}`, { method, headers, body, credentials: 'omit' });
    } catch (err) {
      setState('offline');
      return { status: 0, headers: {}, body: '', error: classifyFetchError(err, host()).message };
    }
    setState('connected');
    const out: Record<string, string> = {};
    for (const h of RELAYED_HEADERS) {
      const v = res.headers.get(h);
      if (v !== null) out[h] = v;
    }
    if (res.status === 401 && headers.Authorization) token = null;
    return { status: res.status, headers: out, body: await res.text() };
  };
  const messageOf = (text: string, fallback: string) => {
    try {
      const m = (JSON.parse(text) as { message?: unknown }).message;
      return typeof m === 'string' && m ? m : fallback;
    } catch {
      return fallback;
    }
  };

  return {
    appInfo: (): Promise<AppInfo> =>
      Promise.resolve({
        name: 'Spotlight TV Console',
        version: '(browser build)',
        platform: 'browser',
        hasNativeMenu: false,
        // The token is in this page's memory only; tests may ask for the keyring-less case (?tokenProtection=basic_text).
        tokenProtection: new URLSearchParams(location.search).get('tokenProtection') === 'basic_text' ? 'basic_text' : 'memory-only',
      }),
    server: {
      get: () => Promise.resolve(server),
      async check(url) {
        const result = await checkConnection(url, (u, init) => fetch(u, init));
        if (result.ok ? result.url === server : url === server) setState(result.ok ? 'connected' : 'offline');
        return result;
      },
      async connect(url) {
        const result = await checkConnection(url, (u, init) => fetch(u, init));
        if (result.ok) {
          if (server !== result.url) token = null;
          server = result.url;
          setState('connected');
        }
        return result;
      },
      async forget() {
        if (token) await call('POST', '/api/admin/logout');
        token = null;
        server = null;
        setState('unknown');
      },
    },
    auth: {
      status: () => Promise.resolve({ signedIn: Boolean(token) }),
      async login(username, password) {
        const res = await call('POST', '/api/admin/login', JSON.stringify({ username, password }), null);
        if (res.status === 0) return { ok: false, status: 0, message: res.error ?? 'Cannot reach the server' };
        if (res.status === 401) return { ok: false, status: 401, message: messageOf(res.body, 'Invalid username or password') };
        const t = res.status === 200 ? (JSON.parse(res.body) as { token?: unknown }).token : undefined;
        if (typeof t !== 'string' || !t) return { ok: false, status: res.status, message: messageOf(res.body, 'Login failed. Please try again.') };
        token = t;
        return { ok: true };
      },
      async logout() {
        const res = token ? await call('POST', '/api/admin/logout') : null;
        token = null;
        return { revoked: !res || res.status === 204 || res.status === 401 };
      },
    },
    api: {
      async request(method, path, body) {
        if (path === '/api/admin/login' || path === '/api/admin/logout') throw new Error('Use auth.login / auth.logout for that path');
        return call(method, path, body);
      },
    },
    // No replica in this build: the views read the server, as the web admin does.
    sync: {
      status: () => Promise.resolve(null),
      dismiss: () => Promise.resolve(),
    },
    saveFile(name, content, mime) {
      const url = URL.createObjectURL(new Blob([content], { type: mime }));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return Promise.resolve({ saved: true, path: name });
    },
    sendMenuCommand(command) {
      menuListeners.forEach((l) => l(command));
    },
    onMenuCommand(listener) {
      menuListeners.add(listener);
      return () => menuListeners.delete(listener);
    },
    connectionState: () => Promise.resolve(state),
    onConnectionState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onSyncStatus: () => () => undefined,
    onDataChanged: () => () => undefined,
    onOpenRequest: () => () => undefined,
  };
}
