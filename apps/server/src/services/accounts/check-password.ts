import { MESSAGES, type LoginInput } from '@app/core';
import type { AppDeps } from '../../context';
import { AppError } from '../../lib/errors';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from './find-user-by-email';
import type { UserRow } from './user-json';

export interface CheckPasswordOptions {
  deps: Pick<AppDeps, 'db'>;
  input: LoginInput;
}

/**
 * Checks an email and password; 401 with one answer for an unknown email and a wrong password
 * alike, so sign-in never tells which accounts exist. Unknown emails and password-less
 * (Google-only) accounts cost the same hashing work as a real check, so the timing does not
 * tell them apart either.
 */
export async function checkPassword({ deps, input }: CheckPasswordOptions): Promise<UserRow> {
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyDummyPassword(input.password);
  if (!user || !ok) throw new AppError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
  return user;
}
