import type { CurrentUser } from '@app/core';
import type { users } from '../../db/schema';
import { rowJson } from '../../lib/row-json';

export type UserRow = typeof users.$inferSelect;

const CURRENT_USER_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'userType',
  'agencyName',
  'isEmailVerified',
  'profileImageUrl',
] as const satisfies readonly (keyof CurrentUser)[];

/** The only user fields that ever leave the server (GET /api/auth/user): never hashes or tokens. */
export function currentUserOf(user: UserRow): CurrentUser {
  return rowJson(user, CURRENT_USER_FIELDS);
}

/** Emails are stored trimmed and lower-cased: one account per address. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
