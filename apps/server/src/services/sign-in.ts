import type { LoginInput } from '@app/core';
import { MESSAGES } from '@app/core';
import type { AppDeps } from '../context';
import { AppError } from '../lib/errors';
import { verifyDummyPassword, verifyPassword } from '../lib/passwords';
import { findUserByEmail, type UserRow } from './users';

/** The one answer for an unknown email and a wrong password alike, so sign-in never tells which accounts exist. */
export const invalidCredentials = () => new AppError(401, MESSAGES.invalidCredentials, 'invalid_credentials');

/**
 * Checks an email and password. Unknown emails and password-less (Google-only) accounts cost the
 * same hashing work as a real check, so neither the answer nor its timing tells them apart.
 */
export async function checkPassword(deps: AppDeps, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, input.email);
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyDummyPassword(input.password);
  if (!user || !ok) throw invalidCredentials();
  return user;
}
