import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '@app/core';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  // 04:30Z on Saturday 21 November is still Friday 20 November in New York.
  t = await createTestApp({ seed: false, now: '2026-11-21T04:30:00Z' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
});

let n = 0;
async function add(over: Partial<typeof notifications.$inferInsert>) {
  const now = t.clock.now().toISOString();
  const id = `n${++n}`;
  await t.db.insert(notifications).values({
    id,
    title: `Title ${id}`,
    message: 'Message',
    type: 'announcement',
    isActive: true,
    startDate: '2026-11-01',
    createdAt: now,
    updatedAt: now,
    ...over,
  });
  return id;
}

const list = async () => {
  const res = await t.request('/api/notifications');
  expect(res.status).toBe(200);
  return (await res.json()) as Notification[];
};

describe('GET /api/notifications', () => {
  it('lists active notifications within their dates, for anyone', async () => {
    const open = await add({ endDate: null });
    const endsToday = await add({ endDate: '2026-11-20' });
    const startsToday = await add({ startDate: '2026-11-20' });
    await add({ isActive: false });
    await add({ startDate: '2026-11-21' }); // tomorrow in New York, though already today in UTC
    await add({ endDate: '2026-11-19' });
    const ids = (await list()).map((x) => x.id).sort();
    expect(ids).toEqual([open, endsToday, startsToday].sort());
  });

  it('returns every field the banner needs', async () => {
    const id = await add({
      title: 'Holiday offer',
      message: '20% off',
      type: 'offer',
      buttonText: 'Book now',
      buttonLink: 'https://example.com/offer',
      endDate: '2026-12-31',
    });
    expect(await list()).toEqual([
      expect.objectContaining({
        id,
        title: 'Holiday offer',
        message: '20% off',
        type: 'offer',
        isActive: true,
        startDate: '2026-11-01',
        endDate: '2026-12-31',
        buttonText: 'Book now',
        buttonLink: 'https://example.com/offer',
      }),
    ]);
  });

  it('keeps mailto links and drops any other scheme with its button', async () => {
    const mail = await add({ buttonText: 'Write to us', buttonLink: 'mailto:hello@example.com' });
    const bad = await add({ buttonText: 'Click', buttonLink: 'javascript:alert(1)' });
    const byId = new Map((await list()).map((x) => [x.id, x]));
    expect(byId.get(mail)).toMatchObject({ buttonText: 'Write to us', buttonLink: 'mailto:hello@example.com' });
    expect(byId.get(bad)).toMatchObject({ buttonText: null, buttonLink: null });
  });

  it('moves with the business day: a notice ending Friday disappears on Saturday in New York', async () => {
    await add({ endDate: '2026-11-20' });
    expect(await list()).toHaveLength(1);
    t.clock.set('2026-11-21T05:30:00Z');
    expect(await list()).toHaveLength(0);
    t.clock.set('2026-11-21T04:30:00Z');
  });
});
