import type { CurrentUser } from '@app/core';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

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
