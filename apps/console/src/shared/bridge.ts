// The contract between the renderer and the main process: the only things the renderer can
// ask for. The preload exposes exactly this object as window.consoleApi; the browser build
// (used by the Playwright tests) implements the same interface with fetch.
import type { ConnectionResult } from './connection-check';

/** IPC channel names: one per operation, so each handler validates one argument shape. */
export const CHANNELS = {
  appInfo: 'console:app-info',
  serverGet: 'console:server-get',
  serverCheck: 'console:server-check',
  serverConnect: 'console:server-connect',
  serverForget: 'console:server-forget',
  authStatus: 'console:auth-status',
  authLogin: 'console:auth-login',
  authLogout: 'console:auth-logout',
  apiRequest: 'console:api-request',
  saveFile: 'console:save-file',
  /** main -> renderer */
  menuCommand: 'console:menu-command',
  /** main -> renderer */
  connectionState: 'console:connection-state',
  connectionGet: 'console:connection-get',
  syncStatus: 'console:sync-status',
  syncDismiss: 'console:sync-dismiss',
  /** main -> renderer */
  syncStatusChanged: 'console:sync-status-changed',
  /** main -> renderer: the replica's rows changed, the views read again. */
  dataChanged: 'console:data-changed',
  /** main -> renderer: a desktop notification was clicked; opens that request. */
  openRequest: 'console:open-request',
} as const;

/** How the admin token is protected at rest; anything but 'encrypted' is shown as a warning. */
export type TokenProtection = 'encrypted' | 'basic_text' | 'memory-only';

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
  tokenProtection: TokenProtection;
  /** True in the app, whose menu owns the shortcuts; the browser build handles keys in the page. */
  hasNativeMenu: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An API answer relayed by the main process; `status` 0 means the server could not be reached. */
export interface ApiResponse {
  status: number;
  /** Only the headers the views need (content-type, x-total-count, retry-after). */
  headers: Record<string, string>;
  body: string;
  /** Set when status is 0: why the request failed. */
  error?: string;
}

export type LoginResult = { ok: true } | { ok: false; status: number; message: string };

export interface LogoutResult {
  /** False when the server could not be told (offline): the token is forgotten here anyway. */
  revoked: boolean;
}

export type SaveFileResult = { saved: true; path: string } | { saved: false };

export type ConnectionState = 'connected' | 'offline' | 'unknown';

/** An admin action kept in the replica until the server takes it. */
export interface QueuedItem {
  seq: number;
  /** What the operator did, in words. */
  label: string;
  createdAt: string;
  /** The server's message when it refused the action. */
  message: string | null;
}

/** Where the replica stands: what the status bar and the 'Needs attention' list show. */
export interface SyncStatus {
  /** False while the server cannot be reached; null at start, until the server answers or fails to. */
  online: boolean | null;
  /**
   * True once a pull has succeeded since the console started and none has failed since: until
   * then the views show the replica as of `syncedAt`, which may be old.
   */
  upToDate: boolean;
  /**
   * Why the last sync failed although the server answered (the change feed answered an error or
   * what cannot be read), or null: after a sync that succeeded, and while the server cannot be reached.
   */
  failure: string | null;
  /** When the replica last caught up with the server (ISO), or null before the first copy. */
  syncedAt: string | null;
  /** Actions made offline, in order, shown 'Waiting to sync'. */
  waiting: QueuedItem[];
  /** Actions the server refused, rolled back here, with its message. */
  needsAttention: QueuedItem[];
}

/** Commands of the application menu that the renderer carries out. */
export type MenuCommand = 'export-csv' | 'tab-1' | 'tab-2' | 'tab-3' | 'tab-4' | 'tab-5' | 'switch-server';

export interface ConsoleApi {
  appInfo(): Promise<AppInfo>;
  server: {
    /** The saved server address, or null on first run. */
    get(): Promise<string | null>;
    /** Validates and checks an address without saving it. */
    check(url: string): Promise<ConnectionResult>;
    /** Checks and saves an address; switching to another server forgets the old token. */
    connect(url: string): Promise<ConnectionResult>;
    /** Signs out (revoking the token) and forgets the server: back to the first-run screen. */
    forget(): Promise<void>;
  };
  auth: {
    status(): Promise<{ signedIn: boolean }>;
    login(username: string, password: string): Promise<LoginResult>;
    logout(): Promise<LogoutResult>;
  };
  api: {
    /** An API call made by the main process with the admin token, which never reaches this side. */
    request(method: HttpMethod, path: string, body?: string): Promise<ApiResponse>;
  };
  sync: {
    /** Null while no replica is kept (signed out). */
    status(): Promise<SyncStatus | null>;
    /** Removes a refused action from 'Needs attention'. */
    dismiss(seq: number): Promise<void>;
  };
  /** Saves text through the native save dialog. */
  saveFile(name: string, content: string, mime: string): Promise<SaveFileResult>;
  /** Subscribes to application menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /**
   * The connection state seen by the main process now. Changes are pushed (onConnectionState)
   * only when they happen: a window that loads later (a reload, a start with a saved session)
   * reads the current one.
   */
  connectionState(): Promise<ConnectionState>;
  /** Subscribes to the connection state seen by the main process; returns the unsubscribe function. */
  onConnectionState(listener: (state: ConnectionState) => void): () => void;
  onSyncStatus(listener: (status: SyncStatus) => void): () => void;
  /** The replica changed: what the views show may be out of date. */
  onDataChanged(listener: () => void): () => void;
  /** A desktop notification about this request was clicked. */
  onOpenRequest(listener: (orderId: string) => void): () => void;
}

declare global {
  interface Window {
    /** Present in the Electron renderer (exposed by the preload). */
    consoleApi?: ConsoleApi;
  }
}
