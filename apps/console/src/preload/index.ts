// The preload: exposes the narrow, typed ConsoleApi to the page through contextBridge. The
// page never gets ipcRenderer itself, only these functions, each bound to one channel.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, type ConnectionState, type ConsoleApi, type MenuCommand, type SyncStatus } from '../shared/bridge';

const MENU_COMMANDS = new Set<MenuCommand>(['export-csv', 'tab-1', 'tab-2', 'tab-3', 'tab-4', 'tab-5', 'switch-server']);
const STATES = new Set<ConnectionState>(['connected', 'offline', 'unknown']);

/** Subscribes to one main -> renderer channel, passing on only values of the expected set or shape. */
function subscribe<T>(channel: string, allowed: Set<T> | ((value: unknown) => value is T), listener: (value: T) => void): () => void {
  const ok = typeof allowed === 'function' ? allowed : (value: unknown): value is T => allowed.has(value as T);
  const wrapped = (_event: IpcRendererEvent, value: unknown) => {
    if (ok(value)) listener(value);
  };
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const isSyncStatus = (v: unknown): v is SyncStatus =>
  typeof v === 'object' && v !== null && Array.isArray((v as SyncStatus).waiting) && Array.isArray((v as SyncStatus).needsAttention);
const isNothing = (v: unknown): v is undefined => v === undefined || v === null;
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;

const api: ConsoleApi = {
  appInfo: () => ipcRenderer.invoke(CHANNELS.appInfo),
  server: {
    get: () => ipcRenderer.invoke(CHANNELS.serverGet),
    check: (url) => ipcRenderer.invoke(CHANNELS.serverCheck, url),
    connect: (url) => ipcRenderer.invoke(CHANNELS.serverConnect, url),
    forget: () => ipcRenderer.invoke(CHANNELS.serverForget),
  },
  auth: {
    status: () => ipcRenderer.invoke(CHANNELS.authStatus),
    login: (username, password) => ipcRenderer.invoke(CHANNELS.authLogin, username, password),
    logout: () => ipcRenderer.invoke(CHANNELS.authLogout),
  },
  api: {
    request: (method, path, body) => ipcRenderer.invoke(CHANNELS.apiRequest, method, path, body),
  },
  sync: {
    status: () => ipcRenderer.invoke(CHANNELS.syncStatus),
    dismiss: (seq) => ipcRenderer.invoke(CHANNELS.syncDismiss, seq),
  },
  saveFile: (name, content, mime) => ipcRenderer.invoke(CHANNELS.saveFile, name, content, mime),
  onMenuCommand: (listener) => subscribe(CHANNELS.menuCommand, MENU_COMMANDS, listener),
  connectionState: () => ipcRenderer.invoke(CHANNELS.connectionGet),
  onConnectionState: (listener) => subscribe(CHANNELS.connectionState, STATES, listener),
  onSyncStatus: (listener) => subscribe(CHANNELS.syncStatusChanged, isSyncStatus, listener),
  onDataChanged: (listener) => subscribe(CHANNELS.dataChanged, isNothing, () => listener()),
  onOpenRequest: (listener) => subscribe(CHANNELS.openRequest, isId, listener),
};

contextBridge.exposeInMainWorld('consoleApi', api);
