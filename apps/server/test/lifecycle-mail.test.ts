// Emails of the booking lifecycle as a real mail server receives them (smtp-server on loopback,
// nodemailer sending): Reply-To both ways, globally unique Message-IDs on the host of
// PUBLIC_URL, References to the order's first email, and the confirmation's calendar file
// parsed as iCalendar.
import { and, eq } from 'drizzle-orm';
import { UNDO_WINDOW_MS, type Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../src/db/schema';
import type { AdminTestApp } from '../src/routes/admin/admin-test-helpers';
import { orderBody } from '../src/routes/orders/booking-test-support';
import { parseCalendar } from '../src/test/calendar';
import { TEST_DIALECTS } from '../src/test/databases';
import type { SmtpPeer } from './support/smtp-peer';
import { startSmtpTestApp, type SmtpTestApp } from './support/smtp-test-app';

const OPS = 'ops@lifecycle.example';

const MESSAGE_ID = /^<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@book\.lifecycle\.example>$/;

describe.each(TEST_DIALECTS)('lifecycle emails through a real SMTP server (%s)', (dialect) => {
  let mail: SmtpTestApp;
  let t: AdminTestApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    mail = await startSmtpTestApp(dialect, { PUBLIC_URL: 'https://book.lifecycle.example', OPS_EMAIL: OPS });
    ({ t, smtp } = mail);
  }, 30_000);
  afterAll(() => mail?.close());

  const delivered = (n: number) => mail.delivered(n);

  it('threads every email of an order, sets Reply-To both ways, and attaches a parseable calendar file to the confirmation', { timeout: 60_000 }, async () => {
    const [station] = await t.db
      .select({ id: stations.id })
      .from(stations)
      .where(and(eq(stations.isHidden, false), eq(stations.state, 'TX')))
      .limit(1);
    expect(station, 'a visible station in Texas').toBeDefined();
    const res = await t.request('/api/orders', { json: orderBody(station!.id, { email: 'req@lifecycle.example' }) });
    const order = (await res.json()) as Order;
    const [ops, receipt] = await delivered(2);
    expect(ops!.to).toMatchObject({ value: [{ address: OPS }] });
    expect(ops!.replyTo?.value[0]?.address).toBe('req@lifecycle.example');
    expect(receipt!.replyTo?.value[0]?.address).toBe(OPS);
    expect(ops!.messageId).toMatch(MESSAGE_ID);
    expect(receipt!.messageId).toMatch(MESSAGE_ID);
    expect(receipt!.messageId).not.toBe(ops!.messageId);
    // The team's email is the order's first: the receipt references it.
    expect(ops!.references).toBeUndefined();
    expect(receipt!.references).toBe(ops!.messageId);

    const patch = await t.api(`/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      json: { status: 'booking_completed', slot: { startsAt: '2026-12-15T09:30:00-06:00', format: 'in_studio', callTime: '08:45' } },
    });
    expect(patch.status).toBe(200);
    // Held for the undo window, then sent.
    await t.outbox.drain();
    expect(smtp.accepted).toHaveLength(2);
    t.clock.advance(UNDO_WINDOW_MS);
    const confirmed = (await delivered(3))[2]!;
    expect(confirmed.subject).toBe(`Your booking is confirmed: request ${order.orderNumber}`);
    expect(confirmed.replyTo?.value[0]?.address).toBe(OPS);
    expect(confirmed.messageId).toMatch(MESSAGE_ID);
    expect(confirmed.references).toBe(ops!.messageId);
    expect(confirmed.text).toContain('Tuesday, December 15, 2026 at 9:30 AM CST');
    const ics = confirmed.attachments.find((a) => a.filename === 'interview.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const cal = parseCalendar(ics!.content.toString('utf8'));
    expect(cal).toMatchObject({ method: 'PUBLISH', uid: `${order.id}@book.lifecycle.example`, sequence: 0, status: 'CONFIRMED' });
    expect(cal.start.toISOString()).toBe('2026-12-15T15:30:00.000Z');
    expect(cal.description).toContain('Call time: 08:45');

    // A moved slot: an updated file for the same event, SEQUENCE raised.
    await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { slot: { startsAt: '2026-12-16T10:00:00-06:00', format: 'remote' } } });
    t.clock.advance(UNDO_WINDOW_MS);
    const moved = (await delivered(4))[3]!;
    expect(moved.subject).toBe(`Your booking was updated: request ${order.orderNumber}`);
    expect(moved.references).toBe(ops!.messageId);
    const updated = parseCalendar(moved.attachments.find((a) => a.filename === 'interview.ics')!.content.toString('utf8'));
    expect(updated).toMatchObject({ uid: cal.uid, sequence: 1 });
    expect(updated.start.toISOString()).toBe('2026-12-16T16:00:00.000Z');
  });
});
