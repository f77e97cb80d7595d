import { count, eq, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { databaseSizeBytes } from '../db/introspect';
import { orders, outbox, webhookDeliveries } from '../db/schema';
import type { Clock } from './clock';

/** Seconds; from a cached search (well under a millisecond) to a slow admin report. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Answers that are themselves the events operators watch: a 401 from a login route is a failed
 * login (a 429 is the rate limit, not a guess at a password).
 */
const FAILED_LOGINS: Record<string, string> = {
  'POST /api/auth/login 401': 'user',
  'POST /api/admin/login 401': 'admin',
};

/** What one request adds to the series, resolved once per method, route and status. */
interface RequestSeries {
  http: HttpSeries;
  failedLogin: { inc(): void } | undefined;
}

/** One method, route and status: its count, total seconds and latency buckets. */
class HttpSeries {
  count = 0;
  sum = 0;
  readonly buckets = new Float64Array(DURATION_BUCKETS.length);
  constructor(readonly labels: Readonly<Record<string, string>>) {}
  observe(seconds: number) {
    this.count++;
    this.sum += seconds;
    for (let i = 0; i < DURATION_BUCKETS.length; i++) {
      if (seconds <= DURATION_BUCKETS[i]!) {
        this.buckets[i]!++;
        return;
      }
    }
  }
}

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * http_requests_total and http_request_duration_seconds, kept in plain numbers per series and
 * turned into prom-client's samples only when scraped: prom-client's own counters and histograms
 * build and hash a label object on every observation, a cost every request would pay.
 */
function httpSeries(registry: Registry) {
  const all: HttpSeries[] = [];
  const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]) => ({
    name,
    help,
    type,
    aggregator: 'sum' as const,
    get: () => Promise.resolve({ name, help, type, aggregator: 'sum' as const, values: values() }),
    reset: () => {},
  });
  const register = (m: ReturnType<typeof metric>) => registry.registerMetric(m as unknown as Parameters<Registry['registerMetric']>[0]);
  register(
    metric('http_requests_total', 'HTTP requests answered, by method, route pattern and status', 'counter', () =>
      all.map((s) => ({ labels: { ...s.labels }, value: s.count })),
    ),
  );
  const name = 'http_request_duration_seconds';
  register(
    metric(name, 'Time to answer an HTTP request, by method, route pattern and status', 'histogram', () =>
      all.flatMap((s) => {
        let cumulative = 0;
        const buckets = DURATION_BUCKETS.map((le, i) => {
          cumulative += s.buckets[i]!;
          return { labels: { ...s.labels, le }, value: cumulative, metricName: `${name}_bucket` };
        });
        return [
          ...buckets,
          { labels: { ...s.labels, le: '+Inf' }, value: s.count, metricName: `${name}_bucket` },
          { labels: { ...s.labels }, value: s.sum, metricName: `${name}_sum` },
          { labels: { ...s.labels }, value: s.count, metricName: `${name}_count` },
        ];
      }),
    ),
  );
  return {
    add(labels: Record<string, string>) {
      const s = new HttpSeries(labels);
      all.push(s);
      return s;
    },
  };
}

export interface Metrics {
  /** Counts one answered request (route is the matched pattern, never the raw path). */
  request(method: string, route: string, status: number, seconds: number): void;
  /** The Prometheus text exposition of every series. */
  render(): Promise<string>;
  contentType: string;
}

/**
 * The process's Prometheus series: requests by route pattern and status with their latency,
 * failed logins, and, read from the database at each scrape, outbox depth and age, orders
 * created and database size; Node's own (event-loop lag, memory, CPU) come with prom-client.
 */
export function createMetrics(opts: { db: Db; clock: Clock }): Metrics {
  const { db, clock } = opts;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const http = httpSeries(registry);
  const failedLogins = new Counter({
    name: 'failed_logins_total',
    help: 'Sign-ins refused for a wrong email, username or password, by kind (user or admin)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  for (const kind of new Set(Object.values(FAILED_LOGINS))) failedLogins.labels(kind).inc(0);

  // Read at scrape time, from the database every app server shares: the truth, whoever wrote it.
  // Every database gauge reads one snapshot, taken at the start of each scrape (render below).
  let snapshot = {
    pending: 0,
    oldest: null as string | null,
    orders: 0,
    sizeBytes: 0,
    webhooks: [] as { event: string; status: string; n: number }[],
    webhookOldest: null as string | null,
  };
  const readOutbox = () => snapshot;
  const takeSnapshot = async () => {
    const [box] = await db
      .select({ pending: count(), oldest: sql<string | null>`min(${outbox.createdAt})` })
      .from(outbox)
      .where(eq(outbox.status, 'pending'));
    const [made] = await db.select({ n: count() }).from(orders);
    const webhooks = await db
      .select({ event: webhookDeliveries.eventType, status: webhookDeliveries.status, n: count() })
      .from(webhookDeliveries)
      .groupBy(webhookDeliveries.eventType, webhookDeliveries.status);
    const [waiting] = await db
      .select({ oldest: sql<string | null>`min(${webhookDeliveries.createdAt})` })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending'));
    snapshot = {
      pending: box?.pending ?? 0,
      oldest: box?.oldest ?? null,
      orders: made?.n ?? 0,
      sizeBytes: await databaseSizeBytes(db),
      webhooks: webhooks.map((w) => ({ ...w, n: Number(w.n) })),
      webhookOldest: waiting?.oldest ?? null,
    };
  };

  new Gauge({
    name: 'outbox_pending',
    help: 'Emails queued and not yet sent (failed ones, kept for an operator, are not counted)',
    registers: [registry],
    collect() {
      this.set(readOutbox().pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'Age of the oldest email still waiting to be sent; 0 when none waits',
    registers: [registry],
    collect() {
      const { oldest } = readOutbox();
      this.set(oldest ? Math.max(0, (clock.now().getTime() - Date.parse(oldest)) / 1000) : 0);
    },
  });
  new Counter({
    name: 'orders_created_total',
    help: 'Booking requests created (all of them in the database, whichever server took them)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(snapshot.orders);
    },
  });
  new Gauge({
    name: 'webhook_deliveries',
    help: 'Webhook deliveries by event and result (pending, delivered, failed), all servers together',
    labelNames: ['event', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const w of snapshot.webhooks) this.labels(w.event, w.status).set(w.n);
    },
  });
  new Gauge({
    name: 'webhook_oldest_pending_seconds',
    help: 'Age of the oldest webhook delivery not yet made (retries included); 0 when none waits',
    registers: [registry],
    collect() {
      const oldest = snapshot.webhookOldest;
      this.set(oldest ? Math.max(0, (clock.now().getTime() - Date.parse(oldest)) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'database_size_bytes',
    help: 'Size of the database (SQLite: its pages plus the write-ahead log not yet checkpointed)',
    registers: [registry],
    collect() {
      this.set(snapshot.sizeBytes);
    },
  });

  // One entry per method, route and status seen, so the per-request path builds no label objects.
  const series = new Map<string, Map<string, Map<number, RequestSeries>>>();
  const seriesOf = (method: string, route: string, status: number): RequestSeries => {
    let byRoute = series.get(method);
    if (!byRoute) series.set(method, (byRoute = new Map<string, Map<number, RequestSeries>>()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map<number, RequestSeries>()));
    let s = byStatus.get(status);
    if (!s) {
      const kind = FAILED_LOGINS[`${method} ${route} ${status}`];
      s = { http: http.add({ method, route, status: String(status) }), failedLogin: kind ? failedLogins.labels(kind) : undefined };
      byStatus.set(status, s);
    }
    return s;
  };

  return {
    request(method, route, status, seconds) {
      const s = seriesOf(method, route, status);
      s.http.observe(seconds);
      s.failedLogin?.inc();
    },
    render: async () => {
      await takeSnapshot();
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
