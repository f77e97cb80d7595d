// The rule: a killed server restarts with every acknowledged order and queued email intact.
// Orders (then lifecycle changes: cancellations, reschedules, status changes) are made in a loop
// against the real server process, which is killed with SIGKILL mid-way and restarted on the
// same database (SQLite file or PostgreSQL database); a real SMTP server on loopback counts the emails.
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '@app/core';
import { orderEvents, orders as ordersTable, outbox as outboxTable } from '../src/db/schema';
import { TEST_DIALECTS } from '../src/test/databases';
import { firstStationId, orderNumberInSubject, validOrderBody } from './support/orders';
import { freePort, sleep, waitUntil } from './support/ports';
import { serverDatabase, type ServerDatabase } from './support/server-database';
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
let database: ServerDatabase | undefined;

afterEach(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  servers = [];
  await smtp?.close();
  smtp = undefined;
  await database?.close();
  database = undefined;
});

/** What the restarted server's database holds (read beside the running server; see ServerDatabase.read). */
async function readDb(db: ServerDatabase) {
  return {
    ...(await db.read(async (d) => ({
      orders: await d.select({ n: ordersTable.orderNumber, email: ordersTable.email }).from(ordersTable),
      outbox: await d.select({ status: outboxTable.status, c: count() }).from(outboxTable).groupBy(outboxTable.status),
    }))),
    integrity: await db.integrity(),
  };
}

describe.each(TEST_DIALECTS)('crash: SIGKILL while orders are being posted (%s)', (dialect) => {
  it('keeps every order that got a 201 and sends each of their two emails exactly once after the restart', { timeout: 120_000 }, async () => {
    const smtpPort = await freePort();
    smtp = await startSmtpPeer(smtpPort);
    const peer = smtp;
    database = await serverDatabase(dialect);
    const db = database;
    const env = { ...db.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OPS_EMAIL: OPS, RATE_LIMITS: 'off' };
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
    let lastOutbox: unknown;
    await waitUntil(
      async () => {
        const { orders, outbox } = await readDb(db);
        lastOutbox = outbox;
        const pending = outbox.find((r) => r.status === 'pending')?.c ?? 0;
        return pending === 0 && peer.accepted.length >= 2 * orders.length;
      },
      60_000,
      () => `outbox did not drain: ${JSON.stringify(lastOutbox)}, mails ${peer.accepted.length}\n${second.output()}`,
      250,
    );
    // Give a wrongly re-sent message time to show up before counting.
    await sleep(1500);
    const { orders, outbox, integrity } = await readDb(db);

    expect(integrity).toBe('ok');
    expect(ackedAtKill.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
    const stored = new Map(orders.map((o) => [o.n, o.email]));
    expect(
      ackedAtKill.filter((n) => !stored.has(n)),
      'acknowledged orders missing after the restart',
    ).toEqual([]);

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

const LIFECYCLE_OPS = 'ops@crash-lifecycle.example';
const ORDERS = 24;

/** Undoes quoted-printable soft breaks and escapes, so links in a raw message can be read. */
const unQuote = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

async function readLifecycleDb(db: ServerDatabase) {
  return {
    ...(await db.read(async (d) => ({
      orders: await d.select({ id: ordersTable.id, status: ordersTable.status, preferredDate: ordersTable.preferredDate }).from(ordersTable),
      events: await d.select({ orderId: orderEvents.orderId, kind: orderEvents.kind }).from(orderEvents),
      pending: (await d.select({ c: count() }).from(outboxTable).where(eq(outboxTable.status, 'pending')))[0]?.c ?? 0,
    }))),
    integrity: await db.integrity(),
  };
}

type Change = { id: string; kind: 'operator_cancel' | 'customer_cancel' | 'reschedule'; date?: string };

describe.each(TEST_DIALECTS)('crash: SIGKILL while requests are being changed (%s)', (dialect) => {
  it('keeps every acknowledged status change, cancellation and reschedule, and sends each email once', { timeout: 150_000 }, async () => {
    const smtpPort = await freePort();
    smtp = await startSmtpPeer(smtpPort);
    const peer = smtp;
    database = await serverDatabase(dialect);
    const db = database;
    const env = { ...db.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OPS_EMAIL: LIFECYCLE_OPS, RATE_LIMITS: 'off' };
    const first = await startServerProcess(env);
    servers.push(first);
    const stationId = await firstStationId(first.url);

    // Orders, and the manage link of each from its receipt.
    const orders: { id: string; orderNumber: string; token: string; preferredDate: string }[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const body = validOrderBody(stationId, n, 'crash-lifecycle.example');
      const res = await fetch(`${first.url}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(201);
      const order = (await res.json()) as { id: string; orderNumber: string };
      orders.push({ ...order, token: '', preferredDate: body.preferredDate });
    }
    await waitUntil(
      () => peer.accepted.length >= 2 * ORDERS,
      30_000,
      () => `${peer.accepted.length} receipts`,
    );
    for (const o of orders) {
      const receipt = peer.accepted.find((m) => m.subject === `We received your booking request ${o.orderNumber}`);
      o.token = /\/manage\?token=([\w-]+)/.exec(unQuote(receipt?.raw ?? ''))?.[1] ?? '';
      expect(o.token, `manage link of ${o.orderNumber}`).not.toBe('');
    }
    const login = await fetch(`${first.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'heavy-test-admin-password' }),
    });
    const { token: adminToken } = (await login.json()) as { token: string };
    const mailsBeforeChanges = peer.accepted.length;

    // One change per order, in turn: operator cancellation, customer cancellation, new dates.
    const acknowledged: Change[] = [];
    let killSent = false;
    const changing = (async () => {
      for (const [i, o] of orders.entries()) {
        if (killSent) return;
        const change: Change = { id: o.id, kind: (['operator_cancel', 'customer_cancel', 'reschedule'] as const)[i % 3]! };
        const date = addDays(o.preferredDate, 7);
        const req: { url: string; method: string; headers: Record<string, string>; body: unknown } =
          change.kind === 'operator_cancel'
            ? {
                url: `/api/admin/orders/${o.id}`,
                method: 'PATCH',
                headers: { Authorization: `Bearer ${adminToken}` },
                body: { status: 'cancelled', reason: 'Crash test' },
              }
            : change.kind === 'customer_cancel'
              ? { url: `/api/orders/${o.id}/cancel?token=${o.token}`, method: 'POST', headers: {}, body: { reason: 'Crash test' } }
              : { url: `/api/orders/${o.id}/reschedule?token=${o.token}`, method: 'POST', headers: {}, body: { preferredDate: date } };
        if (change.kind === 'reschedule') change.date = date;
        try {
          const res = await fetch(`${first.url}${req.url}`, {
            method: req.method,
            headers: { 'Content-Type': 'application/json', ...req.headers },
            body: JSON.stringify(req.body),
          });
          if (res.status !== 200) throw new Error(`${req.method} ${req.url} gave ${res.status}: ${await res.text()}`);
          acknowledged.push(change);
        } catch (err) {
          if (!killSent) throw err;
        }
        await sleep(40);
      }
    })();
    await waitUntil(
      () => acknowledged.length >= ORDERS / 2,
      30_000,
      () => `acknowledged ${acknowledged.length}\n${first.output()}`,
    );
    // As in the booking crash test: for the last moments before the kill the peer answers 451, so
    // a message is either sent and marked, or still queued (never both sent and unmarked).
    await peer.setMode('reject');
    await sleep(300);
    killSent = true;
    await first.kill('SIGKILL');
    await changing;
    await peer.setMode('accept');

    const second = await startServerProcess(env);
    servers.push(second);
    // Operator changes hold their customer email for the 10-second undo window.
    await waitUntil(
      async () => (await readLifecycleDb(db)).pending === 0,
      60_000,
      () => `outbox did not drain\n${second.output()}`,
      250,
    );
    await sleep(1500);
    const { orders: stored, events, integrity } = await readLifecycleDb(db);
    expect(integrity).toBe('ok');
    expect(acknowledged.length).toBeGreaterThanOrEqual(ORDERS / 2);
    // The kill landed while changes were still being made.
    expect(acknowledged.length).toBeLessThan(ORDERS);

    const byId = new Map(stored.map((o) => [o.id, o]));
    for (const change of acknowledged) {
      const row = byId.get(change.id);
      if (change.kind === 'reschedule') expect(row?.preferredDate, `reschedule of ${change.id}`).toBe(change.date);
      else expect(row?.status, `${change.kind} of ${change.id}`).toBe('cancelled');
      const kind = change.kind === 'operator_cancel' ? 'status' : change.kind === 'customer_cancel' ? 'cancel' : 'reschedule';
      expect(
        events.filter((e) => e.orderId === change.id && e.kind === kind),
        `history of ${change.id}`,
      ).toHaveLength(1);
    }

    // Every change that committed (acknowledged, or caught by the kill after its commit) sent its
    // emails once each: the customer's for an operator cancellation, the team's for new dates, and
    // both for a customer's cancellation (the requester is told it is cancelled too).
    const changed = events.filter((e) => e.kind === 'status' || e.kind === 'cancel' || e.kind === 'reschedule');
    const recipientsOf = (e: (typeof changed)[number]) => {
      const requester = `requester${orders.findIndex((x) => x.id === e.orderId)}@crash-lifecycle.example`;
      return e.kind === 'status' ? [requester] : e.kind === 'cancel' ? [LIFECYCLE_OPS, requester].sort() : [LIFECYCLE_OPS];
    };
    const mails = peer.accepted.slice(mailsBeforeChanges);
    expect(mails).toHaveLength(changed.reduce((n, e) => n + recipientsOf(e).length, 0));
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    for (const e of changed) {
      const o = orders.find((x) => x.id === e.orderId)!;
      const mine = mails.filter((m) => m.subject.includes(o.orderNumber));
      expect(mine.map((m) => m.to.join()).sort(), `emails of ${o.orderNumber}`).toEqual(recipientsOf(e));
    }
    expect(second.output()).not.toMatch(/unhandled error/);
  });
});
