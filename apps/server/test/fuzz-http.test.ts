// The fuzz pass over real HTTP: the real server process (rate limits on, as in production)
// gets generated bad requests for every API route through fetch, then raw malformed HTTP over
// plain sockets. Nothing may answer 5xx, and the process must still be up and healthy.
import fc from 'fast-check';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../src/test/databases';
import { createTestApp } from '../src/test/helpers';
import { apiRoutes, routeKey, type ApiRoute } from './support/api-routes';
import { validBodies } from './support/fuzz-bodies';
import { caseArbitrary, knownFieldNames } from './support/fuzz-inputs';
import { buildRequest, describeRequest, problemWith, type FuzzContext } from './support/fuzz-request';
import { validOrderBody } from './support/orders';
import { serverDatabase, type ServerDatabase } from './support/server-database';
import { startServerProcess, type ServerProcess } from './support/server-process';

const PER_ROUTE = 15;
const ADMIN = { username: 'admin', password: 'heavy-test-admin-password' }; // startServerProcess's defaults

let routes: ApiRoute[];

// The routes are the app's, whatever its database.
beforeAll(async () => {
  const t = await createTestApp({ seed: false, dialect: 'sqlite' });
  routes = apiRoutes(t.app);
  await t.close();
}, 30_000);

/**
 * fetch, tried once more on a socket error. When a request is answered without its body being
 * read (a 401 before a text/plain body, say), @hono/node-server drains the body and closes the
 * keep-alive connection if that takes over 500 ms; the next request pooled onto that socket then
 * fails with "other side closed". Retrying that is the client's job (browsers do it); a second
 * failure in a row is a real problem.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  // The API's own answer is under test: a redirect (GET /api/login -> /login) is not followed
  // into the web app, which is not built when the unit tests run.
  const once = () => fetch(url, { ...init, redirect: 'manual' });
  try {
    return await once();
  } catch (err) {
    if (!(err instanceof TypeError) || !/fetch failed/.test(err.message)) throw err;
    return once();
  }
}

/** Sends raw bytes on a fresh connection; resolves with the status line, or '' if the server just closed. */
function raw(port: number, bytes: string | Buffer, opts: { endAfterWrite?: boolean } = {}): Promise<string> {
  return new Promise((ok) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      ok(answer.split('\r\n')[0] ?? '');
    };
    socket.setTimeout(3_000, done);
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      if (answer.includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(bytes, () => {
      if (opts.endAfterWrite) socket.end();
    });
  });
}

describe.each(TEST_DIALECTS)('fuzzing over real HTTP (%s)', (dialect) => {
  let server: ServerProcess;
  let database: ServerDatabase | undefined;

  beforeAll(async () => {
    database = await serverDatabase(dialect);
    server = await startServerProcess({ ...database.env, RATE_LIMITS: 'on' });
  }, 90_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database?.close();
  });

  it('answers generated bad requests on every route with 4xx (or 2xx when valid), never 5xx', { timeout: 120_000 }, async () => {
    const { url } = server;
    const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = login.ok ? ((await login.json()) as { token: string }).token : undefined;
    const stationsList = (await (await fetch(`${url}/api/stations`)).json()) as { id: string }[];
    const stationId = stationsList[0]?.id ?? 'none';
    const order = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validOrderBody(stationId, 1)),
    });
    const orderId = ((await order.json()) as { id?: string }).id;
    const ids = [...stationsList.slice(0, 5).map((s) => s.id), ...(orderId ? [orderId] : [])];
    const ctx: FuzzContext = { origin: url, realIds: () => ids, userCookie: () => undefined, adminToken: () => token };
    const bodies = validBodies({
      stationId,
      orderIds: ids,
      preferredDate: validOrderBody(stationId, 0).preferredDate,
      adminUsername: ADMIN.username,
      adminPassword: ADMIN.password,
    });
    const fields = knownFieldNames();

    let sent = 0;
    let previous = '';
    for (const route of routes) {
      for (const c of fc.sample(caseArbitrary(route, bodies[routeKey(route)], fields), PER_ROUTE)) {
        const { path, init } = await buildRequest(route, c, ctx);
        let res: Response;
        try {
          res = await send(`${url}${path}`, init);
        } catch (err) {
          // fetch refuses some URLs and headers before sending; a network failure is a real problem.
          if (err instanceof TypeError && !/fetch failed/.test(err.message)) continue;
          throw new Error(`${describeRequest(path, init)} -> ${String((err as Error).cause ?? err)}\nprevious: ${previous}`, { cause: err });
        }
        sent++;
        previous = `${describeRequest(path, init)} -> ${res.status} ${res.headers.get('connection')}`;
        // Every 4xx in the error shape, Node's own answer to an oversized request head (431) too.
        const problem = await problemWith(res, c.method, true);
        if (problem) throw new Error(`${routeKey(route)}: ${describeRequest(path, init)}\n  -> ${problem}`);
      }
    }
    expect(sent).toBeGreaterThan(routes.length * PER_ROUTE * 0.8);
    expect(server.child.exitCode).toBeNull();
  });

  it('survives malformed HTTP on raw sockets', { timeout: 60_000 }, async () => {
    const port = Number(new URL(server.url).port);
    const json = 'Content-Type: application/json\r\n';
    const chunked = (size: number) => {
      const chunk = `{"notes":"${'x'.repeat(size)}"}`;
      return `${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`;
    };
    const cases: [string, string | Buffer, { endAfterWrite?: boolean }?][] = [
      ['bad percent-encoding in a path parameter', 'GET /api/stations/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['bad percent-encoding in the query', 'GET /api/stations?q=%zz&state=%ED%A0%80 HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['dot segments', 'GET /api/../../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['absolute-form target', 'GET http://evil.example/api/health HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['HTTP/1.0 without Host', 'GET /api/stations HTTP/1.0\r\n\r\n'],
      ['unknown method', 'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['space in a header name', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n'],
      ['NUL in the target', 'GET /api/stations/\0 HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['oversized header', `GET /api/auth/user HTTP/1.1\r\nHost: x\r\nCookie: session=${'a'.repeat(20_000)}\r\n\r\n`],
      [
        'Content-Length and Transfer-Encoding together',
        `POST /api/orders HTTP/1.1\r\nHost: x\r\n${json}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      ],
      ['negative Content-Length', `POST /api/orders HTTP/1.1\r\nHost: x\r\n${json}Content-Length: -1\r\n\r\n`],
      [
        'body shorter than Content-Length, then close',
        `POST /api/orders HTTP/1.1\r\nHost: x\r\n${json}Content-Length: 500\r\n\r\n{"a":1}`,
        { endAfterWrite: true },
      ],
      ['chunked body over 100 KB', `POST /api/orders HTTP/1.1\r\nHost: x\r\n${json}Transfer-Encoding: chunked\r\n\r\n${chunked(150_000)}`],
      ['malformed chunked encoding', `POST /api/orders HTTP/1.1\r\nHost: x\r\n${json}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
      ['gzip-labelled garbage', `POST /api/orders HTTP/1.1\r\nHost: x\r\n${json}Content-Encoding: gzip\r\nContent-Length: 5\r\n\r\n\x1f\x8b\x00\x00\x00`],
      [
        'invalid UTF-8 JSON',
        Buffer.concat([
          Buffer.from(`POST /api/orders/track-link HTTP/1.1\r\nHost: x\r\n${json}Content-Length: 14\r\n\r\n`),
          Buffer.from([0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        ]),
      ],
      [
        'Expect: 100-continue with no body',
        `POST /api/orders HTTP/1.1\r\nHost: x\r\n${json}Expect: 100-continue\r\nContent-Length: 2\r\n\r\n`,
        { endAfterWrite: true },
      ],
      ['pipelined requests', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\nGET /api/stations/%zz HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['a request cut off mid-headers', 'GET /api/stations HTTP/1.1\r\nHost: x\r\nCookie: sess', { endAfterWrite: true }],
    ];
    for (const [name, bytes, opts] of cases) {
      const status = await raw(port, bytes, opts);
      const code = Number(/^HTTP\/1\.[01] (\d{3})/.exec(status)?.[1] ?? 0);
      expect(code, `${name}: ${status || '(closed without an answer)'}`).toBeLessThan(500);
    }
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/unhandled error/);
  });

  it('refuses a body over 100 KB with 413 whether its length is declared or it comes chunked', async () => {
    const notes = JSON.stringify({ notes: 'x'.repeat(150_000) });
    const headers = { 'Content-Type': 'application/json' };
    // A string body goes with Content-Length; a stream body goes chunked (no declared length).
    const declared = await fetch(`${server.url}/api/orders`, { method: 'POST', headers, body: notes });
    const stream = new Blob([notes]).stream();
    const chunked = await fetch(`${server.url}/api/orders`, { method: 'POST', headers, body: stream, duplex: 'half' });
    for (const res of [declared, chunked]) {
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
    }
  });
});
