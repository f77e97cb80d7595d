// The rule: a webhook delivery, written in the transaction of the change it reports, is made
// even when the server is killed (SIGKILL) between the change and the delivery, with the same
// webhook-id; and several servers on one PostgreSQL deliver each event once.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../src/db/schema';
import { TEST_DIALECTS } from '../src/test/databases';
import { startWebhookReceiver, type WebhookReceiver } from '../src/test/webhook-receiver';
import { firstStationId, validOrderBody } from './support/orders';
import { waitUntil } from './support/ports';
import { serverDatabase, type ServerDatabase } from './support/server-database';
import { startServerProcess, type ServerProcess } from './support/server-process';

const ADMIN = { username: 'admin', password: 'heavy-test-admin-password' };

let servers: ServerProcess[] = [];
let receiver: WebhookReceiver | undefined;
let database: ServerDatabase | undefined;

afterEach(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  servers = [];
  await receiver?.close();
  receiver = undefined;
  await database?.close();
  database = undefined;
});

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`POST ${url} gave ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** An endpoint subscribed to order.created at the receiver, registered through the admin API. */
async function subscribe(server: ServerProcess, to: WebhookReceiver) {
  const { token } = (await post(`${server.url}/api/admin/login`, ADMIN)) as { token: string };
  return post(`${server.url}/api/admin/webhooks`, { url: to.url, events: ['order.created'] }, token);
}

const deliveryStatuses = (db: ServerDatabase) =>
  db.read((d) => d.select({ status: webhookDeliveries.status, webhookId: webhookDeliveries.webhookId }).from(webhookDeliveries));

describe.each(TEST_DIALECTS)('webhooks: SIGKILL between the change and the delivery (%s)', (dialect) => {
  it('the delivery is made after the restart, with the same webhook-id', { timeout: 180_000 }, async () => {
    receiver = await startWebhookReceiver();
    const hooks = receiver;
    database = await serverDatabase(dialect);
    const db = database;
    const env = { ...db.env, RATE_LIMITS: 'off', WEBHOOKS_ALLOW_LOOPBACK: '1' };
    const first = await startServerProcess(env);
    servers.push(first);
    await subscribe(first, hooks);
    // The receiver takes the first attempt and never answers: the server dies with it in flight.
    hooks.answer('hang');
    const order = (await post(`${first.url}/api/orders`, validOrderBody(await firstStationId(first.url), 1, 'webhooks.example'))) as { id: string };
    await waitUntil(
      () => hooks.received.length === 1,
      30_000,
      () => 'the first attempt never arrived',
    );
    await first.kill('SIGKILL');
    expect(await deliveryStatuses(db)).toEqual([expect.objectContaining({ status: 'pending' })]);

    const second = await startServerProcess(env);
    servers.push(second);
    // On PostgreSQL the dead server's claim lapses first (30 s); SQLite's one server claims nothing.
    await waitUntil(
      () => hooks.received.length >= 2,
      90_000,
      () => `no delivery after the restart:\n${second.output()}`,
    );
    await waitUntil(
      async () => (await deliveryStatuses(db))[0]?.status === 'delivered',
      30_000,
      () => 'the delivery was not recorded',
    );
    const [killed, made] = hooks.received;
    expect(made!.headers['webhook-id']).toBe(killed!.headers['webhook-id']);
    expect(JSON.parse(made!.body)).toMatchObject({ type: 'order.created', data: { id: order.id } });
  });
});

describe('webhooks: two servers on one PostgreSQL', () => {
  it('deliver each event once', { timeout: 180_000 }, async () => {
    receiver = await startWebhookReceiver();
    const hooks = receiver;
    database = await serverDatabase('postgres');
    const db = database;
    const env = { ...db.env, RATE_LIMITS: 'off', WEBHOOKS_ALLOW_LOOPBACK: '1' };
    const a = await startServerProcess(env);
    servers.push(a);
    const b = await startServerProcess(env);
    servers.push(b);
    await subscribe(a, hooks);
    const stationId = await firstStationId(a.url);
    const ORDERS = 40;
    await Promise.all(Array.from({ length: ORDERS }, (_, i) => post(`${(i % 2 ? a : b).url}/api/orders`, validOrderBody(stationId, i, 'two-servers.example'))));
    await waitUntil(
      async () =>
        (await db.read((d) => d.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'delivered')))).length ===
        ORDERS,
      90_000,
      () => `${hooks.received.length} of ${ORDERS} received`,
    );
    const ids = hooks.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(ORDERS);
    expect(new Set(ids).size).toBe(ORDERS);
  });
});
