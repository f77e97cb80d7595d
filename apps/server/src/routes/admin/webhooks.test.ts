import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, WebhookDelivery, WebhookEndpoint } from '@app/core';
import { outbox, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import type { Resolver } from '../../lib/ssrf';
import { createWebhookDispatcher, type WebhookDispatcher, type WebhookDispatcherOptions } from '../../services/webhooks/create-webhook-dispatcher';
import { responseContract } from '../../test/response-contract';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { visibleStationId } from '../../test/helpers';
import { orderBody } from '../orders/booking-test-support';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

/** Names the tests control: `rebinding.test` answers a public address once, then the metadata address. */
const lookups = new Map<string, number>();
// An unknown name rejects, as the system resolver does (the executor's throw rejects the promise).
const resolver: Resolver = (host) => new Promise((ok) => ok(addressesOf(host)));
const addressesOf = (host: string): Awaited<ReturnType<Resolver>> => {
  const n = (lookups.get(host) ?? 0) + 1;
  lookups.set(host, n);
  if (host === 'receiver.test') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'public.test') return [{ address: '93.184.216.34', family: 4 }];
  if (host === 'private.test')
    return [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
  if (host === 'rebinding.test') return [{ address: n === 1 ? '93.184.216.34' : '169.254.169.254', family: 4 }];
  throw new Error(`ENOTFOUND ${host}`);
};

const METRICS_TOKEN = 'metrics-token-for-webhook-tests';
let t: AdminTestApp;
let receiver: WebhookReceiver;
let dispatcher: WebhookDispatcher;
let stationId: string;

/** A dispatcher of the test app's database, clock and outbox, resolving hosts with `resolver`. */
const dispatcherOf = (opts: Partial<WebhookDispatcherOptions>) =>
  createWebhookDispatcher({ db: t.db, clock: t.clock, logger: silentLogger, config: t.config, mailer: t.outbox, resolve: resolver, ...opts });

beforeAll(async () => {
  t = await createAdminTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: '1', OPS_EMAIL: 'ops@example.test', METRICS_TOKEN }, resolveHost: resolver });
  receiver = await startWebhookReceiver();
  dispatcher = dispatcherOf({ timeoutMs: 1_000 });
  stationId = await visibleStationId(t);
});
afterAll(async () => {
  await dispatcher.stop();
  await receiver.close();
  await t.close();
});
/** A token issued at the test's start (tests move the clock by days, past a token's life). */
let token: string;
const api = (path: string, init: { method?: string; json?: unknown } = {}) => t.api(path, { ...init, token });
beforeEach(async () => {
  token = await t.newToken();
  // Each test starts with no endpoint: what one registers must not receive another's events.
  await t.db.delete(webhookEndpoints);
  receiver.received.length = 0;
  receiver.always(200);
});

async function register(json: Record<string, unknown>) {
  const res = await api('/api/admin/webhooks', { json });
  return { res, body: (await res.json()) as WebhookEndpoint & ApiErrorBody };
}
async function registered(events: string[], url = receiver.url) {
  const { res, body } = await register({ url, events, description: 'CRM' });
  expect(res.status).toBe(201);
  return body as WebhookEndpoint & { secret: string };
}
const deliveries = async (id: string) => (await (await api(`/api/admin/webhooks/${id}/deliveries`)).json()) as WebhookDelivery[];
const book = async () => {
  const res = await t.request('/api/orders', { json: orderBody(stationId) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; orderNumber: string };
};
/** Verifies a received request with the standardwebhooks package and the API's document, and returns its body. */
function verified(secret: string, i = receiver.received.length - 1) {
  const got = receiver.received[i];
  if (!got) throw new Error(`no request ${i} received`);
  const headers = Object.fromEntries(Object.entries(got.headers).map(([k, v]) => [k, String(v)]));
  const body = new Webhook(secret).verify(got.body, headers) as { type: string; timestamp: string; data: Record<string, unknown> };
  // What GET /api/openapi.json says a receiver gets.
  responseContract(t.app.routes).checkWebhook(body);
  return body;
}

describe('registering endpoints (POST/GET/PATCH/DELETE /api/admin/webhooks)', () => {
  it('answers 201 with a whsec_ secret of 32 random bytes, shown only then', async () => {
    const body = await registered(['order.created', 'order.created', 'station.changed']);
    expect(body).toMatchObject({ url: receiver.url, events: ['order.created', 'station.changed'], description: 'CRM', status: 'active' });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(body.secret.slice(6), 'base64')).toHaveLength(32);
    const list = (await (await api('/api/admin/webhooks')).json()) as WebhookEndpoint[];
    expect(list).toEqual([expect.objectContaining({ id: body.id })]);
    expect(list[0]).not.toHaveProperty('secret');
    expect(JSON.stringify((await t.audit()).at(-1))).not.toContain(body.secret.slice(6));
  });

  it.each([
    ['url', { url: 'not a url', events: ['order.created'] }, 'URL must be a valid https:// URL'],
    ['url', { events: ['order.created'] }, 'URL is required'],
    ['url', { url: 'ftp://public.test/in', events: ['order.created'] }, 'URL must use https'],
    ['url', { url: 'http://public.test/in', events: ['order.created'] }, 'URL must use https'],
    ['url', { url: 'https://10.1.2.3/in', events: ['order.created'] }, 'URL must not point to a loopback, private, link-local or otherwise reserved address'],
    [
      'url',
      { url: 'https://169.254.169.254/latest', events: ['order.created'] },
      'URL must not point to a loopback, private, link-local or otherwise reserved address',
    ],
    ['url', { url: 'https://100.64.0.1/in', events: ['order.created'] }, 'URL must not point to a loopback, private, link-local or otherwise reserved address'],
    ['url', { url: 'https://[fd00::1]/in', events: ['order.created'] }, 'URL must not point to a loopback, private, link-local or otherwise reserved address'],
    [
      'url',
      { url: 'https://private.test/in', events: ['order.created'] },
      'URL must not point to a loopback, private, link-local or otherwise reserved address',
    ],
    ['url', { url: 'https://nowhere.test/in', events: ['order.created'] }, 'URL host could not be resolved'],
    ['events', { url: 'https://public.test/in', events: [] }, 'Choose at least one event'],
    ['events', { url: 'https://public.test/in' }, 'Choose at least one event'],
  ])('refuses a bad %s with 400 on the field (%j)', async (field, json, message) => {
    const { res, body } = await register(json);
    expect(res.status).toBe(400);
    expect(body.fieldErrors?.[field]).toEqual([message]);
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('refuses an unknown event with 400 on that event', async () => {
    const { res, body } = await register({ url: 'https://public.test/in', events: ['order.created', 'order.exploded'] });
    expect(res.status).toBe(400);
    expect(body.fieldErrors?.['events.1']?.[0]).toMatch(/^Unknown event/);
  });

  it('needs the admin token', async () => {
    expect((await t.request('/api/admin/webhooks')).status).toBe(401);
    expect((await t.request('/api/admin/webhooks', { json: { url: 'https://public.test/in', events: ['order.created'] } })).status).toBe(401);
  });

  it('PATCH pauses, resumes, changes events and rotates the secret; DELETE removes; unknown ids 404', async () => {
    const made = await registered(['order.created']);
    const paused = await api(`/api/admin/webhooks/${made.id}`, { method: 'PATCH', json: { status: 'paused', events: ['station.changed'] } });
    expect(await paused.json()).toMatchObject({ status: 'paused', events: ['station.changed'] });
    const rotated = (await (await api(`/api/admin/webhooks/${made.id}`, { method: 'PATCH', json: { rotateSecret: true } })).json()) as WebhookEndpoint;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
    const bad = await api(`/api/admin/webhooks/${made.id}`, { method: 'PATCH', json: { url: 'https://127.0.0.2.nip.invalid/' } });
    expect(bad.status).toBe(400);
    expect((await api('/api/admin/webhooks/nope', { method: 'PATCH', json: { status: 'active' } })).status).toBe(404);
    expect((await api('/api/admin/webhooks/nope/deliveries')).status).toBe(404);
    expect((await api('/api/admin/webhooks/nope/test', { method: 'POST' })).status).toBe(404);
    expect((await api(`/api/admin/webhooks/${made.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/admin/webhooks/${made.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('deliveries', () => {
  it('a booking is delivered as order.created, signed as Standard Webhooks says', async () => {
    const hook = await registered(['order.created']);
    const order = await book();
    // Written in the booking's transaction: there before any worker runs.
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id))).toHaveLength(1);
    await dispatcher.drain();
    expect(receiver.received).toHaveLength(1);
    const body = verified(hook.secret);
    expect(body).toMatchObject({ type: 'order.created', timestamp: '2026-11-20T15:00:00.000Z' });
    expect(body.data).toMatchObject({ id: order.id, orderNumber: order.orderNumber, status: 'pending', station: expect.objectContaining({ id: stationId }) });
    expect(receiver.received[0]!.headers['webhook-id']).toMatch(/^msg_/);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        receiver.received[0]!.body,
        receiver.received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
    expect(await deliveries(hook.id)).toEqual([
      expect.objectContaining({ event: 'order.created', status: 'delivered', attempts: 1, responseStatus: 200, nextAttemptAt: null }),
    ]);
  });

  it('order changes and station writes become their events; an endpoint gets only the events it chose', async () => {
    const hook = await registered(['order.status_changed', 'order.cancelled', 'station.changed']);
    const order = await book();
    const changed = await api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'cancelled', reason: 'No slots left' } });
    expect(changed.status).toBe(200);
    const station = await api(`/api/admin/stations/${stationId}/visibility`, { method: 'PATCH', json: { isHidden: true } });
    expect(station.status).toBe(200);
    await dispatcher.drain();
    const types = receiver.received.map((_, i) => verified(hook.secret, i)).map((b) => b.type);
    expect(types.sort()).toEqual(['order.cancelled', 'order.status_changed', 'station.changed']);
    const stationEvent = receiver.received.map((_, i) => verified(hook.secret, i)).find((b) => b.type === 'station.changed');
    expect(stationEvent?.data).toMatchObject({ id: stationId, isHidden: true });
    await api(`/api/admin/stations/${stationId}/visibility`, { method: 'PATCH', json: { isHidden: false } });
  });

  it('order.status_changed carries the order as the change left it: sent to its station again, it waits from the new send', async () => {
    const hook = await registered(['order.status_changed']);
    const order = await book();
    const answers: { waitingOnStationSince: string | null }[] = [];
    for (const status of ['sent_to_station', 'booking', 'sent_to_station']) {
      t.clock.advance(60_000);
      const res = await api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status } });
      expect(res.status).toBe(200);
      answers.push((await res.json()) as { waitingOnStationSince: string | null });
    }
    await dispatcher.drain();
    // In the order of the changes (deliveries go out in parallel).
    const sent = receiver.received
      .map((_, i) => verified(hook.secret, i))
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
      .map((b) => b.data);
    expect(sent.map((d) => d.waitingOnStationSince)).toEqual(answers.map((a) => a.waitingOnStationSince));
    const now = (await (await api(`/api/admin/orders/${order.id}`)).json()) as { waitingOnStationSince: string | null };
    expect(sent.at(-1)?.waitingOnStationSince).toBe(now.waitingOnStationSince);
  });

  it('a paused endpoint is sent nothing; the test delivery goes anyway, signed with the rotated secret', async () => {
    const hook = await registered(['order.created']);
    await api(`/api/admin/webhooks/${hook.id}`, { method: 'PATCH', json: { status: 'paused' } });
    await book();
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id))).toHaveLength(0);
    const rotated = (await (await api(`/api/admin/webhooks/${hook.id}`, { method: 'PATCH', json: { rotateSecret: true } })).json()) as WebhookEndpoint;
    const test = await api(`/api/admin/webhooks/${hook.id}/test`, { method: 'POST' });
    expect(test.status).toBe(202);
    expect(await test.json()).toMatchObject({ event: 'webhook.test', status: 'pending' });
    await dispatcher.drain();
    expect(verified(rotated.secret!).type).toBe('webhook.test');
    expect(() => verified(hook.secret)).toThrow();
  });

  it('a receiver that hangs holds up no other delivery: one that comes due meanwhile goes out while it still waits', async () => {
    const slow = dispatcherOf({ timeoutMs: 5_000, pollMs: 50 });
    await registered(['order.created']);
    const received = async (n: number) => {
      for (let i = 0; i < 400 && receiver.received.length < n; i++) await new Promise((ok) => setTimeout(ok, 25));
      expect(receiver.received).toHaveLength(n);
    };
    receiver.answer('hang');
    await book();
    const draining = slow.drain();
    await received(1);
    await book();
    await received(2);
    // The first is still out, unanswered: the second did not wait for it.
    const hanging = String(receiver.received[0]!.headers['webhook-id']);
    const [first] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hanging));
    expect(first).toMatchObject({ status: 'pending', attempts: 0 });
    await draining;
    const [timedOut] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hanging));
    expect(timedOut).toMatchObject({ status: 'pending', attempts: 1 });
    expect(timedOut!.history[0]!.error).toMatch(/no answer within 5 s/);
  });

  it('an endpoint that hangs with a backlog takes only a few places: another endpoint is sent its delivery meanwhile', async () => {
    const slow = dispatcherOf({ timeoutMs: 3_000, pollMs: 50 });
    const hanging = await registered(['station.changed']);
    receiver.always('hang');
    // Station writes (bookings would meet the rate limit): a backlog of 25 for the hanging endpoint.
    const rename = async (i: number) =>
      expect((await api(`/api/admin/stations/${stationId}`, { method: 'PATCH', json: { showName: `Backlog ${i}` } })).status).toBe(200);
    for (let i = 0; i < 25; i++) await rename(i);
    const other = await startWebhookReceiver();
    try {
      await registered(['station.changed'], other.url);
      await rename(25);
      const draining = slow.drain();
      for (let i = 0; i < 400 && other.received.length < 1; i++) await new Promise((ok) => setTimeout(ok, 25));
      expect(other.received).toHaveLength(1);
      // Sent while the hanging endpoint's first attempts were still out: none of them is recorded yet.
      const attempted = await t.db.select({ attempts: webhookDeliveries.attempts }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hanging.id));
      expect(attempted).toHaveLength(26);
      expect(attempted.filter((d) => d.attempts > 0)).toEqual([]);
      expect(receiver.received.length).toBeLessThanOrEqual(4);
      await slow.stop();
      await draining;
    } finally {
      await other.close();
    }
  });

  it('a claim that fails while a delivery is out ends the round only once that attempt is recorded; it is sent once', async () => {
    // The test app's database, whose next claim fails once, as a passing database error would:
    // the claim is the next transaction opened (PostgreSQL) or select made (SQLite).
    let failNextClaim = false;
    const flaky = new Proxy(t.db, {
      get(target, prop, self) {
        if ((prop === 'select' || prop === 'transaction') && failNextClaim) {
          failNextClaim = false;
          return () => {
            throw new Error('transient database error');
          };
        }
        const value: unknown = Reflect.get(target, prop, self);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const worker = dispatcherOf({ db: flaky, timeoutMs: 1_000, pollMs: 50 });
    await registered(['order.created']);
    receiver.answer('hang');
    await book();
    const round = worker.drain();
    for (let i = 0; i < 400 && receiver.received.length < 1; i++) await new Promise((ok) => setTimeout(ok, 25));
    expect(receiver.received).toHaveLength(1);
    failNextClaim = true;
    await expect(round).rejects.toThrow('transient database error');
    const [attempted] = await t.db.select().from(webhookDeliveries);
    expect(attempted).toMatchObject({ status: 'pending', attempts: 1 });

    t.clock.advance(5_000);
    await worker.drain();
    await worker.stop();
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [delivered] = await t.db.select().from(webhookDeliveries);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('a 500, a dropped connection and a receiver that hangs are retried with the same webhook-id; each attempt is listed', async () => {
    const hook = await registered(['order.created']);
    receiver.answer(500, 'drop', 'hang', 429);
    await book();
    await dispatcher.drain();
    for (const wait of [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000]) {
      t.clock.advance(wait);
      await dispatcher.drain();
    }
    expect(receiver.received).toHaveLength(5);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 5, responseStatus: 200 });
    expect(delivery!.history.map((h) => h.responseStatus)).toEqual([500, null, null, 429, 200]);
    expect(delivery!.history[2]!.error).toMatch(/no answer within 1 s/);
  });

  it('while the server is busy, deliveries still all go out, a few at a time', async () => {
    const hook = await registered(['order.created']);
    let rounds = 0;
    const busyDispatcher = dispatcherOf({
      busyPauseMs: 1,
      busy: () => {
        rounds++;
        return true;
      },
    });
    for (let i = 0; i < 7; i++) await book();
    await busyDispatcher.drain();
    expect(receiver.received).toHaveLength(7);
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect((await deliveries(hook.id)).every((d) => d.status === 'delivered')).toBe(true);
  });

  it('a 4xx other than 429 fails at once; redirects are not followed', async () => {
    const hook = await registered(['order.created']);
    receiver.answer(302);
    await book();
    await dispatcher.drain();
    t.clock.advance(10_000);
    await dispatcher.drain();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveries(hook.id))[0]).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 302 });
  });

  it('metrics count deliveries by event and result and age the oldest pending one', async () => {
    const hook = await registered(['order.created']);
    await book();
    t.clock.advance(30_000);
    const scrape = async () => await (await t.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const before = await scrape();
    expect(before).toContain('webhook_deliveries{event="order.created",result="pending"} 1');
    expect(before).toMatch(/^webhook_oldest_pending_seconds 30$/m);
    await dispatcher.drain();
    const after = await scrape();
    expect(after).toContain('webhook_deliveries{event="order.created",result="delivered"} 1');
    expect(after).toMatch(/^webhook_oldest_pending_seconds 0$/m);
    expect(after).not.toContain(hook.secret);
  });

  it('connects to the address it checked (a name only our resolver knows still reaches the receiver)', async () => {
    const hook = await registered(['order.created'], `http://receiver.test:${receiver.port}/hooks`);
    expect((await api(`/api/admin/webhooks/${hook.id}/test`, { method: 'POST' })).status).toBe(202);
    await dispatcher.drain();
    expect(verified(hook.secret).type).toBe('webhook.test');
    expect(receiver.received[0]!.headers.host).toBe(`receiver.test:${receiver.port}`);
  });

  it('a name that resolved to a public address at registration and to 169.254.169.254 later is not reached', async () => {
    lookups.delete('rebinding.test');
    const hook = await registered(['order.created'], 'https://rebinding.test/hooks');
    await api(`/api/admin/webhooks/${hook.id}/test`, { method: 'POST' });
    await dispatcher.drain();
    expect(lookups.get('rebinding.test')).toBe(2);
    expect((await deliveries(hook.id))[0]).toMatchObject({
      status: 'failed',
      responseStatus: null,
      lastError: 'URL must not point to a loopback, private, link-local or otherwise reserved address',
    });
  });

  it('after 3 days of failures the delivery fails, the endpoint is paused and OPS_EMAIL told once', async () => {
    const hook = await registered(['order.created']);
    receiver.always(503);
    await book();
    for (let i = 0; i < 20; i++) {
      await dispatcher.drain();
      t.clock.advance(10 * 3_600_000);
    }
    token = await t.newToken();
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: 503 });
    expect(delivery!.attempts).toBeGreaterThan(5);
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(endpoint).toMatchObject({ status: 'paused', pausedReason: 'Every delivery failed for 3 days' });
    const mails = await t.db.select().from(outbox).where(eq(outbox.subject, 'Webhook endpoint paused after 3 days of failures'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ops@example.test' });
    expect(mails[0]!.text).toContain(hook.url);
    // Resumed, it is healthy again.
    const resumed = await api(`/api/admin/webhooks/${hook.id}`, { method: 'PATCH', json: { status: 'active' } });
    expect(await resumed.json()).toMatchObject({ status: 'active', failingSince: null, pausedReason: null });
  });
});
