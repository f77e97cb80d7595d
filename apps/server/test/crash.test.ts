// DESIGN 9: "a killed server restarts with every acknowledged order and queued email intact".
// Orders are posted in a loop to the real server process, which is killed with SIGKILL mid-way
// and restarted on the same data directory; a real SMTP server on loopback counts the emails.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstStationId, orderNumberInSubject, validOrderBody } from './support/orders';
import { freePort, sleep, waitUntil } from './support/ports';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';

const OPS = 'ops@crash.example';
// Two posters with a short pause: about 20 orders a second, so the kill lands mid-stream while
// the emails to send after the restart stay few enough for a quick test.
const POSTERS = 2;
const PAUSE_MS = 50;
const ACKED_BEFORE_KILL = 30;

let servers: ServerProcess[] = [];
let smtp: SmtpPeer | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  servers = [];
  await smtp?.close();
  smtp = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** What the restarted server's database holds (read on a separate connection, as WAL allows). */
function readDb(dir: string) {
  const db = new Database(join(dir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return {
      orders: db.prepare('select order_number as n, email from orders').all() as { n: string; email: string }[],
      outbox: db.prepare('select status, count(*) as c from outbox group by status').all() as { status: string; c: number }[],
      integrity: db.pragma('integrity_check', { simple: true }) as string,
    };
  } finally {
    db.close();
  }
}

describe('crash: SIGKILL while orders are being posted', () => {
  it('keeps every order that got a 201 and sends each of their two emails exactly once after the restart', { timeout: 120_000 }, async () => {
    const smtpPort = await freePort();
    smtp = await startSmtpPeer(smtpPort);
    const peer = smtp;
    dataDir = mkdtempSync(join(tmpdir(), 'tvb-crash-'));
    const dir = dataDir;
    const env = { DATA_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OPS_EMAIL: OPS, RATE_LIMITS: 'off' };
    const first = await startServerProcess(env);
    servers.push(first);
    const stationId = await firstStationId(first.url);

    const acknowledged = new Set<string>();
    let next = 0;
    let killSent = false;
    const poster = async () => {
      while (!killSent) {
        const body = validOrderBody(stationId, next++, 'crash.example');
        try {
          const res = await fetch(`${first.url}/api/orders`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          const json = (await res.json()) as { orderNumber?: string };
          if (res.status !== 201 || !json.orderNumber) throw new Error(`POST /api/orders gave ${res.status}: ${JSON.stringify(json)}`);
          acknowledged.add(json.orderNumber);
        } catch (err) {
          // Once the kill is sent, refused and reset connections are expected: those orders were never acknowledged.
          if (!killSent) throw err;
        }
        await sleep(PAUSE_MS);
      }
    };
    const posting = Array.from({ length: POSTERS }, poster);

    // Let orders and emails flow, so the kill lands with some mail sent and some still queued.
    await waitUntil(
      () => acknowledged.size >= ACKED_BEFORE_KILL && peer.accepted.length >= 6,
      60_000,
      () => `acknowledged ${acknowledged.size}, mails ${peer.accepted.length}\n${first.output()}`,
    );
    // An outbox can never be exactly-once across a crash that falls between the SMTP server's
    // 250 and the local commit of "sent" (that is why each message has a stable Message-ID).
    // To test what the outbox does promise, the peer answers 451 for the last moments before
    // the kill: a message is then either sent and marked, or still queued. Orders keep flowing.
    await peer.setMode('reject');
    await sleep(500);
    const mailsBeforeKill = peer.accepted.length;
    killSent = true;
    await first.kill('SIGKILL');
    await Promise.all(posting);
    const ackedAtKill = [...acknowledged];
    await peer.setMode('accept');

    const second = await startServerProcess(env);
    servers.push(second);
    await waitUntil(
      () => {
        const { orders, outbox } = readDb(dir);
        const pending = outbox.find((r) => r.status === 'pending')?.c ?? 0;
        return pending === 0 && peer.accepted.length >= 2 * orders.length;
      },
      60_000,
      () => `outbox did not drain: ${JSON.stringify(readDb(dir).outbox)}, mails ${peer.accepted.length}\n${second.output()}`,
      250,
    );
    // Give a wrongly re-sent message time to show up before counting.
    await sleep(1500);
    const { orders, outbox, integrity } = readDb(dir);

    expect(integrity).toBe('ok');
    expect(ackedAtKill.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
    const stored = new Map(orders.map((o) => [o.n, o.email]));
    expect(ackedAtKill.filter((n) => !stored.has(n)), 'acknowledged orders missing after the restart').toEqual([]);

    // Both halves of the promise were exercised: mail sent before the kill, mail queued across it.
    expect(mailsBeforeKill).toBeGreaterThan(0);
    expect(peer.accepted.length).toBeGreaterThan(mailsBeforeKill);
    expect(outbox).toEqual([{ status: 'sent', c: 2 * orders.length }]);

    // Every stored order (acknowledged or caught by the kill after its commit): ops + requester, once each.
    const recipientsOf = new Map<string, string[]>();
    for (const mail of peer.accepted) {
      const n = orderNumberInSubject(mail.subject);
      expect(n, `a mail without a request number: ${mail.subject}`).toBeDefined();
      recipientsOf.set(n as string, [...(recipientsOf.get(n as string) ?? []), ...mail.to]);
    }
    for (const [n, email] of stored) {
      expect((recipientsOf.get(n) ?? []).sort(), `emails of order ${n}`).toEqual([email, OPS].sort());
    }
    expect(peer.accepted.length).toBe(2 * orders.length);
    expect(new Set(peer.accepted.map((m) => m.messageId)).size).toBe(peer.accepted.length);
    expect(second.output()).not.toMatch(/unhandled error/);
  });
});
