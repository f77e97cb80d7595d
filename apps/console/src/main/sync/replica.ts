// The console's local copy of what the admin views show: one SQLite file (node:sqlite, built
// into the Node that Electron embeds, so no native module is rebuilt for Electron's ABI) holding
// the change feed's rows, the feed cursor, the queue of actions made offline and the keys of the
// desktop notifications already shown. No Electron import: tests run it under Node.
import { chmodSync, closeSync, openSync, rmSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { FIRST_ACTIONS_BACKFILL, FIRST_ACTIONS_SCHEMA } from './first-actions';

/** The kinds of rows the change feed carries. */
export const ENTITIES = ['station', 'order', 'order_event', 'notification', 'chat_query'] as const;
export type Entity = (typeof ENTITIES)[number];
export const isEntity = (v: unknown): v is Entity => typeof v === 'string' && (ENTITIES as readonly string[]).includes(v);

export type Row = Record<string, unknown>;

/** One entry of a feed page. */
export interface Change {
  entity: Entity;
  id: string;
  op: 'upsert' | 'delete';
  row?: Row;
}

/** A row as it was before an offline action changed it here (null: it did not exist). */
export interface BeforeImage {
  entity: Entity;
  id: string;
  row: Row | null;
}

export type QueuedState = 'waiting' | 'refused';

/** An admin write kept until the server takes it (or refuses it). */
export interface QueuedAction {
  seq: number;
  /** Sent as Idempotency-Key: a retry after a lost answer is not applied twice. */
  key: string;
  method: string;
  path: string;
  body: string | null;
  /** What the operator did, in words ('Status of 7K2M… set to Booking'). */
  label: string;
  createdAt: string;
  state: QueuedState;
  /** The server's message when it refused the action. */
  message: string | null;
  before: BeforeImage[];
}

const TABLE: Record<Entity, string> = {
  station: 'stations',
  order: 'orders',
  order_event: 'order_events',
  notification: 'notifications',
  chat_query: 'chat_queries',
};

// Orders keep the columns the requests view sorts, filters and searches on beside their JSON, so
// 50,000 of them are queried in SQL without parsing each one.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS stations (id TEXT PRIMARY KEY, call_letters TEXT NOT NULL DEFAULT '', json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY, created_at TEXT NOT NULL, status TEXT NOT NULL, station_id TEXT,
  overdue INTEGER NOT NULL DEFAULT 0, search TEXT NOT NULL, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS orders_status_created ON orders (status, created_at, id);
CREATE INDEX IF NOT EXISTS orders_overdue ON orders (overdue, created_at, id);
-- Date order, and covers a search: the text is matched in the index, and only the rows of the
-- page are read from the table (a scan of 50,000 table rows for a search took ~10x longer).
CREATE INDEX IF NOT EXISTS orders_search ON orders (created_at, id, station_id, search);
-- The Analytics tab's top markets and agencies count these indexes, not the rows' JSON.
CREATE INDEX IF NOT EXISTS orders_station ON orders (station_id);
CREATE INDEX IF NOT EXISTS orders_agency ON orders (json_extract(json, '$.agencyName'));
CREATE TABLE IF NOT EXISTS order_events (id TEXT PRIMARY KEY, order_id TEXT NOT NULL, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS order_events_order ON order_events (order_id);
CREATE TABLE IF NOT EXISTS notifications (id TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chat_queries (id TEXT PRIMARY KEY, created_at TEXT NOT NULL DEFAULT '', json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS chat_queries_created ON chat_queries (created_at, id);
CREATE TABLE IF NOT EXISTS queue (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL,
  body TEXT, label TEXT NOT NULL, created_at TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'waiting',
  message TEXT, before TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS notified (key TEXT PRIMARY KEY);
`;

/** The replica's own tables' version: a file of an earlier one is migrated when opened. */
const REPLICA_VERSION = 1;

// The server works out overdue (24 business hours in its own time zone) and sends it with each
// order row; the replica trusts that flag rather than redoing the business-hours rule here.
const OVERDUE = 'overdue = 1';
/** Sent to the station and waiting on its answer, as the server's 'Waiting on station' filter. */
const WAITING_ON_STATION = "status = 'sent_to_station'";

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The text an order is found by: client, agency, contact, email and request number, lower case. */
function orderSearchText(row: Row): string {
  return [row.clientName, row.agencyName, row.contactName, row.email, row.orderNumber].map(str).join('\n').toLowerCase();
}

export interface OrderQuery {
  sort?: 'newest' | 'oldest';
  status?: string;
  q?: string;
  /** Only pending orders the server last marked overdue. */
  overdue?: boolean;
  /** Only orders sent to their station and waiting on its answer. */
  waitingOnStation?: boolean;
  limit: number;
  offset: number;
}

export interface Replica {
  readonly file: string;
  cursor(): string | null;
  /** When the last pull finished (ISO), or null before the first. */
  syncedAt(): string | null;
  meta(key: string): string | null;
  setMeta(key: string, value: string | null): void;
  /** Applies one feed page and its cursor in one transaction; `after` runs inside it. */
  applyPage(changes: Change[], cursor: string, after?: () => void): void;
  /**
   * Forgets every synced row, the cursor and when it was synced (a 410 from the feed), keeping
   * queued actions and the requests already notified.
   */
  resetRows(): void;
  get(entity: Entity, id: string): Row | null;
  /** Writes or removes one row here only (an offline action shown before the server has it). */
  put(entity: Entity, id: string, row: Row | null): void;
  all(entity: Entity): Row[];
  count(entity: Entity): number;
  orders(query: OrderQuery): { items: Row[]; total: number };
  overdueCount(): number;
  waitingOnStationCount(): number;
  eventsOf(orderId: string): Row[];
  chatQueries(limit: number, offset: number): { items: Row[]; total: number };
  /** A read of the tables above in SQL, for the figures counted here (local-analytics.ts). */
  select(sql: string, ...params: SQLInputValue[]): Row[];
  enqueue(action: Omit<QueuedAction, 'seq' | 'state' | 'message'>): QueuedAction;
  queued(state?: QueuedState): QueuedAction[];
  removeQueued(seq: number): void;
  /** Points the waiting actions at `to` where their paths name `from` (an item made offline, now made on the server). */
  renameInQueue(from: string, to: string): void;
  /** Records what an action's rows were before it was (re)applied here. */
  setBefore(seq: number, before: BeforeImage[]): void;
  refuse(seq: number, message: string): void;
  /** True the first time a key is seen: a desktop notification is shown once. */
  markNotified(key: string): boolean;
  transaction<T>(work: () => T): T;
  close(): void;
}

/**
 * Brings a replica made by an earlier version up to this one's tables (PRAGMA user_version):
 * 1 keeps each order's first-action delay (first-actions.ts).
 */
function migrate(db: DatabaseSync): void {
  const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  if (version >= REPLICA_VERSION) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(FIRST_ACTIONS_SCHEMA);
    db.exec(FIRST_ACTIONS_BACKFILL);
    db.exec(`PRAGMA user_version = ${REPLICA_VERSION}`);
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

/** Opens (creating if need be) the replica file, readable and writable by its owner only. */
export function openReplica(file: string): Replica {
  // Created 0600 before SQLite opens it, so the copy is never readable by others, even briefly.
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const db = new DatabaseSync(file);
  // WAL: the views read while a page is applied; NORMAL sync is safe with WAL (a crash loses at
  // most the last transaction, which the cursor stored in that same transaction repeats).
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  migrate(db);
  for (const suffix of ['-wal', '-shm']) {
    try {
      chmodSync(file + suffix, 0o600);
    } catch {
      // not created yet
    }
  }

  const cache = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const stmt = (sql: string) => {
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      cache.set(sql, s);
    }
    return s;
  };
  const parse = (json: unknown): Row => JSON.parse(String(json)) as Row;
  let depth = 0;

  function transaction<T>(work: () => T): T {
    if (depth > 0) return work();
    db.exec('BEGIN IMMEDIATE');
    depth++;
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    } finally {
      depth--;
    }
  }

  function put(entity: Entity, id: string, row: Row | null): void {
    const table = TABLE[entity];
    if (row === null) {
      stmt(`DELETE FROM ${table} WHERE id = ?`).run(id);
      return;
    }
    const json = JSON.stringify(row);
    switch (entity) {
      case 'station':
        stmt('INSERT OR REPLACE INTO stations (id, call_letters, json) VALUES (?, ?, ?)').run(id, str(row.callLetters).toLowerCase(), json);
        break;
      case 'order':
        stmt('INSERT OR REPLACE INTO orders (id, created_at, status, station_id, overdue, search, json) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          id,
          str(row.createdAt),
          str(row.status),
          typeof row.stationId === 'string' ? row.stationId : null,
          row.status === 'pending' && row.overdue === true ? 1 : 0,
          orderSearchText(row),
          json,
        );
        break;
      case 'order_event':
        stmt('INSERT OR REPLACE INTO order_events (id, order_id, json) VALUES (?, ?, ?)').run(id, str(row.orderId), json);
        break;
      case 'chat_query':
        stmt('INSERT OR REPLACE INTO chat_queries (id, created_at, json) VALUES (?, ?, ?)').run(id, str(row.createdAt), json);
        break;
      case 'notification':
        stmt('INSERT OR REPLACE INTO notifications (id, json) VALUES (?, ?)').run(id, json);
        break;
    }
  }

  const meta = (key: string): string | null => {
    const row = stmt('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return row?.value ?? null;
  };
  const setMeta = (key: string, value: string | null) => {
    if (value === null) stmt('DELETE FROM meta WHERE key = ?').run(key);
    else stmt('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
  };

  const toAction = (r: Record<string, SQLInputValue>): QueuedAction => ({
    seq: Number(r.seq),
    key: String(r.key),
    method: String(r.method),
    path: String(r.path),
    body: r.body === null ? null : String(r.body),
    label: String(r.label),
    createdAt: String(r.created_at),
    state: r.state === 'refused' ? 'refused' : 'waiting',
    message: r.message === null ? null : String(r.message),
    before: JSON.parse(String(r.before)) as BeforeImage[],
  });

  return {
    file,
    cursor: () => meta('cursor'),
    syncedAt: () => meta('syncedAt'),
    meta,
    setMeta,
    applyPage(changes, cursor, after) {
      transaction(() => {
        for (const c of changes) put(c.entity, c.id, c.op === 'delete' ? null : (c.row ?? null));
        setMeta('cursor', cursor);
        after?.();
      });
    },
    resetRows() {
      transaction(() => {
        for (const table of Object.values(TABLE)) db.exec(`DELETE FROM ${table}`);
        setMeta('cursor', null);
        // Until the copy is whole again the views ask the server, not a replica that holds part of it.
        setMeta('syncedAt', null);
      });
    },
    get(entity, id) {
      const row = stmt(`SELECT json FROM ${TABLE[entity]} WHERE id = ?`).get(id) as { json: string } | undefined;
      return row ? parse(row.json) : null;
    },
    put: (entity, id, row) => transaction(() => put(entity, id, row)),
    all(entity) {
      return (stmt(`SELECT json FROM ${TABLE[entity]}`).all() as { json: string }[]).map((r) => parse(r.json));
    },
    count(entity) {
      return Number((stmt(`SELECT count(*) AS n FROM ${TABLE[entity]}`).get() as { n: number }).n);
    },
    orders(query) {
      const where: string[] = [];
      const params: SQLInputValue[] = [];
      if (query.status) {
        where.push('status = ?');
        params.push(query.status);
      }
      if (query.overdue) where.push(OVERDUE);
      if (query.waitingOnStation) where.push(WAITING_ON_STATION);
      const q = query.q?.trim().toLowerCase();
      if (q) {
        // Call letters live on the small stations table, as on the server.
        where.push('(instr(search, ?) > 0 OR station_id IN (SELECT id FROM stations WHERE instr(call_letters, ?) > 0))');
        params.push(q, q);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const dir = query.sort === 'oldest' ? 'ASC' : 'DESC';
      const items = (
        stmt(`SELECT json FROM orders ${clause} ORDER BY created_at ${dir}, id ${dir} LIMIT ? OFFSET ?`).all(...params, query.limit, query.offset) as {
          json: string;
        }[]
      ).map((r) => parse(r.json));
      const total = Number((stmt(`SELECT count(*) AS n FROM orders ${clause}`).get(...params) as { n: number }).n);
      return { items, total };
    },
    overdueCount() {
      return Number((stmt(`SELECT count(*) AS n FROM orders WHERE ${OVERDUE}`).get() as { n: number }).n);
    },
    waitingOnStationCount() {
      return Number((stmt(`SELECT count(*) AS n FROM orders WHERE ${WAITING_ON_STATION}`).get() as { n: number }).n);
    },
    eventsOf(orderId) {
      return (stmt('SELECT json FROM order_events WHERE order_id = ?').all(orderId) as { json: string }[])
        .map((r) => parse(r.json))
        .sort((a, b) => (str(a.at) < str(b.at) ? -1 : str(a.at) > str(b.at) ? 1 : str(a.id) < str(b.id) ? -1 : 1));
    },
    chatQueries(limit, offset) {
      const items = (stmt('SELECT json FROM chat_queries ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(limit, offset) as { json: string }[]).map(
        (r) => parse(r.json),
      );
      return { items, total: Number((stmt('SELECT count(*) AS n FROM chat_queries').get() as { n: number }).n) };
    },
    select(sql, ...params) {
      return stmt(sql).all(...params) as Row[];
    },
    enqueue(action) {
      const createdAt = action.createdAt;
      const result = stmt('INSERT INTO queue (key, method, path, body, label, created_at, before) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        action.key,
        action.method,
        action.path,
        action.body,
        action.label,
        createdAt,
        JSON.stringify(action.before),
      );
      return { ...action, seq: Number(result.lastInsertRowid), state: 'waiting', message: null };
    },
    queued(state) {
      const rows = (state ? stmt('SELECT * FROM queue WHERE state = ? ORDER BY seq').all(state) : stmt('SELECT * FROM queue ORDER BY seq').all()) as Record<
        string,
        SQLInputValue
      >[];
      return rows.map(toAction);
    },
    removeQueued(seq) {
      stmt('DELETE FROM queue WHERE seq = ?').run(seq);
    },
    renameInQueue(from, to) {
      stmt("UPDATE queue SET path = replace(path, ?, ?) WHERE state = 'waiting' AND instr(path, ?) > 0").run(from, to, from);
    },
    setBefore(seq, before) {
      stmt('UPDATE queue SET before = ? WHERE seq = ?').run(JSON.stringify(before), seq);
    },
    refuse(seq, message) {
      stmt("UPDATE queue SET state = 'refused', message = ? WHERE seq = ?").run(message, seq);
    },
    markNotified(key) {
      return stmt('INSERT OR IGNORE INTO notified (key) VALUES (?)').run(key).changes > 0;
    },
    transaction,
    close() {
      if (db.isOpen) db.close();
    },
  };
}

/** Deletes a replica file and its WAL companions (logout, revoked token, another server). */
export function deleteReplicaFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
}
