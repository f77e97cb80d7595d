import type { RegisterInput } from '@app/core';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { newId } from '../../lib/random';
import { findUserByEmail } from './find-user-by-email';
import { queueAccountLink } from './queue-account-link';
import { rejectCommonPassword } from './reject-common-password';
import type { UserRow } from './user-json';

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface RegisterAccountOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  input: RegisterInput;
}

/**
 * Creates a password account (not yet verified, not signed in) and queues the verification
 * email in the same transaction. 409 when the email already has an account.
 */
export async function registerAccount({ deps, input }: RegisterAccountOptions): Promise<UserRow> {
  if (await findUserByEmail({ db: deps.db, email: input.email })) throw new AppError(409, EMAIL_TAKEN, 'email_taken');
  rejectCommonPassword({ password: input.password, userInputs: [input.email, input.firstName, input.lastName, input.agencyName] });
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now().toISOString();
  const user: UserRow = {
    id: newId(),
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: null,
    userType: input.userType,
    // Only agency accounts carry an agency name (the sign-up form shows the field for agencies only).
    agencyName: input.userType === 'agency' ? input.agencyName : null,
    googleId: null,
    isEmailVerified: false,
    pricingTier: 'standard',
    createdAt: now,
    updatedAt: now,
  };
  try {
    await inTransaction(deps.db, async (tx) => {
      await tx.insert(users).values(user);
      await queueAccountLink({ tx, deps, purpose: 'verify_email', user });
    });
  } catch (err) {
    // Two sign-ups with one address at the same moment: the second loses on the unique index.
    if (isUniqueViolation(err, 'users.email')) throw new AppError(409, EMAIL_TAKEN, 'email_taken');
    throw err;
  }
  deps.mailer.wake();
  return user;
}
