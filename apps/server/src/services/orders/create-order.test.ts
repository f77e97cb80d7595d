import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ORDER_STATUSES, customerStatusOf, type OrderInput } from '@app/core';
import { orders, outbox, stations } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import type { Outbox } from '../../mail/outbox';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createOrder } from './create-order';
import { loadOrdersJson } from './load-orders-json';
import { orderJson } from './order-json';
import { createStationCatalogue } from '../stations/create-station-catalogue';

let t: TestApp;
let input: OrderInput;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  const station = (await t.db.select().from(stations).where(eq(stations.isHidden, false)))[0]!;
  input = {
    agencyName: null,
    clientName: 'Jane',
    contactName: 'Sam',
    email: 'sam@example.com',
    phone: null,
    interviewTopic: 'Tea',
    preferredDate: '2026-11-27',
    alternativeDate: null,
    notes: null,
    stationId: station.id,
  };
});
afterAll(() => t.close());

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const outboxCount = async () => (await t.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;
const deps = () => ({ db: t.db, config: t.config, mailer: t.outbox, clock: t.clock });

describe('createOrder', () => {
  it('draws a new request number when the random one is already taken', async () => {
    const catalogue = createStationCatalogue({ db: t.db });
    const first = await createOrder({ deps: deps(), catalogue, input, userId: null, orderNumbers: () => 'AAAAAAAA' });
    const draws = ['AAAAAAAA', 'AAAAAAAA', 'BBBBBBBB'];
    const second = await createOrder({ deps: deps(), catalogue, input, userId: null, orderNumbers: () => draws.shift()! });
    expect(first.orderNumber).toBe('AAAAAAAA');
    expect(second.orderNumber).toBe('BBBBBBBB');
    expect(draws).toEqual([]);
  });

  it('commits orders that arrive together as one group; a clash inside the group is retried alone', async () => {
    const catalogue = createStationCatalogue({ db: t.db });
    const before = [await orderCount(), await outboxCount()];
    // Both first draw the same number. Which one inserts it first is the database's order (on
    // PostgreSQL two connections race); the other clashes and draws its second number.
    const drawsA = ['CCCCCCCC', 'EEEEEEEE'];
    const drawsB = ['CCCCCCCC', 'DDDDDDDD'];
    const [a, b, c] = await Promise.all([
      createOrder({ deps: deps(), catalogue, input, userId: null, orderNumbers: () => drawsA.shift()! }),
      createOrder({ deps: deps(), catalogue, input, userId: null, orderNumbers: () => drawsB.shift()! }),
      createOrder({ deps: deps(), catalogue, input: { ...input, clientName: 'Third' }, userId: null }),
    ]);
    expect([
      { a: 'CCCCCCCC', b: 'DDDDDDDD' },
      { a: 'EEEEEEEE', b: 'CCCCCCCC' },
    ]).toContainEqual({ a: a.orderNumber, b: b.orderNumber });
    expect(c.clientName).toBe('Third');
    // Each order committed whole, with its two emails, and the clashing attempt left nothing behind.
    expect([await orderCount(), await outboxCount()]).toEqual([before[0]! + 3, before[1]! + 6]);
  });

  it('gives up after five clashes without storing anything', async () => {
    const catalogue = createStationCatalogue({ db: t.db });
    const before = [await orderCount(), await outboxCount()];
    await expect(createOrder({ deps: deps(), catalogue, input, userId: null, orderNumbers: () => 'AAAAAAAA' })).rejects.toSatisfy((err) =>
      isUniqueViolation(err, 'orders.order_number'),
    );
    expect([await orderCount(), await outboxCount()]).toEqual(before);
  });

  it('stores nothing when queueing an email fails: order and emails share one transaction', async () => {
    const catalogue = createStationCatalogue({ db: t.db });
    const before = [await orderCount(), await outboxCount()];
    // The team's email is fine; the receipt's row cannot be stored (it has lost its recipient).
    const broken: Outbox = {
      ...t.outbox,
      queued(...messages) {
        const set = t.outbox.queued(...messages);
        return { ...set, rows: set.rows.map((row, i) => (i === 1 ? { ...row, to: null } : row)) };
      },
    };
    await expect(createOrder({ deps: { ...deps(), mailer: broken }, catalogue, input, userId: null })).rejects.toThrow();
    expect([await orderCount(), await outboxCount()]).toEqual(before);
  });

  it('wakes the mail worker only after the commit', async () => {
    const catalogue = createStationCatalogue({ db: t.db });
    let seenAtWake: Promise<number> | undefined;
    const spy: Outbox = { ...t.outbox, wake: () => void (seenAtWake = outboxCount()) };
    const before = await outboxCount();
    await createOrder({ deps: { ...deps(), mailer: spy }, catalogue, input, userId: null });
    expect(await seenAtWake).toBe(before + 2);
  });
});

describe('orderJson', () => {
  // The mapping itself is pinned, status by status, in core's status.test.ts.
  it('derives the customer status from every stored status', async () => {
    const row = (await t.db.select().from(orders))[0]!;
    for (const status of ORDER_STATUSES) {
      const json = orderJson({ ...row, status }, null);
      expect(json.status).toBe(status);
      expect(json.customerStatus).toBe(customerStatusOf(status));
    }
  });

  it('keeps an order whose station was deleted, with no station', async () => {
    const row = (await t.db.select().from(orders))[0]!;
    const [json] = await loadOrdersJson({ db: t.db, rows: [{ ...row, stationId: null }] });
    expect(json).toMatchObject({ stationId: '', station: null });
  });
});
