import { eq } from 'drizzle-orm';
import { formatSlotTime, PRODUCER_MESSAGES, UNDO_WINDOW_MS, type Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-helpers';
import { bookWithManageLink, orderBody } from '../orders/booking-test-support';

let t: AdminTestApp;
let stationId: string;
let callLetters: string;
beforeAll(async () => {
  t = await createAdminTestApp({ env: { PUBLIC_URL: 'http://spotlight.example', RATE_LIMITS: 'off' } });
  const [station] = await t.db.select().from(stations).where(eq(stations.isHidden, false)).limit(1);
  stationId = station!.id;
  callLetters = station!.callLetters;
  await t.db.update(stations).set({ contactEmail: 'producer@station.example' }).where(eq(stations.id, stationId));
});
afterAll(() => t.close());

describe('choosing an offered time', () => {
  it('cannot take one that has passed (409 with the reason); a later option is booked, and the station told which', async () => {
    const { order, token: manageToken } = await bookWithManageLink(t, orderBody(stationId));
    expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } })).status).toBe(200);
    t.clock.advance(UNDO_WINDOW_MS);
    await t.outbox.drain();
    const producerMail = t.transport.sent.find((m) => m.to === 'producer@station.example');
    const link = /\/producer\?token=([A-Za-z0-9_-]+)/.exec(producerMail?.text ?? '')?.[1] ?? 'none';
    const options = [
      { startsAt: '2026-12-30T09:00:00-06:00', format: 'in_studio' },
      { startsAt: '2027-01-06T09:00:00-06:00', format: 'remote' },
    ];
    expect((await t.request(`/api/producer/propose?token=${link}`, { json: { options } })).status).toBe(200);

    t.clock.advance(Date.parse('2026-12-31T12:00:00Z') - t.clock.now().getTime());
    const passed = await t.request(`/api/orders/${order.id}/choose-slot?token=${manageToken}`, { json: { index: 0 } });
    expect(passed.status).toBe(409);
    expect(await passed.json()).toEqual({ message: PRODUCER_MESSAGES.choicePassed, code: 'not_allowed_now' });
    expect(((await (await t.request(`/api/orders/${order.id}?token=${manageToken}`)).json()) as Order).status).toBe('booking');
    const later = await t.request(`/api/orders/${order.id}/choose-slot?token=${manageToken}`, { json: { index: 1 } });
    expect(later.status).toBe(200);
    const booked = (await later.json()) as Order;
    expect(booked).toMatchObject({ status: 'booking_completed', slot: { startsAt: '2027-01-06T09:00:00-06:00' } });

    const before = t.transport.sent.length;
    t.clock.advance(UNDO_WINDOW_MS);
    await t.outbox.drain();
    const notice = t.transport.sent.slice(before).find((m) => m.to === 'producer@station.example');
    expect(notice?.subject).toBe(`Time chosen: ${order.clientName} on ${callLetters}`);
    expect(notice?.text).toContain(`${order.clientName} chose ${formatSlotTime(booked.slot!)} (station time) for the segment on ${callLetters}: it is booked.`);
    expect(notice?.text).not.toContain(order.email);
    expect(notice?.references).toBe(producerMail?.references ?? producerMail?.messageId);
  });
});
