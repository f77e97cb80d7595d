// The station's side of a booking as a real mail server receives it (smtp-server on loopback,
// nodemailer sending): the producer's request with its link and Reply-To the team, the
// requester's proposed times and make-good dates, and the calendar file after the station
// accepts, parsed as iCalendar.
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { UNDO_WINDOW_MS, type Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../src/db/schema';
import type { AdminTestApp } from '../src/routes/admin/admin-test-helpers';
import { orderBody } from '../src/routes/orders/booking-test-support';
import { parseCalendar } from '../src/test/calendar';
import { TEST_DIALECTS } from '../src/test/databases';
import type { SmtpPeer } from './support/smtp-peer';
import { startSmtpTestApp, type SmtpTestApp } from './support/smtp-test-app';

const OPS = 'ops@producer.example';
const PRODUCER = 'producer@kstation.example';
const REQUESTER = 'req@producer.example';

describe.each(TEST_DIALECTS)('station answers by email through a real SMTP server (%s)', (dialect) => {
  let mail: SmtpTestApp;
  let t: AdminTestApp;
  let smtp: SmtpPeer;
  let stationId: string;
  let callLetters: string;

  beforeAll(async () => {
    mail = await startSmtpTestApp(dialect, { PUBLIC_URL: 'https://book.producer.example', OPS_EMAIL: OPS });
    ({ t, smtp } = mail);
    const [station] = await t.db
      .select()
      .from(stations)
      .where(and(eq(stations.isHidden, false), eq(stations.state, 'TX')))
      .limit(1);
    if (!station) throw new Error('a visible station in Texas');
    await t.db.update(stations).set({ contactEmail: PRODUCER }).where(eq(stations.id, station.id));
    stationId = station.id;
    callLetters = station.callLetters;
  }, 30_000);
  afterAll(() => mail?.close());

  /** Lets the undo window pass, then sends what is due and waits until the mail server holds `n` messages. */
  async function delivered(n: number): Promise<ParsedMail[]> {
    t.clock.advance(UNDO_WINDOW_MS);
    return mail.delivered(n);
  }
  const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address;

  /** Books, sends to the station, and returns the order and the producer's parsed email. */
  async function sendToStation(clientName: string) {
    const before = smtp.accepted.length;
    const order = (await (await t.request('/api/orders', { json: orderBody(stationId, { email: REQUESTER, clientName }) })).json()) as Order;
    expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } })).status).toBe(200);
    // The team's email and the receipt, then the producer's.
    const mails = await delivered(before + 3);
    const producer = mails.slice(before).find((m) => to(m) === PRODUCER);
    const token = /https:\/\/book\.producer\.example\/producer\?token=([A-Za-z0-9_-]+)/.exec(producer?.text ?? '')?.[1] ?? '';
    return { order, producer, token, mails };
  }

  it('the producer gets the request and its link; accepting sends the requester a calendar file', { timeout: 90_000 }, async () => {
    const { order, producer, token } = await sendToStation('Accepted Guest');
    expect(producer?.subject).toBe(`New segment request: Accepted Guest on ${callLetters}`);
    expect(producer?.replyTo?.value[0]?.address).toBe(OPS);
    expect(producer?.text).not.toContain(REQUESTER);
    expect(token.length).toBeGreaterThanOrEqual(22);

    const before = smtp.accepted.length;
    const res = await t.request(`/api/producer/accept?token=${token}`, {
      json: { slot: { startsAt: '2026-12-15T09:30:00-06:00', format: 'in_studio', callTime: '08:45' } },
    });
    expect(res.status).toBe(200);
    const mails = (await delivered(before + 2)).slice(before);
    const confirmed = mails.find((m) => m.subject === `Your booking is confirmed: request ${order.orderNumber}`);
    expect(to(confirmed!)).toBe(REQUESTER);
    expect(confirmed?.replyTo?.value[0]?.address).toBe(OPS);
    const cal = parseCalendar(confirmed!.attachments.find((a) => a.filename === 'interview.ics')!.content.toString('utf8'));
    expect(cal).toMatchObject({ method: 'PUBLISH', uid: `${order.id}@book.producer.example`, sequence: 0, status: 'CONFIRMED' });
    expect(cal.start.toISOString()).toBe('2026-12-15T15:30:00.000Z');
    const ops = mails.find((m) => to(m) === OPS);
    expect(ops?.subject?.startsWith(`${callLetters} answered request ${order.orderNumber}: ${callLetters} (`)).toBe(true);
    expect(ops?.replyTo?.value[0]?.address).toBe(REQUESTER);

    // Bumped: the requester is told, with make-good dates and the entry cancelled in the calendar.
    const beforeBump = smtp.accepted.length;
    expect((await t.request(`/api/producer/bumped?token=${token}`, { json: { reason: 'Breaking news' } })).status).toBe(200);
    const bumped = (await delivered(beforeBump + 2)).slice(beforeBump).find((m) => to(m) === REQUESTER);
    expect(bumped?.subject).toBe('Your segment was postponed');
    expect(bumped?.text).toContain('Option 1: Friday, November 27, 2026 at 9:30 AM CST (station time), In studio');
    const cancelled = parseCalendar(bumped!.attachments.find((a) => a.filename === 'interview.ics')!.content.toString('utf8'));
    expect(cancelled).toMatchObject({ uid: cal.uid, sequence: 1, status: 'CANCELLED' });
  });

  it("the requester gets the station's proposed times", { timeout: 90_000 }, async () => {
    const { order, token } = await sendToStation('Proposed Guest');
    const before = smtp.accepted.length;
    const res = await t.request(`/api/producer/propose?token=${token}`, {
      json: { options: [{ startsAt: '2026-12-14T09:00:00-06:00', format: 'remote' }], note: 'Only Mondays' },
    });
    expect(res.status).toBe(200);
    const offer = (await delivered(before + 2)).slice(before).find((m) => to(m) === REQUESTER);
    expect(offer?.subject).toContain(`proposed times for Proposed Guest: request ${order.orderNumber}`);
    expect(offer?.text).toContain('Option 1: Monday, December 14, 2026 at 9:00 AM CST (station time), Remote');
    expect(offer?.text).toContain('The station says: Only Mondays');
    expect(offer?.replyTo?.value[0]?.address).toBe(OPS);
  });
});
