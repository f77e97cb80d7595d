// The console's main process without Electron, for tests: the real console service, sync
// engine, replica and IPC handlers in a Node process, reached over HTTP on loopback instead of
// IPC. POST /rpc {channel, args} calls a bridge operation; GET /events streams what the main
// process sends the window (and each desktop notification) as Server-Sent Events;
// GET /notices lists the notifications shown; POST /click {index} clicks one.
// Run: node --import tsx test-support/engine-host.ts <userDataDir>; prints `listening <url>`.
import { mkdirSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CHANNELS } from '../src/shared/bridge';
import { createConsoleService } from '../src/main/console-service';
import { registerIpcHandlers, type IpcEventLike } from '../src/main/ipc-handlers';
import { createSettingsStore } from '../src/main/settings-store';
import type { DesktopNotice } from '../src/main/sync/notifier';
import { createTokenVault } from '../src/main/token-vault';

const RENDERER_URL = 'app://renderer/index.html';
const userData = process.argv[2];
if (!userData) throw new Error('usage: engine-host <userDataDir>');
mkdirSync(userData, { recursive: true });

const streams = new Set<ServerResponse>();
const send = (channel: string, value: unknown) => {
  const data = `data: ${JSON.stringify({ channel, value })}\n\n`;
  for (const s of streams) s.write(data);
};
const notices: DesktopNotice[] = [];

// Not a secret store: the token file is only "encrypted" so the vault's code path is the app's.
const safeStorage = {
  isEncryptionAvailable: () => true,
  encryptString: (text: string) => Buffer.from(text, 'utf8').reverse(),
  decryptString: (data: Buffer) => Buffer.from(data).reverse().toString('utf8'),
};
const service = createConsoleService({
  fetch: (url, init) => fetch(url, init),
  settings: createSettingsStore(join(userData, 'settings.json')),
  vault: createTokenVault({ file: join(userData, 'admin-token.bin'), safeStorage, platform: process.platform }),
  onConnectionState: (state) => send(CHANNELS.connectionState, state),
  replica: {
    file: join(userData, 'replica.sqlite'),
    onSyncStatus: (status) => send(CHANNELS.syncStatusChanged, status),
    onDataChanged: () => send(CHANNELS.dataChanged, null),
    notify: (notice) => {
      notices.push(notice);
      send('notice', notice);
    },
    ...(process.env.SYNC_PAGE_LIMIT ? { pageLimit: Number(process.env.SYNC_PAGE_LIMIT) } : {}),
    ...(process.env.SYNC_INTERVAL_MS ? { pullIntervalMs: Number(process.env.SYNC_INTERVAL_MS) } : {}),
    ...(process.env.SYNC_REQUEST_TIMEOUT_MS ? { requestTimeoutMs: Number(process.env.SYNC_REQUEST_TIMEOUT_MS) } : {}),
  },
});

const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
registerIpcHandlers(
  { handle: (channel, listener) => void handlers.set(channel, listener) },
  {
    service,
    isTrustedUrl: (url) => url === RENDERER_URL,
    appInfo: () => ({ name: 'Spotlight TV Console', version: '(engine host)', platform: process.platform, tokenProtection: 'encrypted', hasNativeMenu: false }),
    saveFile: async (name) => ({ saved: true, path: join(userData, name) }),
  },
);
const trusted: IpcEventLike = { senderFrame: { url: RENDERER_URL, parent: null } };

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  const url = new URL(req.url ?? '/', 'http://host');
  if (url.pathname === '/events') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    res.write(': connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
    return;
  }
  if (url.pathname === '/notices') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(notices));
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const reply = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    if (url.pathname === '/click') {
      const notice = notices[(JSON.parse(body) as { index: number }).index];
      if (!notice) return reply(404, { error: 'no such notice' });
      send(CHANNELS.openRequest, notice.orderId);
      return reply(200, { value: null });
    }
    if (url.pathname !== '/rpc' || req.method !== 'POST') return reply(404, { error: 'not found' });
    const { channel, args } = JSON.parse(body) as { channel: string; args: unknown[] };
    const handler = handlers.get(channel);
    if (!handler) return reply(404, { error: `no handler for ${channel}` });
    Promise.resolve()
      // JSON has no undefined: an argument left out arrives as null.
      .then(() => handler(trusted, ...args.map((a) => (a === null ? undefined : a))))
      .then(
        (value) => reply(200, { value: value ?? null }),
        (err: unknown) => reply(500, { error: err instanceof Error ? err.message : String(err) }),
      );
  });
});

server.listen(0, '127.0.0.1', () => {
  service.resume();
  process.stdout.write(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
const shutdown = () => {
  void service.close().finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
