import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server';
import { PASSWORD } from '../auth/test-support';
import { orderBody } from '../orders/booking-test-support';
import { createTestApp, visibleStationId, type TestApp } from '../../test/helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { Authorization: `Bearer ${TOKEN}` };

/** One sample's value from the text exposition: `name{labels} value`, labels matched in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have: Record<string, string | undefined> = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  let stationId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'off', METRICS_TOKEN: TOKEN } });
    stationId = await visibleStationId(t);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.request('/metrics', { headers: bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('refuses without the token or with a wrong one (401), and never answers from a cache', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-token-wrong-token' },
      { Authorization: TOKEN },
      { Authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      const res = await t.request('/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.text()).not.toContain('http_requests_total');
    }
    const ok = await t.request('/metrics', { headers: bearer });
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('a booking moves orders_created_total and outbox_pending; sending the emails brings outbox_pending back', async () => {
    const before = await scrape();
    const orders = sample(before, 'orders_created_total')!;
    const pending = sample(before, 'outbox_pending')!;
    expect(orders).toBeGreaterThanOrEqual(0);
    const res = await t.request('/api/orders', { json: orderBody(stationId) });
    expect(res.status).toBe(201);
    const after = await scrape();
    expect(sample(after, 'orders_created_total')).toBe(orders + 1);
    // Two emails per order: the operations team's and the requester's.
    expect(sample(after, 'outbox_pending')).toBe(pending + 2);
    expect(sample(after, 'http_requests_total', { method: 'POST', route: '/api/orders', status: '201' })).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/orders', status: '201' })).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_bucket', { method: 'POST', route: '/api/orders', status: '201', le: '+Inf' })).toBe(1);
    await t.outbox.drain();
    const drained = await scrape();
    expect(sample(drained, 'outbox_pending')).toBe(0);
    expect(sample(drained, 'outbox_oldest_pending_seconds')).toBe(0);
  });

  it('an SMTP outage grows outbox_oldest_pending_seconds until the emails go out', async () => {
    t.transport.failing = true;
    try {
      expect((await t.request('/api/orders', { json: orderBody(stationId) })).status).toBe(201);
      t.clock.advance(30_000);
      await t.outbox.drain();
      const first = sample(await scrape(), 'outbox_oldest_pending_seconds')!;
      expect(first).toBe(30);
      t.clock.advance(90_000);
      await t.outbox.drain();
      const later = await scrape();
      expect(sample(later, 'outbox_oldest_pending_seconds')).toBe(120);
      expect(sample(later, 'outbox_pending')).toBe(2);
    } finally {
      t.transport.failing = false;
    }
    t.clock.advance(10 * 60_000);
    await t.outbox.drain();
    expect(sample(await scrape(), 'outbox_oldest_pending_seconds')).toBe(0);
  });

  it('counts failed logins (user and admin) and labels requests by route pattern, not path', async () => {
    const before = await scrape();
    const users = sample(before, 'failed_logins_total', { kind: 'user' })!;
    const admins = sample(before, 'failed_logins_total', { kind: 'admin' })!;
    expect(users).toBe(0);
    expect(admins).toBe(0);
    expect((await t.request('/api/auth/login', { json: { email: 'nobody@example.test', password: PASSWORD } })).status).toBe(401);
    expect((await t.request('/api/auth/login', { json: { email: 'nobody@example.test', password: PASSWORD } })).status).toBe(401);
    expect((await t.request('/api/admin/login', { json: { username: 'nobody', password: 'not the password' } })).status).toBe(401);
    expect((await t.request('/api/stations/some-station-id-123')).status).toBe(404);
    const after = await scrape();
    expect(sample(after, 'failed_logins_total', { kind: 'user' })).toBe(users + 2);
    expect(sample(after, 'failed_logins_total', { kind: 'admin' })).toBe(admins + 1);
    expect(sample(after, 'http_requests_total', { route: '/api/stations/:id', status: '404' })).toBe(1);
    expect(after).not.toContain('some-station-id-123');
  });

  it('serves every series the Grafana dashboard in deploy/ queries', async () => {
    const dashboard = JSON.parse(readFileSync(join(repoRoot, 'deploy', 'grafana-dashboard.json'), 'utf8')) as { panels: { targets?: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
    const names = new Set(exprs.flatMap((e) => [...e.matchAll(/([a-zA-Z_:][\w:]*)\{/g)].map((m) => m[1]!)));
    expect(names.size).toBeGreaterThanOrEqual(9);
    // Series with labels appear once something was counted: one request, one failed login.
    await t.request('/api/auth/login', { json: { email: 'nobody@example.test', password: PASSWORD } });
    const lines = (await scrape()).split('\n');
    for (const name of names)
      expect(
        lines.some((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `)),
        name,
      ).toBe(true);
  });

  it('reports event-loop lag and the database size', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    const size = sample(text, 'database_size_bytes')!;
    if (t.database.dialect === 'sqlite') {
      const pages = t.database.db.$client.pragma('page_count', { simple: true }) as number;
      expect(size).toBeGreaterThanOrEqual(pages * 4096);
    } else {
      // pg_database_size: a migrated, seeded PostgreSQL database takes several MB of files.
      expect(size).toBeGreaterThan(1_000_000);
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'off' }, seed: false });
  });
  afterAll(() => t.close());

  it('does not exist: 404 with or without a bearer token', async () => {
    for (const headers of [{}, bearer] as Record<string, string>[]) {
      const res = await t.request('/metrics', { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('http_requests_total');
    }
  });
});

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'off' }, seed: false });
  });
  afterAll(() => t.close());

  it('answers { ok: true, db: "ok" } while the database answers, then 503 once it is unreachable', async () => {
    const up = await t.request('/api/health');
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ ok: true, db: 'ok' });
    await t.disconnect();
    const down = await t.request('/api/health');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toEqual({ ok: false, db: 'unreachable' });
  });
});

describe('GET /api/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'off', BUSINESS_TIMEZONE: 'America/Chicago', CONTACT_EMAIL: 'desk@example.com' }, seed: false });
  });
  afterAll(() => t.close());

  it('answers the public settings to anyone, signed in or not', async () => {
    const res = await t.request('/api/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ contactEmail: 'desk@example.com', googleEnabled: false, businessTimeZone: 'America/Chicago' });
  });
});
