import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox as outboxTable } from '../db/schema';
import { silentLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../test/helpers';
import { createOutbox } from './outbox';
import type { MailTransport, OutgoingMail } from './transport';

let t: TestApp | undefined;
afterEach(() => t?.close());

const pendingCount = (app: TestApp) =>
  app.db.select({ n: count() }).from(outboxTable).where(eq(outboxTable.status, 'pending')).get()?.n ?? 0;

describe('outbox shutdown', () => {
  it('stops after the message in flight instead of sending the whole queue; the rest go at the next start', async () => {
    const app = (t = createTestApp());
    const sent: OutgoingMail[] = [];
    let release = () => {};
    // A transport that holds each message until released, like a slow SMTP server.
    const slow: MailTransport = {
      send: (mail) =>
        new Promise<void>((ok) => {
          release = () => {
            sent.push(mail);
            ok();
          };
        }),
    };
    const outbox = createOutbox({ db: app.db, transport: slow, clock: app.clock, logger: silentLogger, from: 'bookings@example.com' });
    app.db.transaction(() => {
      for (let i = 1; i <= 5; i++) outbox.enqueue({ to: `guest${i}@example.com`, subject: `Message ${i}`, text: 'Hello' });
    });

    const sending = outbox.drain();
    await new Promise((ok) => setTimeout(ok, 10));
    const stopped = outbox.stop();
    release();
    await Promise.all([sending, stopped]);
    expect(sent.map((m) => m.subject)).toEqual(['Message 1']);
    expect(pendingCount(app)).toBe(4);

    // The next process sends the rest, each once.
    const next = createOutbox({ db: app.db, transport: app.transport, clock: app.clock, logger: silentLogger, from: 'bookings@example.com' });
    expect(await next.drain()).toBe(4);
    expect(app.transport.sent.map((m) => m.subject)).toEqual(['Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(pendingCount(app)).toBe(0);
  });
});
