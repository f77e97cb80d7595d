// The layout of every email as the outbox sends it: the station named with its call letters once,
// each address printed once in the text and linked once in the HTML, and the details of the
// HTML in one table whose rows all have the same two columns (so the labels line up).
import { eq } from 'drizzle-orm';
import { UNDO_WINDOW_MS, type Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../routes/admin/admin-test-helpers';
import { register } from '../routes/auth/test-support';
import { orderBody } from '../routes/orders/booking-test-support';
import type { OutgoingMail } from './transport';

const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

/** How often each address occurs in a text body. */
function addressCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [url] of text.matchAll(URL_IN_TEXT)) counts.set(url, (counts.get(url) ?? 0) + 1);
  return counts;
}

/** The columns each table row spans: a cell counts 1, a `colspan="n"` cell n. */
function rowWidths(html: string): number[] {
  return [...html.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) =>
    [...row!.matchAll(/<t[dh]\b([^>]*)>/g)].reduce((sum, [, attrs]) => sum + Number(/colspan="(\d+)"/.exec(attrs!)?.[1] ?? 1), 0),
  );
}

let t: AdminTestApp;
let station: { id: string; callLetters: string; affiliate: string; market: string };
let other: { id: string; callLetters: string };

beforeAll(async () => {
  t = await createAdminTestApp({ env: { PUBLIC_URL: 'https://book.layout.example', OPS_EMAIL: 'ops@layout.example', RATE_LIMITS: 'off' } });
  const visible = await t.db
    .select({ id: stations.id, callLetters: stations.callLetters, affiliate: stations.affiliate, market: stations.market })
    .from(stations)
    .where(eq(stations.isHidden, false))
    .limit(2);
  [station, other] = visible as [typeof station, typeof other];
  // A station without a show name: its sentences fall back to the call letters.
  await t.db.update(stations).set({ showName: '' }).where(eq(stations.id, station.id));
}, 30_000);
afterAll(() => t?.close());

/** An operator's change, with a token issued now (the test moves the clock past a token's life). */
const patch = async (id: string, json: unknown) => {
  const res = await t.api(`/api/admin/orders/${id}`, { method: 'PATCH', json, token: await t.newToken() });
  expect(res.status, await res.clone().text()).toBe(200);
};

describe('email layout, every template through the outbox', () => {
  let mails: OutgoingMail[] = [];

  beforeAll(async () => {
    const email = 'layout@example.test';
    const book = async (body: unknown) => {
      const res = await t.request('/api/orders', { json: body });
      expect(res.status).toBe(201);
      return (await res.json()) as Order;
    };
    const single = await book(orderBody(station.id, { email }));
    await book(orderBody(station.id, { stationId: undefined, stationIds: [station.id, other.id], email }));
    const cancelled = await book(orderBody(station.id, { email }));
    expect((await t.request('/api/orders/track-link', { json: { email } })).status).toBe(202);
    const account = await register(t);
    expect((await t.request('/api/auth/forgot-password', { json: { email: account.email } })).status).toBe(200);

    await patch(single.id, { status: 'booking_completed', slot: { startsAt: '2026-11-27T09:30:00-06:00', format: 'in_studio', callTime: '08:45' } });
    t.clock.advance(UNDO_WINDOW_MS);
    await patch(single.id, { slot: { startsAt: '2026-11-27T10:30:00-06:00', format: 'remote' } });
    await patch(cancelled.id, { status: 'cancelled', reason: 'The show is off air that week' });
    t.clock.advance(8 * 24 * 3_600_000);
    await patch(single.id, { status: 'finished', airedAt: '2026-11-27T10:35:00-06:00', clipUrl: 'https://clips.example/kvue/123' });
    t.clock.advance(UNDO_WINDOW_MS);
    await t.outbox.drain();
    mails = t.transport.sent;
  }, 60_000);

  it('sends each kind of email the test asked for', () => {
    const subjects = mails.map((m) => m.subject);
    for (const s of [
      /^We received your booking request [A-Z0-9-]+$/,
      /^We received your booking request for 2 stations/,
      /^New booking request /,
      /^New booking request for 2 stations/,
      /^Your link to track your booking requests$/,
      /Verify your email/,
      /Reset your password/,
      /^Your booking is confirmed/,
      /^Your booking was updated/,
      /^Your booking request was cancelled/,
      /^Your interview is complete/,
    ]) {
      expect(
        subjects.some((x) => s.test(x)),
        `${s} among ${subjects.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('names the station by its call letters once: "KVUE (NBC, Austin)", never "KVUE (KVUE, Austin)"', () => {
    const toRequester = mails.filter((m) => m.to === 'layout@example.test');
    const phrase = `${station.callLetters} (${station.affiliate}, ${station.market})`;
    expect(toRequester.filter((m) => m.text.includes(phrase)).length).toBeGreaterThanOrEqual(4);
    for (const m of mails) {
      expect(m.text, m.subject).not.toContain(`${station.callLetters} (${station.callLetters},`);
      expect(m.html ?? '', m.subject).not.toContain(`${station.callLetters} (${station.callLetters},`);
    }
  });

  it('prints every address once in the text and links it once in the HTML', () => {
    for (const m of mails) {
      for (const [url, n] of addressCounts(m.text)) expect([m.subject, url, n]).toEqual([m.subject, url, 1]);
      const hrefs = [...(m.html ?? '').matchAll(/href="([^"]*)"/g)].map(([, h]) => h);
      expect(hrefs.length, m.subject).toBeGreaterThan(0);
      expect([m.subject, hrefs]).toEqual([m.subject, [...new Set(hrefs)]]);
      // Every address of the text is a link of the HTML (escaped as the HTML writes it).
      for (const url of addressCounts(m.text).keys()) expect(hrefs, m.subject).toContain(url.replaceAll('&', '&amp;'));
    }
    const tracking = mails.find((m) => m.subject === 'Your link to track your booking requests')!;
    expect([...addressCounts(tracking.text).keys()]).toEqual([expect.stringMatching(/^https:\/\/book\.layout\.example\/track\?token=/)]);
  });

  it('keeps the HTML details in one table whose rows all span the same two columns', () => {
    const withDetails = mails.filter((m) => (m.html ?? '').includes('<table'));
    expect(withDetails.length).toBeGreaterThanOrEqual(8);
    for (const m of withDetails) {
      const html = m.html ?? '';
      expect([m.subject, html.match(/<table/g)?.length]).toEqual([m.subject, 1]);
      const widths = rowWidths(html);
      expect(widths.length, m.subject).toBeGreaterThan(3);
      expect([m.subject, [...new Set(widths)]]).toEqual([m.subject, [2]]);
    }
  });
});
