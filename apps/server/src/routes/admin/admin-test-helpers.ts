// Shared set-up of the admin API tests: an app with one admin and a token, and direct inserts
// of orders and chat queries with chosen timestamps.
import { asc } from 'drizzle-orm';
import type { OrderStatus } from '@app/core';
import { auditLog, chatQueries, orders, stations, unmetSearches } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, newOrderNumber } from '../../lib/random';
import { createAdmin } from '../../services/admins/create-admin';
import { issueAdminToken } from '../../services/admins/issue-admin-token';
import { CLI_ACTOR } from '../../services/audit/record-audit';
import { createTestApp, type TestAppOptions } from '../../test/helpers';

export const TEST_ADMIN = { username: 'operator', password: 'correct horse battery' };

/** A test app with an admin account and a bearer token (issued directly: no password hashing per test). */
export async function createAdminTestApp(opts: TestAppOptions = {}) {
  const t = await createTestApp(opts);
  const admin = await createAdmin({ deps: t, ...TEST_ADMIN, actor: CLI_ACTOR });
  const newToken = async () => (await issueAdminToken({ tx: t.db, clock: t.clock, adminId: admin.id })).token;
  const token = await newToken();
  const auth = (tok = token) => ({ Authorization: `Bearer ${tok}` });
  /** A request with the admin token. */
  const api = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
    t.request(path, { method: init.method, json: init.json, headers: auth(init.token) });

  let n = 0;
  /** Inserts an order directly; fields default to a unique pending order on the first station. */
  const insertOrder = async (fields: Partial<typeof orders.$inferInsert> & { status?: OrderStatus } = {}) => {
    n++;
    const now = t.clock.now().toISOString();
    const stationId = fields.stationId === undefined ? await firstStationId() : fields.stationId;
    const row = {
      id: newId(),
      orderNumber: newOrderNumber(),
      userId: null,
      agencyName: `Agency ${n}`,
      clientName: `Client ${n}`,
      contactName: `Contact ${n}`,
      email: `requester${n}@example.test`,
      phone: null,
      interviewTopic: `Topic ${n}`,
      stationId,
      preferredDate: '2026-12-15',
      alternativeDate: null,
      notes: null,
      status: 'pending' as OrderStatus,
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
    await t.db.insert(orders).values(row);
    return row;
  };
  const firstStationId = async () => (await t.db.select({ id: stations.id }).from(stations).orderBy(asc(stations.callLetters)).limit(1))[0]?.id ?? null;

  const insertChatQuery = async (fields: Partial<typeof chatQueries.$inferInsert> = {}) => {
    const row = { id: newId(), userId: null, query: 'stations in texas', resultsCount: 3, userEmail: null, createdAt: t.clock.now().toISOString(), ...fields };
    await t.db.insert(chatQueries).values(row);
    return row;
  };
  const insertUnmetSearch = async (query: string, source: 'search' | 'chat' = 'search') =>
    await t.db.insert(unmetSearches).values({ id: newId(), query, source, createdAt: t.clock.now().toISOString() });

  /** Every audit entry, oldest first. */
  const audit = async () => await t.db.select().from(auditLog).orderBy(asc(auditLog.id));

  return { ...t, admin, token, newToken, auth, api, insertOrder, insertChatQuery, insertUnmetSearch, audit };
}

export type AdminTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;

/**
 * Stations that test the admin stations list's rule beyond the seeded catalogue: case,
 * punctuation, missing rates and show names, ties, LIKE's wildcards in names, a name outside
 * ASCII, a hidden station. Added in one transaction.
 */
export async function addTrickyStations(t: AdminTestApp): Promise<void> {
  const at = t.clock.now().toISOString();
  const extra = [
    { callLetters: 'kmix', affiliate: 'nbc', market: 'austin', showName: null, rate: null },
    { callLetters: 'KMIY', affiliate: 'NBC ', market: 'Austin', showName: 'Good_Day 100%', rate: 250 },
    { callLetters: 'WÉTV', affiliate: 'Télé', market: 'Montréal', showName: 'Bonjour', rate: 250 },
    { callLetters: 'KDFW-TV', affiliate: 'FOX', market: 'Dallas-Fort Worth', showName: 'Good Day', rate: 250, isHidden: true },
    { callLetters: 'KSTL', affiliate: 'cw', market: 'St. Louis', showName: '', rate: 0 },
  ];
  await inTransaction(t.db, (tx) => tx.insert(stations).values(extra.map((s) => ({ id: newId(), isHidden: false, createdAt: at, updatedAt: at, ...s }))));
}
