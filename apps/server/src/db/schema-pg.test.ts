import { eq, getTableColumns, getTableName, is, sql, type InferSelectModel } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { freshPostgresDatabase, type TestPostgres } from '../test/postgres';
import { openDatabase, type Db } from './client';
import { migrationsFolder, runMigrations } from './migrate';
import { runPgMigrations } from './postgres';
import * as sqliteSchema from './schema';
import * as pgSchema from './schema-pg';

type SqliteTables = { [K in keyof typeof sqliteSchema as (typeof sqliteSchema)[K] extends SQLiteTable ? K : never]: (typeof sqliteSchema)[K] };
type PgTables = { [K in keyof typeof pgSchema as (typeof pgSchema)[K] extends PgTable ? K : never]: (typeof pgSchema)[K] };

// The compiler's half of the proof: every table has a twin with the same row type.
expectTypeOf<keyof SqliteTables>().toEqualTypeOf<keyof PgTables>();
expectTypeOf<{ [K in keyof SqliteTables]: InferSelectModel<SqliteTables[K]> }>().toEqualTypeOf<{
  [K in keyof PgTables]: InferSelectModel<PgTables[K]>;
}>();

const sqliteTables = Object.entries(sqliteSchema).filter(([, v]) => isTable(v)) as [keyof SqliteTables, SQLiteTable][];
const pgTables = Object.fromEntries(Object.entries(pgSchema).filter(([, v]) => isTable(v))) as unknown as Record<keyof SqliteTables, PgTable>;

function isTable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value;
}

const at = '2026-11-23T10:15:00.000Z';
/** One row per table, parents first: every column set, of every kind (text, integer, boolean, JSON, epoch ms). */
const samples: { [K in keyof SqliteTables]: SqliteTables[K]['$inferInsert'] } = {
  users: {
    id: 'u1',
    email: 'ana@example.com',
    passwordHash: 'hash',
    firstName: 'Ana',
    lastName: 'Ruiz',
    profileImageUrl: null,
    userType: 'agency',
    agencyName: 'Bright PR',
    googleId: 'g-1',
    isEmailVerified: true,
    pricingTier: 'standard',
    createdAt: at,
    updatedAt: at,
  },
  stations: {
    id: 's1',
    callLetters: 'KXAN',
    affiliate: 'NBC',
    market: 'Austin',
    state: 'TX',
    city: 'Austin',
    showName: 'Morning',
    link: 'https://kxan.example',
    rate: 450,
    isHidden: false,
    contactName: 'Bo',
    contactEmail: 'bo@kxan.example',
    contactPhone: '512',
    contactTitle: 'Producer',
    mediaCompany: 'Nexstar',
    createdAt: at,
    updatedAt: at,
  },
  dataVersions: { name: 'test-collection', version: 3 },
  sessions: { id: 'sess', userId: 'u1', expiresAt: at, absoluteExpiresAt: at, createdAt: at },
  emailTokens: { id: 't1', tokenHash: 'th', purpose: 'track_orders', userId: null, email: 'ana@example.com', expiresAt: at, usedAt: null, createdAt: at },
  userProfiles: {
    id: 'p1',
    userId: 'u1',
    agencyName: 'Bright PR',
    email: 'ana@example.com',
    totalBookings: 2,
    confirmedBookings: 1,
    totalSpent: 900,
    joinedAt: at,
    lastActive: at,
  },
  badges: { id: 'b-test', name: 'Test Badge', description: null, icon: '🧪', category: 'requests', threshold: 7, isActive: false, createdAt: at },
  userBadges: { id: 'ub1', userId: 'u1', badgeId: 'b-test', earnedAt: at, isDisplayed: true },
  orders: {
    id: 'o1',
    orderNumber: 'AB12CD34',
    userId: 'u1',
    agencyName: 'Bright PR',
    clientName: 'Dr. Lee',
    contactName: 'Ana',
    email: 'ana@example.com',
    phone: null,
    interviewTopic: 'Heat safety',
    stationId: 's1',
    preferredDate: '2026-12-01',
    alternativeDate: null,
    notes: 'n',
    requestGroupId: 'g1',
    status: 'booking_completed',
    createdAt: at,
    updatedAt: at,
    slotStartsAt: '2026-12-01T14:00:00.000Z',
    slotTimeZone: 'America/Chicago',
    slotFormat: 'remote',
    slotCallTime: '07:30',
    slotProducerNote: null,
    calendarSequence: 2,
    airedAt: null,
    clipUrl: null,
    cancelReason: null,
    threadMessageId: '<m@x>',
    overdueRemindedAt: null,
  },
  manageLinks: { tokenHash: 'mh', orderId: 'o1', createdAt: at },
  // Before orderEvents: its admin event then lowers this delay through the trigger.
  orderFirstActions: { orderId: 'o1', ms: 5_400_000_123 },
  notifications: {
    id: 'n1',
    title: 'Hi',
    message: 'Offer',
    type: 'urgent',
    isActive: true,
    startDate: '2026-11-01',
    endDate: null,
    buttonText: 'Go',
    buttonLink: '/x',
    createdAt: at,
    updatedAt: at,
  },
  chatQueries: { id: 'c1', userId: 'u1', query: 'texas', resultsCount: 3, userEmail: null, createdAt: at },
  unmetSearches: { id: 'us1', query: 'alaska', source: 'chat', createdAt: at },
  admins: { id: 'a1', username: 'root', passwordHash: 'h', createdAt: at, updatedAt: at },
  adminTokens: { id: 'at1', tokenHash: 'ath', adminId: 'a1', expiresAt: at, lastUsedAt: at, revokedAt: null, createdAt: at },
  auditLog: {
    id: 41,
    adminId: 'a1',
    adminUsername: 'root',
    action: 'update',
    targetType: 'station',
    targetId: 's1',
    before: { rate: 400, tags: ['a', 'b'], hidden: false },
    after: null,
    createdAt: at,
  },
  outbox: {
    id: 7,
    to: 'ana@example.com',
    subject: 'S',
    text: 'T',
    html: '<p>T</p>',
    status: 'pending',
    attempts: 1,
    nextAttemptAt: at,
    lastError: 'x',
    sentAt: null,
    createdAt: at,
    notBefore: at,
    messageId: '<id@x>',
    references: '<m@x>',
    replyTo: 'ops@x',
    attachments: '[]',
    changeId: 'ch',
  },
  rateLimits: { key: 'login:ana', points: 5, expire: 1_795_455_093_120 },
  orderEvents: {
    id: 'e1',
    orderId: 'o1',
    at,
    actor: 'admin:root',
    kind: 'slot',
    from: null,
    to: '{"a":1}',
    reason: 'r',
    internal: true,
    changeId: 'ch',
  },
  deletedOrders: { orderId: 'gone1', deletedAt: at, rows: { order: { id: 'gone1' }, events: [] } },
  idempotencyKeys: { keyHash: 'k', bodyHash: 'b', status: 201, body: '{"ok":true}', createdAt: at },
  stationBlackouts: { id: 'bl1', stationId: 's1', fromDate: '2026-12-24', toDate: '2026-12-26', note: null, createdAt: at },
  googleSignInFlows: { keyHash: 'g', state: 'st', codeVerifier: 'cv', nonce: 'n', expiresAt: at },
  stationRequests: {
    orderId: 'o1',
    tokenHash: 'th',
    sentTo: 'desk@station.example',
    sentAt: at,
    remindedAt: at,
    answeredAt: at,
    responseMs: 3_600_000,
    openedBy: 'c1',
    replaced: { tokenHash: 'th0', sentTo: null, sentAt: at, remindedAt: null, answeredAt: at, responseMs: 60_000, openedBy: null },
    waiting: false,
  },
  slotOffers: {
    orderId: 'o1',
    kind: 'make_good',
    options: [{ startsAt: '2026-12-15T09:30:00-06:00', timeZone: 'America/Chicago', format: 'remote' }],
    note: 'n',
    createdAt: at,
  },
  // A key no trigger writes (the orders above are counted under their own keys).
  orderCounts: { kind: 'agency', key: 'Sample Counted Agency', n: 12 },
  orderCountDeltas: { id: 1_000_000, kind: 'slot', key: '0001994035', n: -1 },
  webhookEndpoints: {
    id: 'w1',
    url: 'https://hooks.example/in',
    description: 'CRM',
    events: ['order.created'],
    secret: 'whsec_x',
    status: 'paused',
    pausedReason: 'failing',
    failingSince: at,
    createdAt: at,
    updatedAt: at,
  },
  webhookDeliveries: {
    id: 1,
    endpointId: 'w1',
    webhookId: 'msg_1',
    eventType: 'order.created',
    payload: '{}',
    status: 'failed',
    attempts: 2,
    nextAttemptAt: at,
    responseStatus: 500,
    lastError: 'HTTP 500',
    history: [{ at, responseStatus: 500, error: null }],
    createdAt: at,
    deliveredAt: at,
  },
};

/** A row of each table as inserted with only the required columns, to compare the defaults. */
const minimal: Partial<{ [K in keyof SqliteTables]: SqliteTables[K]['$inferInsert'] }> = {
  users: { id: 'u2', email: 'min@example.com', firstName: 'M', lastName: 'N', createdAt: at, updatedAt: at },
  stations: { id: 's2', callLetters: 'WMIN', affiliate: 'ABC', market: 'M', createdAt: at, updatedAt: at },
  orders: {
    id: 'o2',
    orderNumber: 'MIN00001',
    clientName: 'C',
    contactName: 'C',
    email: 'c@example.com',
    interviewTopic: 'T',
    preferredDate: '2026-12-02',
    createdAt: at,
    updatedAt: at,
  },
  notifications: { id: 'n2', title: 'T', message: 'M', startDate: '2026-11-01', createdAt: at, updatedAt: at },
  outbox: { to: 'x@example.com', subject: 'S', text: 'T', nextAttemptAt: at, createdAt: at },
  auditLog: { adminUsername: 'root', action: 'a', targetType: 't', targetId: 'i', createdAt: at },
  rateLimits: { key: 'min' },
  orderEvents: { id: 'e2', orderId: 'o2', at, actor: 'system', kind: 'note' },
  webhookEndpoints: { id: 'w2', url: 'https://hooks.example/min', events: [], secret: 's', createdAt: at, updatedAt: at },
};

let postgres: TestPostgres;
let sqlite: Db;

beforeAll(async () => {
  postgres = await freshPostgresDatabase();
  sqlite = openDatabase(':memory:');
  runMigrations(sqlite);
});

afterAll(async () => {
  sqlite?.$client.close();
  await postgres?.drop();
});

describe('PostgreSQL migrations', () => {
  it('apply every migration of migrations-pg to a fresh database, and again without effect', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder('migrations-pg'), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = async () => (await postgres.db.execute<{ n: string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`)).rows[0]!.n;
    expect(Number(await applied())).toBe(journal.entries.length);
    await runPgMigrations(postgres.db);
    expect(Number(await applied())).toBe(journal.entries.length);
  });

  it('make the same tables, columns, indexes and foreign keys as the SQLite migrations', async () => {
    const pgTablesFound = (
      await postgres.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`)
    ).rows.map((r) => r.table_name);
    const sqliteTablesFound = sqlite.$client
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> '__drizzle_migrations' order by name")
      .pluck()
      .all()
      // SQLite's text-search index of the orders is an FTS5 table with its shadow tables; on
      // PostgreSQL it is an index on `orders` (db/order-search.ts).
      .filter((name) => !/^orders_search(_(config|data|docsize|idx))?$/.test(name as string));
    expect(pgTablesFound).toEqual(sqliteTablesFound);

    for (const [key, table] of sqliteTables) {
      const s = sqliteTableConfig(table);
      const p = pgTableConfig(pgTables[key]);
      expect(p.name).toBe(s.name);
      expect(p.columns.map((c) => [c.name, c.notNull, c.primary, c.hasDefault])).toEqual(s.columns.map((c) => [c.name, c.notNull, c.primary, c.hasDefault]));
      const indexes = (cfg: { indexes: { config: { name?: string; unique?: boolean; columns: unknown[] } }[] }) =>
        cfg.indexes.map((i) => [i.config.name, i.config.unique, i.config.columns.map((c) => (c as { name: string }).name)]);
      expect(indexes(p)).toEqual(indexes(s));
      const fks = (cfg: {
        foreignKeys: { reference(): { columns: { name: string }[]; foreignTable: unknown; foreignColumns: { name: string }[] }; onDelete?: string }[];
      }) =>
        cfg.foreignKeys.map((f) => {
          const r = f.reference();
          return [r.columns.map((c) => c.name), getTableName(r.foreignTable as SQLiteTable), r.foreignColumns.map((c) => c.name), f.onDelete];
        });
      expect(fks(p)).toEqual(fks(s));
    }
  });

  it('seed the same badges and data versions as the SQLite migrations', async () => {
    const pgBadges = await postgres.db.select().from(pgSchema.badges).orderBy(pgSchema.badges.id);
    const sqliteBadges = sqlite.select().from(sqliteSchema.badges).orderBy(sqliteSchema.badges.id).all();
    expect(pgBadges).toEqual(sqliteBadges);
    expect(pgBadges.map((b) => b.name)).toContain('First Request');
    expect(await postgres.db.select().from(pgSchema.dataVersions)).toEqual(sqlite.select().from(sqliteSchema.dataVersions).all());
  });

  it('move the stations version on every write to stations, as SQLite triggers do', async () => {
    const version = async () => (await postgres.db.select().from(pgSchema.dataVersions).where(eq(pgSchema.dataVersions.name, 'stations')))[0]!.version;
    const station = { id: 'sv', callLetters: 'WVER', affiliate: 'CBS', market: 'V', createdAt: at, updatedAt: at };
    const v0 = await version();
    await postgres.db.insert(pgSchema.stations).values(station);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await postgres.db.update(pgSchema.stations).set({ isHidden: true }).where(eq(pgSchema.stations.id, 'sv'));
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await postgres.db.delete(pgSchema.stations).where(eq(pgSchema.stations.id, 'sv'));
    expect(await version()).toBeGreaterThan(v2);
  });
});

describe('row shapes on both dialects', () => {
  it('has a sample row for every table', () => {
    expect(Object.keys(samples).sort()).toEqual(sqliteTables.map(([k]) => k).sort());
  });

  it('round-trips one row per table to the same JavaScript value on SQLite and PostgreSQL', async () => {
    for (const key of Object.keys(samples) as (keyof SqliteTables)[]) {
      const row = samples[key] as Record<string, unknown>;
      const sTable = sqliteSchema[key] as SQLiteTable;
      const pTable = pgTables[key];
      sqlite.insert(sTable).values(row).run();
      await postgres.db.insert(pTable).values(row);
      const [sKey, sCol] = primaryKey(sTable);
      const [, pCol] = primaryKey(pTable);
      const fromSqlite = sqlite.select().from(sTable).where(eq(sCol, row[sKey])).all();
      const fromPg = await postgres.db.select().from(pTable).where(eq(pCol, row[sKey]));
      expect(fromSqlite, key).toEqual([row]);
      expect(fromPg, key).toEqual(fromSqlite);
    }
  });

  it('fills the same defaults, numbered ids included, on both', async () => {
    for (const key of Object.keys(minimal) as (keyof SqliteTables)[]) {
      const row = minimal[key] as Record<string, unknown>;
      const sTable = sqliteSchema[key] as SQLiteTable;
      const pTable = pgTables[key];
      const fromSqlite = sqlite.insert(sTable).values(row).returning().get() as Record<string, unknown>;
      const [fromPg] = (await postgres.db.insert(pTable).values(row).returning()) as Record<string, unknown>[];
      // Numbered ids: each dialect numbers from its own counter (the samples above set theirs).
      if (typeof fromSqlite.id === 'number') expect([typeof fromPg!.id, key]).toEqual(['number', key]);
      expect({ ...fromPg, id: typeof fromPg!.id }, key).toEqual({ ...fromSqlite, id: typeof fromSqlite.id });
    }
  });

  it('answers SQLite-shaped values to a raw query too: booleans, numbers, text timestamps', async () => {
    const [row] = (await postgres.db.execute<Record<string, unknown>>(sql`select is_hidden, rate, created_at from stations where id = 's1'`)).rows;
    expect(row).toEqual({ is_hidden: false, rate: 450, created_at: at });
  });
});

/** The primary key's property name and column (every table has a one-column key). */
function primaryKey(table: SQLiteTable | PgTable): [string, never] {
  const columns = Object.entries(getTableColumns(table));
  const single = columns.find(([, c]) => c.primary);
  if (single) return [single[0], single[1] as never];
  // A composite key (order_counts): its last column tells the sample rows apart.
  const composite = (is(table, SQLiteTable) ? sqliteTableConfig(table) : pgTableConfig(table as PgTable)).primaryKeys[0]!.columns.at(-1)!;
  const [key, column] = columns.find(([, c]) => c.name === composite.name)!;
  return [key, column as never];
}
