import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox as outboxTable } from '../db/schema';
import { silentLogger } from '../lib/logger';
import { inTransaction } from '../db/transaction';
import { createTestApp, type TestApp } from '../test/helpers';
import { createOutbox } from './outbox';
import type { MailTransport, OutgoingMail } from './transport';

let t: TestApp | undefined;
afterEach(() => t?.close());

const pendingCount = async (app: TestApp) => (await app.db.select({ n: count() }).from(outboxTable).where(eq(outboxTable.status, 'pending')))[0]?.n ?? 0;

describe('outbox shutdown', () => {
  it('stops after the message in flight instead of sending the whole queue; the rest go at the next start', async () => {
    const app = (t = await createTestApp());
    const sent: OutgoingMail[] = [];
    let release = () => {};
    let inFlight = () => {};
    const firstInFlight = new Promise<void>((ok) => (inFlight = ok));
    // A transport that holds each message until released, like a slow SMTP server.
    const slow: MailTransport = {
      send: (mail) =>
        new Promise<void>((ok) => {
          inFlight();
          release = () => {
            sent.push(mail);
            ok();
          };
        }),
    };
    const outbox = createOutbox({ db: app.db, transport: slow, clock: app.clock, logger: silentLogger, from: 'bookings@example.com' });
    await inTransaction(app.db, async (tx) => {
      for (let i = 1; i <= 5; i++) await outbox.enqueue(tx, { to: `guest${i}@example.com`, subject: `Message ${i}`, text: 'Hello' });
    });

    const sending = outbox.drain();
    await firstInFlight; // stop while the first message is at the SMTP server, however slow the machine
    const stopped = outbox.stop();
    release();
    await Promise.all([sending, stopped]);
    expect(sent.map((m) => m.subject)).toEqual(['Message 1']);
    expect(await pendingCount(app)).toBe(4);

    // The next process sends the rest, each once.
    const next = createOutbox({ db: app.db, transport: app.transport, clock: app.clock, logger: silentLogger, from: 'bookings@example.com' });
    expect(await next.drain()).toBe(4);
    expect(app.transport.sent.map((m) => m.subject)).toEqual(['Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(await pendingCount(app)).toBe(0);
  });
});

describe('outbox after a crash', () => {
  it('on SQLite (one process per file) the next start sends at once what a killed worker had picked; servers sharing PostgreSQL wait out its claim', async () => {
    const app = (t = await createTestApp());
    // A worker that dies mid-send: its transport never answers, and it is never stopped.
    const dead = createOutbox({
      db: app.db,
      transport: { send: () => new Promise<void>(() => {}) },
      clock: app.clock,
      logger: silentLogger,
      from: 'bookings@example.com',
    });
    await inTransaction(app.db, async (tx) => {
      for (let i = 1; i <= 3; i++) await dead.enqueue(tx, { to: `guest${i}@example.com`, subject: `Message ${i}`, text: 'Hello' });
    });
    void dead.drain();
    await new Promise((ok) => setTimeout(ok, 20));

    const next = createOutbox({ db: app.db, transport: app.transport, clock: app.clock, logger: silentLogger, from: 'bookings@example.com' });
    if (app.database.dialect === 'sqlite') {
      expect(await next.drain()).toBe(3);
    } else {
      // Another server: the three are claimed by the first for 30 s, then they are its to send.
      expect(await next.drain()).toBe(0);
      app.clock.advance(30_000);
      expect(await next.drain()).toBe(3);
    }
    expect(app.transport.sent.map((m) => m.subject)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(await pendingCount(app)).toBe(0);
  });
});

describe('outbox under load', () => {
  /** An outbox over the test app's database that is told the server is busy. */
  const busyOutbox = async (app: TestApp, busy: () => boolean, busyPauseMs: number) => {
    const outbox = createOutbox({
      db: app.db,
      transport: app.transport,
      clock: app.clock,
      logger: silentLogger,
      from: 'bookings@example.com',
      busy,
      busyPauseMs,
    });
    await inTransaction(app.db, async (tx) => {
      for (let i = 1; i <= 3; i++) await outbox.enqueue(tx, { to: `guest${i}@example.com`, subject: `Message ${i}`, text: 'Hello' });
    });
    return outbox;
  };

  it('keeps sending while the server is busy, one email per pause, and asks before each one', async () => {
    const app = (t = await createTestApp());
    let asked = 0;
    const outbox = await busyOutbox(app, () => (++asked, true), 40);
    const started = performance.now();
    expect(await outbox.drain()).toBe(3);
    // Each of the three waited its pause before going out (timers may fire a little early).
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 40 - 10);
    expect(asked).toBe(3);
    expect(app.transport.sent.map((m) => m.subject)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(await pendingCount(app)).toBe(0);
  });

  it('stops during a pause without sending more', async () => {
    const app = (t = await createTestApp());
    let pausing = () => {};
    const firstPause = new Promise<void>((ok) => (pausing = ok));
    const outbox = await busyOutbox(app, () => (pausing(), true), 50);
    const sending = outbox.drain();
    await firstPause; // stop once the outbox has begun its pause, however slow the machine
    await Promise.all([sending, outbox.stop()]);
    expect(app.transport.sent).toEqual([]);
    expect(await pendingCount(app)).toBe(3);
  });
});
