// The rule: an SMTP outage never costs an order. With SMTP down, orders still get 201 and their emails arrive once SMTP
// is back, each exactly once. The real server process talks to a real SMTP server on loopback
// that is first absent (connection refused), then answers 451 (temporary failure), then accepts.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstStationId, orderNumberInSubject, validOrderBody } from './support/orders';
import { freePort, sleep, waitUntil } from './support/ports';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';

const OPS = 'ops@outage.example';

let server: ServerProcess | undefined;
let smtp: SmtpPeer | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await server?.kill('SIGKILL');
  server = undefined;
  await smtp?.close();
  smtp = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

function outboxRows(dir: string) {
  const db = new Database(join(dir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select status, attempts, last_error as lastError from outbox').all() as { status: string; attempts: number; lastError: string | null }[];
  } finally {
    db.close();
  }
}

describe('SMTP outage during bookings', () => {
  it('accepts every order while SMTP is down and delivers each email exactly once when it is back', { timeout: 120_000 }, async () => {
    const smtpPort = await freePort(); // nobody listens here until phase 2
    dataDir = mkdtempSync(join(tmpdir(), 'tvb-outage-'));
    const dir = dataDir;
    server = await startServerProcess({ DATA_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OPS_EMAIL: OPS, RATE_LIMITS: 'off' });
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
    await waitUntil(
      () => outboxRows(dir).filter((r) => r.attempts > 0).length >= 2,
      20_000,
      () => `no failed attempt recorded: ${JSON.stringify(outboxRows(dir))}`,
    );
    const failed = outboxRows(dir).filter((r) => r.attempts > 0);
    expect(failed.every((r) => r.status === 'pending' && /ECONNREFUSED|connect/i.test(r.lastError ?? ''))).toBe(true);

    // Phase 2: the server is up but answers 451 to every message. More bookings meanwhile.
    smtp = await startSmtpPeer(smtpPort);
    const peer = smtp;
    await peer.setMode('reject');
    for (let n = 6; n < 10; n++) await book(n);
    await waitUntil(() => peer.rejected >= 2, 20_000, () => `no message was refused yet: ${JSON.stringify(outboxRows(dir))}`);
    expect(peer.accepted).toEqual([]);

    // Phase 3: SMTP is back. Every queued email goes out, once.
    await peer.setMode('accept');
    for (let n = 10; n < 12; n++) await book(n);
    await waitUntil(
      () => peer.accepted.length >= 2 * orders.size,
      60_000,
      () => `${peer.accepted.length} of ${2 * orders.size} emails delivered: ${JSON.stringify(outboxRows(dir))}\n${server?.output()}`,
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
    expect(outboxRows(dir).every((r) => r.status === 'sent')).toBe(true);
    expect(server.output()).toMatch(/email send failed/);
    expect(server.output()).not.toMatch(/unhandled error/);
  });
});
