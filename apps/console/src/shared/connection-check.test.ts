import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, startFakeServer, type FakeServer } from '../../test-support/fake-server';
import { checkConnection, classifyFetchError } from './connection-check';

const servers: FakeServer[] = [];
const start = async (...args: Parameters<typeof startFakeServer>) => {
  const s = await startFakeServer(...args);
  servers.push(s);
  return s;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('checkConnection against real local servers', () => {
  it('accepts a server whose /api/health is {"ok":true} and /api/stations a JSON array', async () => {
    const server = await start();
    const result = await checkConnection(`${server.url}/`, fetch);
    expect(result).toEqual({ ok: true, url: server.url, insecure: false });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/health', '/api/stations']);
  });

  it('says the address is invalid before any request', async () => {
    const result = await checkConnection('bookings.example.com', fetch);
    expect(result).toMatchObject({ ok: false, problem: 'invalid-url', message: 'The address must start with http:// or https://' });
  });

  it('says a server that is not running is unreachable', async () => {
    const port = await closedPort();
    const result = await checkConnection(`http://127.0.0.1:${port}`, fetch);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toBe('unreachable');
    expect(result.message).toContain(`Cannot reach 127.0.0.1:${port} (ECONNREFUSED)`);
  });

  it('says a web server that is not ours is not this product', async () => {
    const server = await start((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Someone else</title>');
    });
    const result = await checkConnection(server.url, fetch);
    expect(result).toMatchObject({ ok: false, problem: 'not-product' });
    if (!result.ok)
      expect(result.message).toBe(
        `${server.url} answered, but it is not a Spotlight TV server (GET /api/health did not answer {"ok":true}). Check the address: it is the one you open the booking site with.`,
      );
  });

  it('says a 404 on /api/health is not this product', async () => {
    const server = await start((_req, res) => void res.writeHead(404).end('nope'));
    const result = await checkConnection(server.url, fetch);
    expect(result).toMatchObject({ ok: false, problem: 'not-product' });
    if (!result.ok) expect(result.message).toContain('GET /api/health answered HTTP 404');
  });

  it('needs /api/stations to be a list, not just a healthy server', async () => {
    const server = await start((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(req.url === '/api/health' ? '{"ok":true}' : '{"stations":[]}');
    });
    const result = await checkConnection(server.url, fetch);
    expect(result).toMatchObject({ ok: false, problem: 'not-product' });
    if (!result.ok) expect(result.message).toContain('GET /api/stations did not answer a list of stations');
  });

  it('reports a server error separately from "not ours"', async () => {
    const server = await start((_req, res) => void res.writeHead(503).end());
    const result = await checkConnection(server.url, fetch);
    expect(result).toMatchObject({ ok: false, problem: 'server-error' });
    if (!result.ok) expect(result.message).toContain('HTTP 503');
  });

  it('reports a TLS failure when https meets a server that does not speak it', async () => {
    const server = await start();
    const result = await checkConnection(server.url.replace('http:', 'https:'), fetch);
    expect(result).toMatchObject({ ok: false, problem: 'tls' });
    if (!result.ok) expect(result.message).toMatch(/^The secure \(TLS\) connection to 127\.0\.0\.1:\d+ failed \(/);
  });

  it('gives up on a server that never answers', async () => {
    const server = await start(() => undefined);
    const result = await checkConnection(server.url, fetch, 300);
    expect(result).toMatchObject({ ok: false, problem: 'timeout' });
    if (!result.ok) expect(result.message).toContain('did not answer within');
  });

  it('asks for the final address when the server redirects', async () => {
    const target = await start();
    const hop = await start((req, res) => void res.writeHead(301, { Location: `${target.url}${req.url}` }).end());
    const result = await checkConnection(hop.url, fetch);
    expect(result).toEqual({ ok: false, problem: 'redirect', message: `${hop.url} redirects to ${target.url}. Enter ${target.url} instead.` });
  });
});

describe('classifyFetchError', () => {
  it('understands Electron net.fetch (Chromium) errors', () => {
    expect(classifyFetchError(new Error('net::ERR_CERT_AUTHORITY_INVALID'), 'x.test')).toMatchObject({ problem: 'tls' });
    expect(classifyFetchError(new Error('net::ERR_SSL_PROTOCOL_ERROR'), 'x.test')).toMatchObject({ problem: 'tls' });
    expect(classifyFetchError(new Error('net::ERR_CERT_DATE_INVALID'), 'x.test').message).toContain('(ERR_CERT_DATE_INVALID)');
    expect(classifyFetchError(new Error('net::ERR_NAME_NOT_RESOLVED'), 'x.test')).toEqual({
      problem: 'unreachable',
      message: 'Cannot reach x.test (ERR_NAME_NOT_RESOLVED). Check the address, that the server is running and that this computer is online.',
    });
    expect(classifyFetchError(new Error('net::ERR_CONNECTION_TIMED_OUT'), 'x.test')).toMatchObject({ problem: 'timeout' });
  });

  it('understands Node fetch errors, whose code hides in the cause', () => {
    const selfSigned = new TypeError('fetch failed', { cause: Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }) });
    expect(classifyFetchError(selfSigned, 'x.test')).toMatchObject({ problem: 'tls' });
    const dns = new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND x.test'), { code: 'ENOTFOUND' }) });
    expect(classifyFetchError(dns, 'x.test')).toMatchObject({ problem: 'unreachable' });
    expect(classifyFetchError(new DOMException('timed out', 'TimeoutError'), 'x.test')).toMatchObject({ problem: 'timeout' });
  });

  it('treats the browser\'s opaque "Failed to fetch" as unreachable', () => {
    expect(classifyFetchError(new TypeError('Failed to fetch'), 'x.test')).toMatchObject({ problem: 'unreachable' });
  });
});
