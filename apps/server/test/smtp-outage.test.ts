// The rule: an SMTP outage never costs an order. With SMTP down, orders still get 201 and their emails arrive once SMTP
// is back, each exactly once. The real server process talks to a real SMTP server on loopback
// that is first absent (connection refused), then answers 451 (temporary failure), then accepts.
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { TEST_DIALECTS } from '../src/test/databases';
import { firstStationId, orderNumberInSubject, validOrderBody } from './support/orders';
import { freePort, sleep, waitUntil } from './support/ports';
import { serverDatabase, type ServerDatabase } from './support/server-database';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';

const OPS = 'ops@outage.example';

let server: ServerProcess | undefined;
let smtp: SmtpPeer | undefined;
let database: ServerDatabase | undefined;

afterEach(async () => {
  await server?.kill('SIGKILL');
  server = undefined;
  await smtp?.close();
  smtp = undefined;
  await database?.close();
  database = undefined;
});

type OutboxRow = { status: string; attempts: number; lastError: string | null };

describe.each(TEST_DIALECTS)('SMTP outage during bookings (%s)', (dialect) => {
  it('accepts every order while SMTP is down and delivers each email exactly once when it is back', { timeout: 120_000 }, async () => {
    const smtpPort = await freePort(); // nobody listens here until phase 2
    database = await serverDatabase(dialect);
    const db = database;
    const outboxRows = (): Promise<OutboxRow[]> =>
      db.read((d) => d.select({ status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError }).from(outbox));
    /** waitUntil, whose timeout also tells what the outbox holds by then. */
    const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs: number, describe: () => string, everyMs?: number) => {
      try {
        await waitUntil(check, timeoutMs, describe, everyMs);
      } catch (err) {
        throw new Error(`${err instanceof Error ? err.message : String(err)}\noutbox: ${JSON.stringify(await outboxRows())}`, { cause: err });
      }
    };
    server = await startServerProcess({ ...db.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OPS_EMAIL: OPS, RATE_LIMITS: 'off' });
    const url = server.url;
    const stationId = await firstStationId(url);
    const orders = new Map<string, string>(); // order number -> requester email
    const book = async (n: number) => {
      const body = validOrderBody(stationId, n, 'outage.example');
      const res = await fetch(`${url}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(201);
      orders.set(((await res.json()) as { orderNumber: string }).orderNumber, body.email);
    };

    // Phase 1: connection refused. Bookings succeed; the outbox records failed attempts.
    for (let n = 0; n < 6; n++) await book(n);
    await waitFor(
      async () => (await outboxRows()).filter((r) => r.attempts > 0).length >= 2,
      20_000,
      () => 'no failed attempt recorded',
    );
    const failed = (await outboxRows()).filter((r) => r.attempts > 0);
    expect(failed.every((r) => r.status === 'pending' && /ECONNREFUSED|connect/i.test(r.lastError ?? ''))).toBe(true);

    // Phase 2: the server is up but answers 451 to every message. More bookings meanwhile.
    smtp = await startSmtpPeer(smtpPort);
    const peer = smtp;
    await peer.setMode('reject');
    for (let n = 6; n < 10; n++) await book(n);
    await waitFor(
      () => peer.rejected >= 2,
      20_000,
      () => 'no message was refused yet',
    );
    expect(peer.accepted).toEqual([]);

    // Phase 3: SMTP is back. Every queued email goes out, once.
    await peer.setMode('accept');
    for (let n = 10; n < 12; n++) await book(n);
    await waitFor(
      () => peer.accepted.length >= 2 * orders.size,
      60_000,
      () => `${peer.accepted.length} of ${2 * orders.size} emails delivered\n${server?.output()}`,
      250,
    );
    await sleep(2000); // a duplicate would arrive within the next retry round

    expect(peer.accepted.length).toBe(2 * orders.size);
    const recipientsOf = new Map<string, string[]>();
    for (const mail of peer.accepted) {
      const n = orderNumberInSubject(mail.subject) ?? `no number in: ${mail.subject}`;
      recipientsOf.set(n, [...(recipientsOf.get(n) ?? []), ...mail.to]);
    }
    expect([...recipientsOf.keys()].sort()).toEqual([...orders.keys()].sort());
    for (const [n, email] of orders) expect(recipientsOf.get(n)?.sort(), `emails of order ${n}`).toEqual([email, OPS].sort());
    expect((await outboxRows()).every((r) => r.status === 'sent')).toBe(true);
    expect(server.output()).toMatch(/email send failed/);
    expect(server.output()).not.toMatch(/unhandled error/);
  });
});
