// The preload: exposes the narrow, typed ConsoleApi to the page through contextBridge. The
// page never gets ipcRenderer itself, only these functions, each bound to one channel.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, type ConnectionState, type ConsoleApi, type MenuCommand } from '../shared/bridge';

const MENU_COMMANDS = new Set<MenuCommand>(['export-csv', 'tab-1', 'tab-2', 'tab-3', 'tab-4', 'tab-5', 'switch-server']);
const STATES = new Set<ConnectionState>(['connected', 'offline', 'unknown']);

/** Subscribes to one main -> renderer channel, passing on only values of the expected set. */
function subscribe<T>(channel: string, allowed: Set<T>, listener: (value: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, value: unknown) => {
    if (allowed.has(value as T)) listener(value as T);
  };
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

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
  saveFile: (name, content, mime) => ipcRenderer.invoke(CHANNELS.saveFile, name, content, mime),
  onMenuCommand: (listener) => subscribe(CHANNELS.menuCommand, MENU_COMMANDS, listener),
  onConnectionState: (listener) => subscribe(CHANNELS.connectionState, STATES, listener),
};

contextBridge.exposeInMainWorld('consoleApi', api);
