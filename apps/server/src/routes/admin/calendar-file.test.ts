// The calendar file sent with a confirmed booking: a slot it cannot hold is refused on its field
// before anything is written, and no text of the order brings a bare carriage return into it.
import { eq } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES, UNDO_WINDOW_MS, type ApiErrorBody } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { parseCalendar } from '../../test/calendar';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp({ env: { PUBLIC_URL: 'http://spotlight.example' } });
}, 120_000);
afterAll(() => t.close());

describe('the calendar file', () => {
  it('a slot before 1970 is a 400 on slot.startsAt, and the order is left as it was', async () => {
    const order = await t.insertOrder();
    const res = await t.api(`/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      json: { status: 'booking_completed', slot: { startsAt: '1969-12-31T09:00:00-05:00', format: 'remote' } },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.fieldErrors?.['slot.startsAt']).toEqual([LIFECYCLE_MESSAGES.startsAtInvalid]);
    expect((await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('pending');
  });

  it('a slot on a day or at an hour that does not exist (February 30, 24:00) is a 400 on slot.startsAt, not kept as typed', async () => {
    const order = await t.insertOrder();
    for (const startsAt of ['2027-02-30T09:30:00-07:00', '2027-04-31T09:30:00-06:00', '2027-01-05T24:00:00-07:00']) {
      const res = await t.api(`/api/admin/orders/${order.id}`, {
        method: 'PATCH',
        json: { status: 'booking_completed', slot: { startsAt, format: 'remote' } },
      });
      expect(res.status, startsAt).toBe(400);
      expect(((await res.json()) as ApiErrorBody).fieldErrors?.['slot.startsAt']).toEqual([LIFECYCLE_MESSAGES.startsAtInvalid]);
    }
    expect((await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('pending');
  });

  it('folds a carriage return in a name or topic into a line feed: no bare CR in the file', async () => {
    const order = await t.insertOrder({ clientName: 'Dr. Jane\rSmith', interviewTopic: 'Holiday\rrecipes\r\nfor two' });
    const res = await t.api(`/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      json: { status: 'booking_completed', slot: { startsAt: '2026-12-15T09:30:00-06:00', format: 'remote' } },
    });
    expect(res.status).toBe(200);
    t.clock.advance(UNDO_WINDOW_MS);
    await t.outbox.drain();
    const ics = t.transport.sent.find((m) => m.to === order.email)?.attachments?.find((a) => a.filename === 'interview.ics')?.content;
    expect(ics).toBeTruthy();
    expect(ics).not.toMatch(/\r(?!\n)/);
    const cal = parseCalendar(ics!);
    expect(cal.summary).toBe('TV interview: Dr. Jane\nSmith on ' + cal.summary.split(' on ').at(-1));
    expect(cal.description).toContain('Holiday\nrecipes\nfor two');
  });

  it('folds every line at 75 octets, never inside a character, however the names are written', async () => {
    const clientName = 'Zoë Ångström-Müller 日本語のクライアント名前 とても長い名前です';
    const interviewTopic = 'Ünïcödé tópic: ça va très bien, naïve café résumé jalapeño piñata über façade 🎬🎬🎬🎬🎬🎬';
    const order = await t.insertOrder({ clientName, interviewTopic });
    const res = await t.api(`/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      json: { status: 'booking_completed', slot: { startsAt: '2026-12-15T09:30:00-07:00', format: 'in_studio' } },
    });
    expect(res.status).toBe(200);
    t.clock.advance(UNDO_WINDOW_MS);
    await t.outbox.drain();
    const ics = t.transport.sent.find((m) => m.to === order.email)?.attachments?.find((a) => a.filename === 'interview.ics')?.content;
    expect(ics).toBeTruthy();
    const lines = ics!.split('\r\n');
    expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    // No line ends or starts inside a character (half of a surrogate pair).
    expect(lines.filter((line) => /^ ?[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(line))).toEqual([]);
    const cal = parseCalendar(ics!);
    expect(cal.summary).toBe(`TV interview: ${clientName} on ${cal.summary.split(' on ').at(-1)}`);
    expect(cal.description).toContain(interviewTopic);
  });
});
