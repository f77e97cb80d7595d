import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { silentLogger } from './lib/logger';
import { startServer, type RunningServer } from './server';

let dir: string;
let dataDir: string;
let server: RunningServer;
let umask: number;
beforeAll(async () => {
  // The usual umask, which alone would leave everything readable by every local account.
  umask = process.umask(0o022);
  dir = mkdtempSync(join(tmpdir(), 'tvb-server-'));
  dataDir = join(dir, 'data');
  // A DATA_DIR left open by an older version is narrowed too.
  mkdirSync(dataDir, { mode: 0o755 });
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'a-long-admin-password' });
  // The real .eml outbox (no SMTP_URL), as a fresh clone runs.
  server = await startServer(config, { logger: silentLogger, webDist: null });
});
afterAll(async () => {
  await server.stop();
  process.umask(umask);
  rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('private files', () => {
  it('keeps DATA_DIR, the database, its WAL and the outbox .eml files readable by the owner only', { timeout: 30_000 }, async () => {
    // Any queued email is written as an .eml file by the real outbox.
    await server.outbox.enqueue(server.db, { to: 'ops@localhost', subject: 'hello', text: 'a link https://x.example/reset-password?token=abc' });
    server.outbox.wake();
    const outbox = join(dataDir, 'outbox');
    for (let i = 0; i < 200 && !(readdirSync(dataDir).includes('outbox') && readdirSync(outbox).length > 0); i++) {
      await new Promise((ok) => setTimeout(ok, 50));
    }
    const emls = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(emls.length).toBeGreaterThan(0);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(outbox)).toBe(0o700);
    for (const f of emls) expect(modeOf(join(outbox, f))).toBe(0o600);
    for (const f of ['app.db', 'app.db-wal', 'app.db-shm']) expect(modeOf(join(dataDir, f)), f).toBe(0o600);
  });
});

/** Opens a socket that starts a request and sends `chunk` every 500 ms, never finishing; resolves when the server closes it. */
function slowClient(start: string, chunk: string): { closed: Promise<string>; socket: Socket } {
  const socket = connect(server.port, '127.0.0.1');
  let answer = '';
  const timer = setInterval(() => socket.write(chunk), 500);
  socket.on('data', (d) => (answer += d.toString('latin1')));
  socket.write(start);
  const closed = new Promise<string>((ok) => {
    socket.on('close', () => {
      clearInterval(timer);
      ok(answer.split('\r\n')[0] ?? '');
    });
    socket.on('error', () => undefined);
  });
  return { closed, socket };
}

describe('slow clients', () => {
  it('closes sockets that trickle headers or a body, well before Node would by default', { timeout: 60_000 }, async () => {
    const clients = [
      ...Array.from({ length: 20 }, () => slowClient('GET /api/stations HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n')),
      ...Array.from({ length: 20 }, () =>
        slowClient('POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 90000\r\n\r\n{"a":"', 'aaaa'),
      ),
    ];
    // Node's defaults keep such sockets for 60 s (headers) and 5 minutes (body); ours close them in seconds.
    const deadline = new Promise<'open'>((ok) => setTimeout(() => ok('open'), 25_000).unref());
    const outcomes = await Promise.all(clients.map((c) => Promise.race([c.closed, deadline])));
    clients.forEach((c) => c.socket.destroy());
    expect(outcomes.filter((o) => o === 'open')).toEqual([]);
    // The server answered them 408 rather than just vanishing (when it could still write).
    expect(outcomes.some((o) => o.includes('408'))).toBe(true);
  });

  it('answers a request too large or malformed for Node to parse in the API error shape, not a bare status line', async () => {
    const raw = (request: string) =>
      new Promise<string>((ok) => {
        const socket = connect(server.port, '127.0.0.1');
        let answer = '';
        socket.on('data', (d) => (answer += d.toString('utf8')));
        socket.on('close', () => ok(answer));
        socket.on('error', () => undefined);
        socket.write(request);
      });
    const parts = (answer: string) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: head.split('\r\n')[0], head: head.toLowerCase(), body: JSON.parse(body) as unknown };
    };
    const huge = parts(await raw(`GET /api/stations?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(huge.status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(huge.head).toContain('content-type: application/json');
    expect(huge.body).toEqual({ message: 'The address or headers of the request are too long', code: 'headers_too_large' });
    const malformed = parts(await raw('GET /api/stations HTTP/1.1\r\nHost x\r\n\r\n'));
    expect(malformed.status).toBe('HTTP/1.1 400 Bad Request');
    expect(malformed.body).toEqual({ message: 'Malformed HTTP request', code: 'bad_request' });
  });

  it('still serves a normal request after them', async () => {
    const res = await fetch(`${server.url.replace('localhost', '127.0.0.1')}/api/health`);
    expect(res.status).toBe(200);
  });
});
