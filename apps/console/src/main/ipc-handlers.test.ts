import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/bridge';
import type { ConsoleService } from './console-service';
import { assertTrustedSender, registerIpcHandlers, type IpcEventLike } from './ipc-handlers';
import { isRendererUrl } from './navigation-guard';

const RENDERER = 'file:///app/out/renderer/index.html';
const trusted: IpcEventLike = { senderFrame: { url: `${RENDERER}#/`, parent: null } };

function setup() {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const service = {
    serverUrl: vi.fn(() => 'https://bookings.example.com'),
    checkServer: vi.fn(async () => ({ ok: true as const, url: 'https://x', insecure: false })),
    connect: vi.fn(async () => ({ ok: true as const, url: 'https://x', insecure: false })),
    forgetServer: vi.fn(async () => undefined),
    authStatus: vi.fn(() => ({ signedIn: true })),
    connectionState: vi.fn(() => 'connected' as const),
    login: vi.fn(async () => ({ ok: true as const })),
    logout: vi.fn(async () => ({ revoked: true })),
    request: vi.fn(async () => ({ status: 200, headers: {}, body: '[]' })),
    syncStatus: vi.fn(() => null),
    dismissRefused: vi.fn(() => undefined),
    resume: vi.fn(() => undefined),
    close: vi.fn(async () => undefined),
  } satisfies ConsoleService;
  const saveFile = vi.fn(async () => ({ saved: true as const, path: '/tmp/x.csv' }));
  const channels = registerIpcHandlers(
    { handle: (channel, listener) => void handlers.set(channel, listener) },
    {
      service,
      saveFile,
      isTrustedUrl: (url) => isRendererUrl(url, RENDERER),
      appInfo: () => ({ name: 'Spotlight TV Console', version: '0.1.0', platform: 'linux', tokenProtection: 'encrypted', hasNativeMenu: true }),
    },
  );
  const call = (channel: string, event: IpcEventLike, ...args: unknown[]) => Promise.resolve().then(() => handlers.get(channel)!(event, ...args));
  return { channels, call, service, saveFile };
}

describe('IPC handlers', () => {
  it('registers one handler per bridge operation', () => {
    const { channels } = setup();
    expect(channels.sort()).toEqual(
      Object.values(CHANNELS)
        .filter(
          (c) =>
            !([CHANNELS.menuCommand, CHANNELS.connectionState, CHANNELS.syncStatusChanged, CHANNELS.dataChanged, CHANNELS.openRequest] as string[]).includes(c),
        )
        .sort(),
    );
  });

  it('passes calls from our renderer through to the service', async () => {
    const { call, service, saveFile } = setup();
    expect(await call(CHANNELS.serverGet, trusted)).toBe('https://bookings.example.com');
    await call(CHANNELS.authLogin, trusted, 'admin', 'pw');
    expect(service.login).toHaveBeenCalledWith('admin', 'pw');
    await call(CHANNELS.apiRequest, trusted, 'GET', '/api/admin/stations');
    expect(service.request).toHaveBeenCalledWith('GET', '/api/admin/stations', undefined);
    await call(CHANNELS.saveFile, trusted, 'stations.csv', 'a,b', 'text/csv');
    expect(saveFile).toHaveBeenCalledWith('stations.csv', 'a,b', 'text/csv');
  });

  it('refuses every channel when the sender is not our renderer', async () => {
    const { call, channels, service } = setup();
    const senders: IpcEventLike[] = [
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      { senderFrame: { url: 'file:///tmp/evil.html', parent: null } },
      { senderFrame: { url: RENDERER, parent: {} } }, // an iframe inside our page
      { senderFrame: null }, // the frame navigated away or was destroyed
    ];
    for (const sender of senders) {
      for (const channel of channels) {
        await expect(call(channel, sender, 'admin', 'pw')).rejects.toThrow('Blocked IPC from an untrusted frame');
      }
    }
    expect(service.login).not.toHaveBeenCalled();
    expect(service.request).not.toHaveBeenCalled();
  });

  it('checks argument types and sizes before calling the service', async () => {
    const { call, service } = setup();
    await expect(call(CHANNELS.authLogin, trusted, { username: 'admin' }, 'pw')).rejects.toThrow('username must be a string');
    await expect(call(CHANNELS.apiRequest, trusted, 'GET', 42)).rejects.toThrow('path must be a string');
    await expect(call(CHANNELS.apiRequest, trusted, 'POST', '/api/admin/stations', 'x'.repeat(200_001))).rejects.toThrow('body must be a string');
    await expect(call(CHANNELS.serverConnect, trusted, ['https://x'])).rejects.toThrow('url must be a string');
    expect(service.login).not.toHaveBeenCalled();
    expect(service.request).not.toHaveBeenCalled();
    expect(service.connect).not.toHaveBeenCalled();
  });

  it('assertTrustedSender accepts the top frame of our page', () => {
    expect(() => assertTrustedSender(trusted, (u) => isRendererUrl(u, RENDERER))).not.toThrow();
  });
});
