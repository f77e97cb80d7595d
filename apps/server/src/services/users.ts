import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@app/core';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The only user fields that ever leave the server (GET /api/auth/user): never hashes or tokens. */
export function currentUserOf(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    agencyName: user.agencyName,
    isEmailVerified: user.isEmailVerified,
    profileImageUrl: user.profileImageUrl,
  };
}

/** Emails are stored trimmed and lower-cased: one account per address. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The account with this email, if any. */
export async function findUserByEmail(db: Reader, email: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.email, normalizeEmail(email))))[0];
}

/** The account with this id, if any. */
export async function findUserById(db: Reader, id: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)))[0];
}
