// Bulk seed for the benchmark: grows the migrated, catalogue-seeded database to `stations`
// stations and `orders` orders, written straight into the real schema's tables in one
// transaction (the server is stopped meanwhile). Deterministic: the same run gives the same data.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './server.mjs';

const requireFromServer = createRequire(join(repoRoot, 'apps', 'server', 'package.json'));
const Database = requireFromServer('better-sqlite3');
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

/** Grows the database at dbFile; returns how many stations and orders it then holds. */
export function bulkSeed(dbFile, { stations: stationTarget, orders: orderTarget, now = new Date() }) {
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const rnd = generator(20261120);
  const stamp = now.toISOString();
  const existing = db.prepare('select call_letters as callLetters, market, state, city from stations').all();
  const places = existing.filter((s) => s.state);
  const taken = new Set(existing.map((s) => s.callLetters));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

  const insertStation = db.prepare(
    `insert into stations (id, call_letters, affiliate, market, state, city, show_name, link, rate, is_hidden,
       contact_name, contact_email, contact_phone, contact_title, media_company, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOrder = db.prepare(
    `insert into orders (id, order_number, user_id, agency_name, client_name, contact_name, email, phone, interview_topic,
       station_id, preferred_date, alternative_date, notes, status, created_at, updated_at)
     values (?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const statusBag = STATUSES.flatMap(([s, weight]) => Array(weight).fill(s));
  const agencies = Array.from({ length: 400 }, (_, i) => `Agency ${i + 1} Media`);

  db.transaction(() => {
    for (let n = existing.length; n < stationTarget; n++) {
      let call;
      do call = `${rnd.pick(['K', 'W'])}${letters[rnd.int(26)]}${letters[rnd.int(26)]}${letters[rnd.int(26)]}${rnd.next() < 0.6 ? '' : `-${rnd.int(90) + 10}`}`;
      while (taken.has(call));
      taken.add(call);
      const place = rnd.pick(places);
      const rate = rnd.next() < 0.15 ? null : 500 + rnd.int(90) * 50;
      insertStation.run(
        rnd.id(now.getTime()), call, rnd.pick(AFFILIATES), place.market, place.state, place.city,
        `${rnd.pick(SHOWS)} ${place.city ?? place.market}`, `https://example.com/${call.toLowerCase()}`, rate, rnd.next() < 0.02 ? 1 : 0,
        'Booking Desk', `desk@${call.toLowerCase()}.example`, '+1 555 0100', 'Producer', 'Example Media', stamp, stamp,
      );
    }
    const visible = db.prepare('select id from stations where is_hidden = 0').pluck().all();
    const numbers = new Set(db.prepare('select order_number from orders').pluck().all());
    const have = numbers.size;
    for (let n = have; n < orderTarget; n++) {
      let number;
      do number = Array.from({ length: 8 }, () => CROCKFORD[rnd.int(32)]).join('');
      while (numbers.has(number));
      numbers.add(number);
      const createdAt = now.getTime() - rnd.int(180 * DAY);
      const created = new Date(createdAt).toISOString();
      const preferred = new Date(now.getTime() + (7 + rnd.int(60)) * DAY).toISOString().slice(0, 10);
      const agency = rnd.next() < 0.7 ? rnd.pick(agencies) : null;
      insertOrder.run(
        rnd.id(createdAt), number, agency, `Client ${rnd.int(20_000)}`, `Contact ${rnd.int(20_000)}`, `requester${rnd.int(8_000)}@example.com`,
        rnd.next() < 0.5 ? '+1 555 010 2030' : null, `Interview topic ${rnd.int(1_000)}`, rnd.pick(visible), preferred,
        rnd.next() < 0.3 ? preferred : null, rnd.next() < 0.4 ? 'Prefers a morning slot; has appeared on local TV before.' : null,
        rnd.pick(statusBag), created, created,
      );
    }
  })();
  const counts = {
    stations: db.prepare('select count(*) from stations').pluck().get(),
    orders: db.prepare('select count(*) from orders').pluck().get(),
  };
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return counts;
}

/**
 * Waits until the server's outbox has nothing left to send (at most `timeoutMs`), so the emails
 * queued by one endpoint's run are not delivered during the next endpoint's measurement.
 * Resolves with the number of seconds it waited.
 */
export async function outboxDrained(dbFile, timeoutMs = 180_000) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const started = Date.now();
  try {
    const pending = db.prepare("select count(*) as n from outbox where status = 'pending'");
    while (pending.get().n > 0) {
      if (Date.now() - started > timeoutMs) throw new Error(`the outbox still had ${pending.get().n} emails to send after ${timeoutMs / 1000} s`);
      await new Promise((ok) => setTimeout(ok, 250));
    }
  } finally {
    db.close();
  }
  return (Date.now() - started) / 1000;
}

/** How many stations and orders the database holds (read-only: the server may be running). */
export function rowCounts(dbFile) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return {
      stations: db.prepare('select count(*) from stations').pluck().get(),
      orders: db.prepare('select count(*) from orders').pluck().get(),
    };
  } finally {
    db.close();
  }
}
