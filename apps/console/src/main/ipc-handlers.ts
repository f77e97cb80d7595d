// The IPC surface of the main process. Every handler first checks that the message comes from
// our renderer's top frame (Electron checklist: validate the sender of all IPC messages), then
// checks its arguments, then calls the service. Electron's ipcMain is injected.
import { CHANNELS, type AppInfo, type SaveFileResult } from '../shared/bridge';
import type { ConsoleService } from './console-service';

export interface IpcEventLike {
  senderFrame: { url: string; parent?: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}

export interface IpcDeps {
  service: ConsoleService;
  /** True for our renderer's address (see navigation-guard.isRendererUrl). */
  isTrustedUrl(url: string): boolean;
  appInfo(): AppInfo;
  saveFile(name: string, content: string, mime: string): Promise<SaveFileResult>;
}

export class IpcArgumentError extends Error {}

/** Refuses frames other than our renderer's main frame (iframes, other pages, a hijacked window). */
export function assertTrustedSender(event: IpcEventLike, isTrustedUrl: (url: string) => boolean): void {
  const frame = event.senderFrame;
  if (!frame || frame.parent || !isTrustedUrl(frame.url)) {
    throw new Error(`Blocked IPC from an untrusted frame: ${frame?.url ?? 'unknown'}`);
  }
}

function str(v: unknown, name: string, max: number): string {
  if (typeof v !== 'string' || v.length > max) throw new IpcArgumentError(`${name} must be a string of at most ${max} characters`);
  return v;
}

const optionalStr = (v: unknown, name: string, max: number): string | undefined => (v === undefined ? undefined : str(v, name, max));

/** Registers every channel of the bridge; returns the channel names (for the tests). */
export function registerIpcHandlers(ipcMain: IpcMainLike, deps: IpcDeps): string[] {
  const { service } = deps;
  const handlers: Record<string, (...args: unknown[]) => unknown> = {
    [CHANNELS.appInfo]: () => deps.appInfo(),
    [CHANNELS.serverGet]: () => service.serverUrl(),
    [CHANNELS.serverCheck]: (url) => service.checkServer(str(url, 'url', 2100)),
    [CHANNELS.serverConnect]: (url) => service.connect(str(url, 'url', 2100)),
    [CHANNELS.serverForget]: () => service.forgetServer(),
    [CHANNELS.connectionGet]: () => service.connectionState(),
    [CHANNELS.authStatus]: () => service.authStatus(),
    [CHANNELS.authLogin]: (username, password) => service.login(str(username, 'username', 200), str(password, 'password', 1000)),
    [CHANNELS.authLogout]: () => service.logout(),
    [CHANNELS.apiRequest]: (method, path, body) => service.request(str(method, 'method', 10), str(path, 'path', 2000), optionalStr(body, 'body', 200_000)),
    [CHANNELS.syncStatus]: () => service.syncStatus(),
    [CHANNELS.syncDismiss]: (seq) => {
      if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 1) throw new IpcArgumentError('seq must be a positive whole number');
      service.dismissRefused(seq);
    },
    [CHANNELS.saveFile]: (name, content, mime) => deps.saveFile(str(name, 'name', 200), str(content, 'content', 50_000_000), str(mime, 'mime', 100)),
  };
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, ...args) => {
      assertTrustedSender(event, deps.isTrustedUrl);
      return handler(...args);
    });
  }
  return Object.keys(handlers);
}
