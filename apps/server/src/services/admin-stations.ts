import { asc, eq } from 'drizzle-orm';
import type { AdminStation, StationInput, StationUpdate } from '@app/core';
import type { Db } from '../db/client';
import { stations } from '../db/schema';
import type { Clock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import { newId } from '../lib/random';
import { isUniqueViolation } from '../db/sql';
import { recordAudit, type AuditActor } from './audit/record-audit';
import { inTransaction } from '../db/transaction';

interface Deps {
  db: Db;
  clock: Clock;
}

type StationRow = typeof stations.$inferSelect;

/** A station row as admin endpoints return it: every column, contact fields included. */
export function adminStationJson(row: StationRow): AdminStation {
  return {
    id: row.id,
    callLetters: row.callLetters,
    affiliate: row.affiliate,
    market: row.market,
    state: row.state,
    city: row.city,
    showName: row.showName ?? '',
    link: row.link,
    rate: row.rate,
    isHidden: row.isHidden,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    contactTitle: row.contactTitle,
    mediaCompany: row.mediaCompany,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every station, hidden ones included, by market then call letters. */
export async function listAdminStations(db: Db): Promise<AdminStation[]> {
  return (await db.select().from(stations).orderBy(asc(stations.market), asc(stations.callLetters))).map(adminStationJson);
}

async function findStation(db: Pick<Db, 'select'>, id: string): Promise<StationRow | undefined> {
  return (await db.select().from(stations).where(eq(stations.id, id)))[0];
}

const duplicate = (callLetters: string) =>
  new AppError(409, `A station with call letters ${callLetters} already exists`, 'conflict', {
    callLetters: [`A station with call letters ${callLetters} already exists`],
  });

/** Adds a station; 409 when the call letters are taken. The public catalogue sees it at once (SQL triggers). */
export async function createStation(deps: Deps, actor: AuditActor, input: StationInput): Promise<AdminStation> {
  const now = deps.clock.now().toISOString();
  const row: StationRow = { id: newId(), ...input, isHidden: false, createdAt: now, updatedAt: now };
  try {
    await inTransaction(deps.db, async (tx) => {
      await tx.insert(stations).values(row);
      await recordAudit({ tx, clock: deps.clock, actor, action: 'station.create', targetType: 'station', targetId: row.id, after: row });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'stations.call_letters')) throw duplicate(input.callLetters);
    throw err;
  }
  return adminStationJson(row);
}

/** Changes the given fields of a station (absent keys stay as they are); 404 if unknown. */
export async function updateStation(deps: Deps, actor: AuditActor, id: string, patch: StationUpdate): Promise<AdminStation> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<StationRow>;
  try {
    return inTransaction(deps.db, async (tx) => {
      const before = await findStation(tx, id);
      if (!before) throw notFound('Station not found');
      const after: StationRow = { ...before, ...changes, updatedAt: deps.clock.now().toISOString() };
      await tx.update(stations).set({ ...changes, updatedAt: after.updatedAt }).where(eq(stations.id, id));
      await recordAudit({ tx, clock: deps.clock, actor, action: 'station.update', targetType: 'station', targetId: id, before, after });
      return adminStationJson(after);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'stations.call_letters')) throw duplicate(String(changes.callLetters));
    throw err;
  }
}

/** Hides or shows a station on every public surface (search, chat, booking). */
export async function setStationVisibility(deps: Deps, actor: AuditActor, id: string, isHidden: boolean): Promise<AdminStation> {
  return inTransaction(deps.db, async (tx) => {
    const before = await findStation(tx, id);
    if (!before) throw notFound('Station not found');
    const after: StationRow = { ...before, isHidden, updatedAt: deps.clock.now().toISOString() };
    await tx.update(stations).set({ isHidden, updatedAt: after.updatedAt }).where(eq(stations.id, id));
    await recordAudit({ tx, clock: deps.clock,
      actor,
      action: 'station.visibility',
      targetType: 'station',
      targetId: id,
      before: { isHidden: before.isHidden },
      after: { isHidden },
    });
    return adminStationJson(after);
  });
}

/** Deletes a station. Its orders are kept with no station (the foreign key sets it null). */
export async function deleteStation(deps: Deps, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const before = await findStation(tx, id);
    if (!before) throw notFound('Station not found');
    await tx.delete(stations).where(eq(stations.id, id));
    await recordAudit({ tx, clock: deps.clock, actor, action: 'station.delete', targetType: 'station', targetId: id, before });
  });
}
