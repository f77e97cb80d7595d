// A real HTTP server on loopback that speaks the parts of the Spotlight TV API the console
// relies on, so connection checks and API relaying are tested over real sockets.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  /** Requests seen, with their Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined; body: string }[];
  /** Tokens the server accepts; logout removes one. */
  tokens: Set<string>;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** Starts a server with `handler`, or the default Spotlight-like API when omitted. */
export async function startFakeServer(handler?: Handler): Promise<FakeServer> {
  const requests: FakeServer['requests'] = [];
  const tokens = new Set<string>();
  let issued = 0;
  const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(value));
  };
  const spotlight: Handler = (req, res, body) => {
    const path = req.url ?? '/';
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (path === '/api/health') return json(res, 200, { ok: true });
    if (path === '/api/stations') return json(res, 200, [{ id: 's1', callLetters: 'KABC' }]);
    if (path === '/api/admin/login' && req.method === 'POST') {
      const { username, password } = JSON.parse(body || '{}') as { username?: string; password?: string };
      if (username === 'admin' && password === 'correct horse') {
        const token = `token-${++issued}`;
        tokens.add(token);
        return json(res, 200, { token, expiresAt: '2099-01-01T00:00:00.000Z' });
      }
      return json(res, 401, { message: 'Invalid username or password' });
    }
    if (path.startsWith('/api/admin/')) {
      if (!bearer || !tokens.has(bearer)) return json(res, 401, { message: 'Admin sign-in required' });
      if (path === '/api/admin/logout' && req.method === 'POST') {
        tokens.delete(bearer);
        res.writeHead(204).end();
        return;
      }
      if (path.startsWith('/api/admin/orders')) return json(res, 200, [], { 'X-Total-Count': '0', 'Set-Cookie': 'x=y' });
      if (path === '/api/admin/stations' && req.method === 'POST') return json(res, 201, { echo: JSON.parse(body) as unknown });
      return json(res, 200, []);
    }
    json(res, 404, { message: 'Not found' });
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', authorization: req.headers.authorization, body });
      (handler ?? spotlight)(req, res, body);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    tokens,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** A port with nothing listening (bound then released). */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}
