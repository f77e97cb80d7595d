// The rule: several app servers on one PostgreSQL behind the shipped nginx site behave as one.
// A session made on one server is honoured by the others, login limits count across servers, a
// catalogue change on one server shows on the others within 1 second, and under concurrent
// bookings through nginx, with SMTP refusing for a while and one server killed with SIGKILL,
// every acknowledged order is kept and every email goes out exactly once.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type TestPostgres } from '../src/test/postgres';
import { startNginx, type RunningNginx } from './support/nginx';
import { orderNumberInSubject, validOrderBody } from './support/orders';
import { freePort, sleep, waitUntil } from './support/ports';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';

const OPS = 'ops@scale.example';
const ADMIN = { username: 'admin', password: 'heavy-test-admin-password' };
// Bounded load: 20 clients, 10 bookings each, a short pause between a client's bookings so the
// kill lands while bookings are still coming.
const CLIENTS = 20;
const ORDERS_PER_CLIENT = 10;
const PAUSE_MS = 250;
/** The chaos (SMTP refusing, one server killed) starts once this many bookings are acknowledged. */
const ACKED_BEFORE_CHAOS = 50;

let database: TestPostgres | undefined;
let smtp: SmtpPeer | undefined;
let nginx: RunningNginx | undefined;
const servers: ServerProcess[] = [];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request with node:http, so the client's own address can be chosen: nginx appends the
 * address it sees to X-Forwarded-For, and the app servers (TRUST_PROXY=127.0.0.1) limit by it.
 */
function send(
  url: string,
  opts: { method?: string; json?: unknown; headers?: Record<string, string>; agent?: Agent; localAddress?: string } = {},
): Promise<Answer> {
  const body = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
  return new Promise((ok, fail) => {
    const req = request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: { ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}), ...opts.headers },
        ...(opts.agent ? { agent: opts.agent } : { agent: false }),
        ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

const json = <T>(a: Answer): T => JSON.parse(a.body) as T;

/** The session cookie (`session=…`, PUBLIC_URL being http) from a sign-in's Set-Cookie headers. */
function sessionCookie(a: Answer): string {
  const cookie = (a.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(a.headers['set-cookie'])}`);
  return cookie;
}

async function register(serverUrl: string, email: string, password: string): Promise<void> {
  const res = await send(`${serverUrl}/api/auth/register`, {
    method: 'POST',
    json: { email, password, confirmPassword: password, firstName: 'Scale', lastName: 'Test' },
  });
  expect(res.status, res.body).toBe(201);
}

const login = (serverUrl: string, email: string, password: string, forwardedFor?: string) =>
  send(`${serverUrl}/api/auth/login`, { method: 'POST', json: { email, password }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

const stationIds = async (serverUrl: string) => {
  const res = await send(`${serverUrl}/api/stations`);
  expect(res.status).toBe(200);
  return json<{ id: string }[]>(res).map((s) => s.id);
};

beforeAll(async () => {
  database = await freshPostgresDatabase();
  const smtpPort = await freePort();
  smtp = await startSmtpPeer(smtpPort);
  // nginx's port is chosen first: the servers' PUBLIC_URL names it.
  const nginxPort = await freePort();
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '6',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OPS_EMAIL: OPS,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMITS: 'on',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // One after another: the first one seeds the catalogue and creates the admin.
  for (let i = 0; i < 3; i++) servers.push(await startServerProcess(env));
  nginx = await startNginx({ upstreams: servers.map((s) => new URL(s.url).host), port: nginxPort });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  await nginx?.stop();
  await smtp?.close();
  await database?.drop();
}, 60_000);

describe('scale: three app servers on one PostgreSQL behind nginx', () => {
  it('honours a session made on one server on the others, and its sign-out on all', { timeout: 60_000 }, async () => {
    const [a, b, c] = servers.map((s) => s.url) as [string, string, string];
    const email = 'session@scale.example';
    await register(a, email, 'session password 1');
    const signedIn = await login(a, email, 'session password 1');
    expect(signedIn.status, signedIn.body).toBe(200);
    const cookie = sessionCookie(signedIn);

    for (const url of [a, b, c]) {
      const me = await send(`${url}/api/auth/user`, { headers: { cookie } });
      expect(me.status, `${url}: ${me.body}`).toBe(200);
      expect(json<{ email: string }>(me).email).toBe(email);
      expect((await send(`${url}/api/auth/user`)).status).toBe(401);
    }
    // Signed out through the second server: the session is gone on every server.
    const out = await send(`${b}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: nginx!.url } });
    expect(out.status, out.body).toBe(204);
    for (const url of [a, b, c]) expect((await send(`${url}/api/auth/user`, { headers: { cookie } })).status, url).toBe(401);
  });

  it('counts failed sign-ins across servers: the sixth for an account is refused whichever server answers', { timeout: 60_000 }, async () => {
    const urls = servers.map((s) => s.url);
    const email = 'limited@scale.example';
    const password = 'limited password 1';
    await register(urls[0]!, email, password);
    // Five wrong passwords, spread over the servers, each from its own client address (the
    // per-address limit is out of play): each server alone has seen at most two.
    for (let i = 0; i < 5; i++) {
      const res = await login(urls[i % 3]!, email, 'wrong password', `198.51.100.${i + 1}`);
      expect(res.status, `attempt ${i + 1} on server ${i % 3}: ${res.body}`).toBe(401);
    }
    for (const [i, url] of urls.entries()) {
      const refused = await login(url, email, 'wrong password', `198.51.100.${10 + i}`);
      expect(refused.status, `sixth attempt on server ${i}: ${refused.body}`).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Refused before the password is checked: the right one does not get through either.
      expect((await login(url, email, password, `198.51.100.${20 + i}`)).status).toBe(429);
    }
  });

  it('hides a station through one server and every other server stops listing it within 1 s', { timeout: 60_000 }, async () => {
    const [a, b, c] = servers.map((s) => s.url) as [string, string, string];
    // Each server has loaded (and cached) the catalogue with the station in it.
    const before = await Promise.all([a, b, c].map(stationIds));
    const stationId = before[0]![before[0]!.length - 1]!;
    for (const ids of before) expect(ids).toContain(stationId);

    const signIn = await send(`${a}/api/admin/login`, { method: 'POST', json: ADMIN });
    expect(signIn.status, signIn.body).toBe(200);
    const { token } = json<{ token: string }>(signIn);
    const hide = await send(`${a}/api/admin/stations/${stationId}/visibility`, {
      method: 'PATCH',
      json: { isHidden: true },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(hide.status, hide.body).toBe(200);
    const hiddenAt = Date.now();

    for (const url of [b, c]) {
      let ids = await stationIds(url);
      while (ids.includes(stationId) && Date.now() - hiddenAt < 1000) {
        await sleep(50);
        ids = await stationIds(url);
      }
      expect(ids, `${url} still lists the hidden station ${Date.now() - hiddenAt} ms after it was hidden`).not.toContain(stationId);
    }
  });

  it(
    'keeps every booking acknowledged through nginx and sends each email exactly once, through an SMTP refusal and a killed server',
    { timeout: 240_000 },
    async () => {
      const peer = smtp!;
      const db = database!;
      const front = nginx!;
      const stationId = (await stationIds(front.url))[0]!;
      const victim = servers[2]!;
      const survivors = servers.slice(0, 2);

      const acknowledged = new Map<string, string>(); // order number -> requester email
      const failures: { status: number; body: string }[] = [];
      let ackedAtKill = -1;
      let mailsBeforeRefusal = -1;
      let next = 0;
      const agents: Agent[] = [];
      const client = async (i: number) => {
        // Each client from its own loopback address, kept alive to nginx as a browser would be.
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        const localAddress = `127.0.0.${10 + i}`;
        for (let k = 0; k < ORDERS_PER_CLIENT; k++) {
          const body = validOrderBody(stationId, next++, 'scale.example');
          const res = await send(`${front.url}/api/orders`, { method: 'POST', json: body, agent, localAddress });
          if (res.status === 201) acknowledged.set(json<{ orderNumber: string }>(res).orderNumber, body.email);
          else failures.push({ status: res.status, body: res.body });
          await sleep(PAUSE_MS);
        }
      };

      const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
      const chaos = (async () => {
        await waitUntil(
          () => acknowledged.size >= ACKED_BEFORE_CHAOS && peer.accepted.length > 0,
          60_000,
          () => `acknowledged ${acknowledged.size}, mails ${peer.accepted.length}, failures ${JSON.stringify(failures.slice(0, 3))}`,
        );
        // An outbox cannot be exactly-once across a kill that falls between the SMTP server's 250
        // and the commit of "sent" (hence stable Message-IDs): the peer answers 451 around the
        // kill, so every message is either sent and marked or still queued.
        await peer.setMode('reject');
        mailsBeforeRefusal = peer.accepted.length;
        await sleep(500);
        ackedAtKill = acknowledged.size;
        await victim.kill('SIGKILL');
        await sleep(500);
        await peer.setMode('accept');
      })();
      await Promise.all([load, chaos]);
      for (const agent of agents) agent.destroy();

      const pool = db.db.$client;
      const storedOrders = async () =>
        new Map((await pool.query<{ n: string; email: string }>('select order_number as n, email from orders')).rows.map((r) => [r.n, r.email]));
      const outboxRows = async () =>
        (await pool.query<{ id: number; status: string; message_id: string | null; to: string }>('select id, status, message_id, "to" from outbox order by id'))
          .rows;
      await waitUntil(
        async () => {
          const rows = await outboxRows();
          return rows.every((r) => r.status !== 'pending') && peer.accepted.length >= rows.length;
        },
        120_000,
        () => `outbox did not drain; mails ${peer.accepted.length}\n${survivors.map((s) => s.output()).join('\n')}`,
        500,
      );
      // A message sent twice would show up within the next retry round.
      await sleep(3000);
      const orders = await storedOrders();
      const rows = await outboxRows();

      // The kill landed mid-load, and the other servers kept taking bookings after it.
      expect(mailsBeforeRefusal).toBeGreaterThan(0);
      expect(ackedAtKill).toBeGreaterThanOrEqual(ACKED_BEFORE_CHAOS);
      expect(acknowledged.size, 'bookings acknowledged after the kill').toBeGreaterThan(ackedAtKill);
      // What was not acknowledged is what the killed server had in hand: nginx answers 502 for a
      // booking it had sent there (it never resends a POST), at most one per client.
      expect(
        failures.filter((f) => f.status !== 502),
        'answers other than 201 and 502',
      ).toEqual([]);
      expect(failures.length).toBeLessThanOrEqual(CLIENTS);
      expect(acknowledged.size + failures.length).toBe(CLIENTS * ORDERS_PER_CLIENT);

      expect(
        [...acknowledged.keys()].filter((n) => !orders.has(n)),
        'acknowledged bookings missing from the database',
      ).toEqual([]);

      // Every queued email sent, and received exactly once (by its Message-ID).
      expect(
        rows.filter((r) => r.status !== 'sent'),
        'outbox rows not sent',
      ).toEqual([]);
      const received = new Map<string, number>();
      for (const m of peer.accepted) received.set(m.messageId, (received.get(m.messageId) ?? 0) + 1);
      expect(
        rows.filter((r) => received.get(r.message_id ?? '') !== 1).map((r) => ({ ...r, received: received.get(r.message_id ?? '') ?? 0 })),
        'emails not received exactly once',
      ).toEqual([]);
      expect(peer.accepted.length).toBe(rows.length);

      // Every stored booking (acknowledged, or committed on the killed server before its answer
      // left): one email to the team and one receipt to the requester.
      const recipientsOf = new Map<string, string[]>();
      for (const m of peer.accepted) {
        const n = orderNumberInSubject(m.subject);
        if (n) recipientsOf.set(n, [...(recipientsOf.get(n) ?? []), ...m.to]);
      }
      for (const [n, email] of orders) expect((recipientsOf.get(n) ?? []).sort(), `emails of booking ${n}`).toEqual([email, OPS].sort());
      expect(
        [...recipientsOf.keys()].filter((n) => !orders.has(n)),
        'emails about bookings not stored',
      ).toEqual([]);
      for (const s of survivors) expect(s.output()).not.toMatch(/unhandled error/);
    },
  );
});
