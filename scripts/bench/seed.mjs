// Bulk seed for the benchmark: grows the migrated, catalogue-seeded database to `stations`
// stations and `orders` orders, written straight into the real schema's tables in one
// transaction (the server is stopped meanwhile). Deterministic: the same run gives the same data.
// The database is a SQLite file (a path) or PostgreSQL (a postgres:// URL): the same SQL runs on
// both, and the only difference between them is in `open` below.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './server.mjs';

const requireFromServer = createRequire(join(repoRoot, 'apps', 'server', 'package.json'));
const Database = requireFromServer('better-sqlite3');
const pg = requireFromServer('pg');
const { v7: uuidv7 } = await import(pathToFileURL(requireFromServer.resolve('uuid')).href);

const AFFILIATES = ['ABC', 'NBC', 'CBS', 'FOX', 'CW', 'PBS', 'MyNetworkTV', 'Telemundo', 'Univision', 'Independent'];
const SHOWS = ['Good Morning', 'Live at Nine', 'Midday', 'The Morning Show', 'Today in', 'Weekend Live', 'Lifestyle', 'Daybreak'];
const STATUSES = [
  ['pending', 30],
  ['sent_to_station', 10],
  ['booking', 10],
  ['booking_completed', 20],
  ['finished', 20],
  ['cancelled', 10],
];
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAY = 86_400_000;

/** A small seeded generator (mulberry32), so every run seeds the same data. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  /** A UUIDv7 as the server makes them (lib/random.ts), for a row created at `msecs`. */
  const id = (msecs) => uuidv7({ msecs, random: Uint8Array.from({ length: 16 }, () => int(256)) });
  return { next, int, pick, id };
}

/** True when `database` names PostgreSQL (a postgres:// URL) rather than a SQLite file. */
export const isPostgres = (database) => /^postgres(ql)?:\/\//.test(database);

/**
 * Opens `database` behind the one interface the bench uses, whatever the dialect: all(sql, params)
 * resolves with the rows, run(sql, params) with nothing, close(). SQL is written once, with `?`
 * placeholders, in the subset both dialects read alike (`not is_hidden` is true for 0 and for
 * false; 0 and 1 are read as booleans by PostgreSQL); on PostgreSQL the placeholders become
 * $1, $2, … and counts (bigint, sent as text) become numbers.
 */
async function open(database, { readonly = false } = {}) {
  if (isPostgres(database)) {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const numbered = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${++n}`);
    };
    const all = async (sql, params = []) => (await client.query(numbered(sql), params)).rows;
    return { all, run: async (sql, params) => void (await all(sql, params)), close: () => client.end() };
  }
  const db = new Database(database, readonly ? { readonly: true, fileMustExist: true } : {});
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // A million orders go into indexes on random keys (order number, email): with SQLite's default
    // 2 MB page cache every insert would evict and rewrite index pages in the WAL over and over.
    db.pragma('cache_size = -524288');
  }
  // Statements prepared once each, as the loops below run the same few thousands of times.
  const prepared = new Map();
  const statement = (sql) => prepared.get(sql) ?? prepared.set(sql, db.prepare(sql)).get(sql);
  return {
    all: async (sql, params = []) => statement(sql).all(...params),
    run: async (sql, params = []) => void statement(sql).run(...params),
    close: async () => {
      if (!readonly) db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

/**
 * After a bulk load on PostgreSQL: the order triggers appended a few million counter deltas
 * (apps/server/src/db/order-counts.ts folds them in as readers come, a few at a time in normal
 * use). Folded here at once, then VACUUM ANALYZE, as after any bulk load: otherwise the first
 * requests fold millions of rows and then walk their dead index entries until autovacuum has
 * passed, and the planner works from the empty tables' statistics. Then a CHECKPOINT, as after
 * any bulk load.
 */
async function settleCounters(db) {
  await db.run(`with "moved" as (delete from "order_count_deltas" returning "kind", "key", "n")
    insert into "order_counts" ("kind", "key", "n")
    select "kind", "key", sum("n") from "moved" group by "kind", "key" order by "kind", "key"
    on conflict ("kind", "key") do update set "n" = "order_counts"."n" + excluded."n"`);
  await db.run('vacuum analyze');
  // And the gigabytes of WAL the load wrote flushed now, not by the checkpointer during the
  // measurements that follow.
  await db.run('checkpoint');
}

/**
 * When the team was reminded of a pending order: a day after it came in, for every one older than
 * that. A live server reminds once the 24 business hours have passed, two days or more later; the
 * earlier mark only makes sure that no reminder falls due while the bench measures (the pending
 * orders under a day old are not overdue yet). Without the mark, the first server started on the
 * grown database would find hundreds of thousands of old requests overdue and never reminded, and
 * its once-a-minute sweep would mark and email 500 of them a minute for hours, writing during
 * every measurement of the admin reads (issue 34).
 */
function overdueRemindedAt(status, createdAt, now) {
  const reminded = createdAt + DAY;
  return status === 'pending' && reminded < now.getTime() ? new Date(reminded).toISOString() : null;
}

/**
 * The request to its station of an order past pending, as a live server leaves it (the producer
 * link of DESIGN 15; every bench station has a contact email): sent a few hours after the order
 * came in; answered through the link for three in five of the orders the team moved on, a few
 * hours to three days later (the others the team relayed by hand); none for half the cancelled
 * ones, cancelled before they were sent. An unanswered request of an order still waiting on its
 * station is marked reminded a day after it was sent, as overdueRemindedAt marks the pending
 * orders: no reminder falls due while the bench measures. Null for no request. Drawn from its
 * own generator, so the orders are those of the seed before requests were added.
 */
function stationRequest(rnd, orderId, status, createdAt, now) {
  if (status === 'pending' || (status === 'cancelled' && rnd.next() < 0.5)) return null;
  const sentAt = Math.min(now.getTime(), createdAt + (1 + rnd.int(48)) * 3_600_000);
  // Unique as the server's (a hash of a random token), and across seeds that grow one database.
  const tokenHash = createHash('sha256').update(orderId).digest('hex');
  const iso = (ms) => new Date(ms).toISOString();
  if (status !== 'sent_to_station' && rnd.next() < 0.6) {
    const responseMs = Math.min(now.getTime() - sentAt, (1_800 + rnd.int(72 * 3_600)) * 1_000);
    return [orderId, tokenHash, iso(sentAt), null, iso(sentAt + responseMs), responseMs];
  }
  const reminded = sentAt + DAY;
  return [orderId, tokenHash, iso(sentAt), reminded < now.getTime() ? iso(reminded) : null, null, null];
}

/** How many stations and orders the open database holds. */
async function countRows(db) {
  const [{ stations, orders }] = await db.all('select (select count(*) from stations) as stations, (select count(*) from orders) as orders');
  return { stations: Number(stations), orders: Number(orders) };
}

/** Grows the database (a SQLite file or a postgres:// URL); resolves with how many stations and orders it then holds. */
export async function bulkSeed(database, { stations: stationTarget, orders: orderTarget, now = new Date() }) {
  const db = await open(database);
  const rnd = generator(20261120);
  const stamp = now.toISOString();
  const existing = await db.all('select call_letters as "callLetters", market, state, city from stations');
  const places = existing.filter((s) => s.state);
  const taken = new Set(existing.map((s) => s.callLetters));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

  const insertStation = `insert into stations (id, call_letters, affiliate, market, state, city, show_name, link, rate, is_hidden,
       contact_name, contact_email, contact_phone, contact_title, media_company, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  // Orders go in many rows per statement: a million single-row inserts would be a million round
  // trips on PostgreSQL (and a million statement runs on SQLite).
  const ORDER_COLUMNS =
    'id, order_number, user_id, agency_name, client_name, contact_name, email, phone, interview_topic, station_id, preferred_date, alternative_date, notes, status, created_at, updated_at, overdue_reminded_at';
  const ORDERS_PER_STATEMENT = 250;
  const ORDER_VALUES = 16;
  const insertOrders = (n) =>
    `insert into orders (${ORDER_COLUMNS}) values ${Array(n).fill('(?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`;
  const statusBag = STATUSES.flatMap(([s, weight]) => Array(weight).fill(s));
  const REQUEST_VALUES = 6;
  const insertRequests = (n) =>
    `insert into station_requests (order_id, token_hash, sent_at, reminded_at, answered_at, response_ms) values ${Array(n).fill('(?, ?, ?, ?, ?, ?)').join(', ')}`;
  const requestRnd = generator(20261128);
  const agencies = Array.from({ length: 400 }, (_, i) => `Agency ${i + 1} Media`);

  try {
    // One transaction: all of it or nothing.
    await db.run('begin');
    for (let n = existing.length; n < stationTarget; n++) {
      let call;
      do call = `${rnd.pick(['K', 'W'])}${letters[rnd.int(26)]}${letters[rnd.int(26)]}${letters[rnd.int(26)]}${rnd.next() < 0.6 ? '' : `-${rnd.int(90) + 10}`}`;
      while (taken.has(call));
      taken.add(call);
      const place = rnd.pick(places);
      const rate = rnd.next() < 0.15 ? null : 500 + rnd.int(90) * 50;
      await db.run(insertStation, [
        rnd.id(now.getTime()),
        call,
        rnd.pick(AFFILIATES),
        place.market,
        place.state,
        place.city,
        `${rnd.pick(SHOWS)} ${place.city ?? place.market}`,
        `https://example.com/${call.toLowerCase()}`,
        rate,
        rnd.next() < 0.02 ? 1 : 0,
        'Booking Desk',
        `desk@${call.toLowerCase()}.example`,
        '+1 555 0100',
        'Producer',
        'Example Media',
        stamp,
        stamp,
      ]);
    }
    // In insertion order on both (SQLite's rowid order; a fresh PostgreSQL table's heap order).
    const visible = (await db.all('select id from stations where not is_hidden')).map((r) => r.id);
    const numbers = new Set((await db.all('select order_number as "orderNumber" from orders')).map((r) => r.orderNumber));
    const have = numbers.size;
    let batch = [];
    const flush = async () => {
      if (batch.length) await db.run(insertOrders(batch.length / ORDER_VALUES), batch);
      batch = [];
    };
    // The station requests go in after every order: each names its order, which PostgreSQL's
    // foreign key check and the request's insert trigger look up by id, with a plan each session
    // makes once. Made while the orders table still looked empty, that plan reads the whole
    // table for every request (the seed had not finished after 15 minutes); made after the ANALYZE
    // below, it reads the primary key.
    const requests = [];
    for (let n = have; n < orderTarget; n++) {
      let number;
      do number = Array.from({ length: 8 }, () => CROCKFORD[rnd.int(32)]).join('');
      while (numbers.has(number));
      numbers.add(number);
      const createdAt = now.getTime() - rnd.int(180 * DAY);
      const created = new Date(createdAt).toISOString();
      const preferred = new Date(now.getTime() + (7 + rnd.int(60)) * DAY).toISOString().slice(0, 10);
      const agency = rnd.next() < 0.7 ? rnd.pick(agencies) : null;
      const id = rnd.id(createdAt);
      const row = [
        id,
        number,
        agency,
        `Client ${rnd.int(20_000)}`,
        `Contact ${rnd.int(20_000)}`,
        `requester${rnd.int(8_000)}@example.com`,
        rnd.next() < 0.5 ? '+1 555 010 2030' : null,
        `Interview topic ${rnd.int(1_000)}`,
        rnd.pick(visible),
        preferred,
        rnd.next() < 0.3 ? preferred : null,
        rnd.next() < 0.4 ? 'Prefers a morning slot; has appeared on local TV before.' : null,
      ];
      const status = rnd.pick(statusBag);
      batch.push(...row, status, created, created, overdueRemindedAt(status, createdAt, now));
      const request = stationRequest(requestRnd, id, status, createdAt, now);
      if (request) requests.push(...request);
      if (batch.length === ORDERS_PER_STATEMENT * ORDER_VALUES) await flush();
    }
    await flush();
    if (isPostgres(database)) await db.run('analyze orders');
    const REQUESTS_PER_STATEMENT = 250;
    for (let i = 0; i < requests.length; i += REQUESTS_PER_STATEMENT * REQUEST_VALUES) {
      const chunk = requests.slice(i, i + REQUESTS_PER_STATEMENT * REQUEST_VALUES);
      await db.run(insertRequests(chunk.length / REQUEST_VALUES), chunk);
    }
    await db.run('commit');
    if (isPostgres(database)) await settleCounters(db);
    return await countRows(db);
  } catch (err) {
    await db.run('rollback').catch(() => undefined);
    throw err;
  } finally {
    await db.close();
  }
}

/**
 * Waits until the server's outbox has nothing left to send, so the emails queued by one
 * endpoint's run are not delivered during the next endpoint's measurement. It waits as long as
 * emails keep leaving (a faster order run queues more of them) and fails once none has left for
 * `stalledMs`. Resolves with the number of seconds it waited.
 */
export async function outboxDrained(database, stalledMs = 60_000) {
  const db = await open(database, { readonly: true });
  const started = Date.now();
  const pending = async () => Number((await db.all("select count(*) as n from outbox where status = 'pending'"))[0].n);
  try {
    let fewest = Infinity;
    let progressAt = Date.now();
    for (let left = await pending(); left > 0; left = await pending()) {
      if (left < fewest) [fewest, progressAt] = [left, Date.now()];
      if (Date.now() - progressAt > stalledMs) throw new Error(`the outbox sent nothing for ${stalledMs / 1000} s with ${left} emails still to send`);
      await new Promise((ok) => setTimeout(ok, 250));
    }
  } finally {
    await db.close();
  }
  return (Date.now() - started) / 1000;
}

/** How many stations and orders the database holds (read-only: the server may be running). */
export async function rowCounts(database) {
  const db = await open(database, { readonly: true });
  try {
    return await countRows(db);
  } finally {
    await db.close();
  }
}
