import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins } from '../db/schema';
import type { Clock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import { newId, newToken } from '../lib/random';
import { isUniqueViolation } from '../db/sql';
import { recordAudit, type AuditActor } from './audit/record-audit';
import { revokeAllAdminTokens } from './admin-tokens';
import { hashPassword } from '../lib/passwords';
import { inTransaction } from '../db/transaction';

const USERNAME_PATTERN = /^[a-z0-9._@-]{1,100}$/;
export const ADMIN_PASSWORD_MIN = 8;

/** Usernames are compared case-insensitively: stored trimmed and lower-cased. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Throws 400 unless the username is 1-100 of a-z, 0-9, '.', '_', '@', '-'. */
export function checkUsername(username: string): string {
  const name = normalizeUsername(username);
  if (!USERNAME_PATTERN.test(name)) {
    throw new AppError(400, 'Username must be 1 to 100 letters, digits, or . _ @ -', 'validation_error');
  }
  return name;
}

/** Throws 400 unless the password has at least 8 characters (counted in characters; a long password is never truncated). */
export function checkAdminPassword(password: string): void {
  if ([...password].length < ADMIN_PASSWORD_MIN) {
    throw new AppError(400, `Password must be at least ${ADMIN_PASSWORD_MIN} characters`, 'validation_error');
  }
}

/** A random password for an admin created without one: 144 bits, URL-safe. */
export const generateAdminPassword = (): string => newToken(18);

/** Number of admin accounts. */
export async function adminCount(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(admins))[0]?.n ?? 0;
}

/** The admin with this username, or undefined. */
export async function findAdminByUsername(db: Pick<Db, 'select'>, username: string) {
  return (await db.select().from(admins).where(eq(admins.username, normalizeUsername(username))))[0];
}

/** Creates an admin; 409 when the username is taken. */
export async function createAdmin(
  deps: { db: Db; clock: Clock },
  input: { username: string; password: string; actor: AuditActor },
): Promise<{ id: string; username: string }> {
  const username = checkUsername(input.username);
  checkAdminPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now().toISOString();
  const id = newId();
  try {
    await inTransaction(deps.db, async (tx) => {
      if (await findAdminByUsername(tx, username)) throw new AppError(409, `An admin named ${username} already exists`, 'conflict');
      await tx.insert(admins).values({ id, username, passwordHash, createdAt: now, updatedAt: now });
      await recordAudit({ tx, clock: deps.clock, actor: input.actor, action: 'admin.create', targetType: 'admin', targetId: id, after: { username } });
    });
  } catch (err) {
    // Another process may have created it between our check and insert.
    if (isUniqueViolation(err, 'admins.username')) {
      throw new AppError(409, `An admin named ${username} already exists`, 'conflict');
    }
    throw err;
  }
  return { id, username };
}

/** Sets a new password and revokes every token of that admin, so old sessions end. */
export async function resetAdminPassword(
  deps: { db: Db; clock: Clock },
  input: { username: string; password: string; actor: AuditActor },
): Promise<{ id: string; username: string; revokedTokens: number }> {
  checkAdminPassword(input.password);
  const existing = await findAdminByUsername(deps.db, input.username);
  if (!existing) throw notFound(`No admin named ${normalizeUsername(input.username)}`);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now().toISOString();
  const revokedTokens = await inTransaction(deps.db, async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, existing.id));
    const revoked = await revokeAllAdminTokens(tx, deps.clock, existing.id);
    await recordAudit({ tx, clock: deps.clock,
      actor: input.actor,
      action: 'admin.reset_password',
      targetType: 'admin',
      targetId: existing.id,
      after: { username: existing.username, revokedTokens: revoked },
    });
    return revoked;
  });
  return { id: existing.id, username: existing.username, revokedTokens };
}
