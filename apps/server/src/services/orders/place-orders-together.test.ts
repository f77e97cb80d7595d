import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../../test/statements-during';
import { createTestApp, visibleStationId, type TestApp } from '../../test/helpers';
import { verifiedUser } from '../../routes/auth/test-support';
import { orderBody } from '../../routes/orders/booking-test-support';
import { insertSet, insertTogether } from '../../db/insert-together';
import { orders, outbox, stationBlackouts, stations, userProfiles, users, webhookEndpoints } from '../../db/schema';
import { orderOwnerRead } from '../profiles/find-order-owner';
import { blackoutsOfStationsRead } from '../stations/get-station-blackouts';
import { activeWebhookEndpointsRead } from '../webhooks/enqueue-webhook-events';
import { inTransaction } from '../../db/transaction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t?.close());

const orderRow = (stationId: string, orderNumber: string) => ({
  id: `together-${orderNumber}`,
  orderNumber,
  clientName: 'Ada Gray',
  contactName: 'Ada Gray',
  email: 'ada@example.com',
  interviewTopic: 'Rows together',
  stationId,
  preferredDate: '2026-12-01',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
});
const mailRow = (subject: string) => ({
  to: 'ops@example.com',
  subject,
  text: 'x',
  createdAt: '2026-11-20T15:00:00.000Z',
  nextAttemptAt: '2026-11-20T15:00:00.000Z',
  messageId: `<${subject}@test>`,
});

describe('insertTogether', () => {
  it('inserts every set in the transaction (one statement on PostgreSQL), and none when one fails', async () => {
    const stationId = await visibleStationId(t);
    const sent = await statementsDuring(() =>
      inTransaction(t.db, (tx) =>
        insertTogether(tx, [insertSet(orders, [orderRow(stationId, 'TGTHR001')]), insertSet(outbox, [mailRow('together-1'), mailRow('together-2')])]),
      ),
    );
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, 'TGTHR001'))).toHaveLength(1);
    expect((await t.db.select({ subject: outbox.subject }).from(outbox)).map((m) => m.subject)).toEqual(expect.arrayContaining(['together-1', 'together-2']));
    if (t.database.dialect === 'postgres') expect(sent.filter((text) => /insert into/i.test(text))).toHaveLength(1);

    // The order number is taken: the emails are not queued either.
    await expect(
      inTransaction(t.db, (tx) =>
        insertTogether(tx, [insertSet(orders, [{ ...orderRow(stationId, 'TGTHR001'), id: 'together-again' }]), insertSet(outbox, [mailRow('together-3')])]),
      ),
    ).rejects.toThrow();
    expect(await t.db.select().from(outbox).where(eq(outbox.subject, 'together-3'))).toHaveLength(0);
  });

  it('answers reads along with the inserts, decoded as a select decodes them, without the new rows', async () => {
    const stationId = await visibleStationId(t);
    const at = '2026-11-20T15:00:00.000Z';
    await t.db.insert(stationBlackouts).values([
      { id: 'together-b1', stationId, fromDate: '2026-12-24', toDate: '2026-12-26', note: 'Holidays', createdAt: at },
      { id: 'together-b2', stationId, fromDate: '2026-12-01', toDate: '2026-12-01', note: null, createdAt: at },
    ]);
    await t.db
      .insert(webhookEndpoints)
      .values({ id: 'together-hook', url: 'https://public.test/in', events: ['order.created'], secret: 'whsec_x', createdAt: at, updatedAt: at });
    const sent = await statementsDuring(() =>
      inTransaction(t.db, (tx) =>
        insertTogether(
          tx,
          [insertSet(orders, [orderRow(stationId, 'TGTHR002')]), insertSet(outbox, [mailRow('together-4')])],
          [
            blackoutsOfStationsRead([stationId]),
            activeWebhookEndpointsRead,
            orderOwnerRead({ userId: null, email: ' Nobody@Example.com ', stationRate: null }),
            null,
          ],
        ),
      ),
    );
    const answer = await inTransaction(t.db, (tx) =>
      insertTogether(
        tx,
        [insertSet(orders, [orderRow(stationId, 'TGTHR003')])],
        [activeWebhookEndpointsRead, orderOwnerRead({ userId: 'u1', email: 'x@example.com', stationRate: null })],
      ),
    );
    const [blackouts, endpoints, owners, skipped] = await inTransaction(t.db, (tx) =>
      insertTogether(
        tx,
        [insertSet(orders, [orderRow(stationId, 'TGTHR004')]), insertSet(outbox, [mailRow('together-5')])],
        [blackoutsOfStationsRead([stationId]), activeWebhookEndpointsRead, orderOwnerRead({ userId: null, email: 'ada@example.com', stationRate: null }), null],
      ),
    );
    expect(blackouts).toEqual([
      { stationId, from: '2026-12-01', to: '2026-12-01', note: null },
      { stationId, from: '2026-12-24', to: '2026-12-26', note: 'Holidays' },
    ]);
    expect(endpoints).toEqual([{ id: 'together-hook', events: ['order.created'] }]);
    expect(owners).toEqual([]);
    expect(skipped).toEqual([]);
    expect(answer).toEqual([[{ id: 'together-hook', events: ['order.created'] }], []]);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, 'TGTHR004'))).toHaveLength(1);
    // PostgreSQL: the inserts and the reads in one statement between BEGIN and COMMIT.
    if (t.database.dialect === 'postgres')
      expect(sent.map((text) => text.slice(0, 25))).toEqual(['begin', expect.stringMatching(/^with "w0" as \(insert into/), 'commit']);
    await t.db.delete(stationBlackouts);
    await t.db.delete(webhookEndpoints);
  });

  it("a guest's booking is three round trips on PostgreSQL: BEGIN, one statement, COMMIT", async () => {
    const stationId = await visibleStationId(t);
    const book = async () => (await t.request('/api/orders', { json: orderBody(stationId, { email: 'guest-trips@example.com' }) })).status;
    // The first booking loads the catalogue.
    expect(await book()).toBe(201);
    let status = 0;
    const sent = await statementsDuring(async () => {
      status = await book();
    });
    expect(status).toBe(201);
    if (t.database.dialect === 'postgres') {
      // Besides the catalogue's version check (at most one per 250 ms, whatever the bookings).
      const booking = sent.filter((text) => !/from "data_versions"/.test(text));
      expect(booking.map((text) => text.slice(0, 25))).toEqual(['begin', expect.stringMatching(/^with "w0" as \(insert into/), 'commit']);
      expect(booking[1]).toMatch(/from "station_blackouts"[\s\S]*from "webhook_endpoints"[\s\S]*from "users"/);
    }
  });

  it('a booking writes its order and both emails in one statement on PostgreSQL', async () => {
    const stationId = await visibleStationId(t);
    let status = 0;
    const sent = await statementsDuring(async () => {
      status = (await t.request('/api/orders', { json: orderBody(stationId) })).status;
    });
    expect(status).toBe(201);
    if (t.database.dialect === 'postgres') {
      const writes = sent.filter((text) => /insert into/i.test(text));
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(/insert into "orders"[\s\S]*insert into "outbox"|insert into "outbox"[\s\S]*insert into "orders"/);
    }
  });

  it('a request for several stations checks the blackouts, counts its orders for the owner and reads the webhook endpoints at once', async () => {
    const { email } = await verifiedUser(t);
    const ids = (
      await t.db
        .select({ id: stations.id })
        .from(stations)
        .where(and(eq(stations.isHidden, false), isNotNull(stations.rate)))
        .limit(3)
    ).map((s) => s.id);
    const { stationId: _one, ...body } = orderBody(ids[0]!, { email });
    let status = 0;
    const sent = await statementsDuring(async () => {
      status = (await t.request('/api/orders', { json: { ...body, stationIds: ids } })).status;
    });
    expect(status).toBe(201);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
    expect(profile?.totalBookings).toBe(3);
    // The owner looked up and the counters moved once for the three orders (PostgreSQL: each a round trip).
    if (t.database.dialect === 'postgres') {
      expect(sent.filter((text) => /from "users" where \("users"\."email" = /.test(text))).toHaveLength(1);
      expect(sent.filter((text) => /^update "user_profiles"/.test(text))).toHaveLength(1);
      // The three stations' blackout dates read together.
      expect(sent.filter((text) => /from "station_blackouts"/.test(text))).toHaveLength(1);
      // The webhook endpoints read once for the three orders.
      expect(sent.filter((text) => /from "webhook_endpoints"/.test(text))).toHaveLength(1);
    }
  });
});
