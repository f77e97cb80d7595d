import { MESSAGES } from '@app/core';
import type { AppDeps } from '../../context';
import { AppError } from '../../lib/errors';
import { findUsableEmailToken } from './consume-email-token';

export interface CheckResetTokenOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  token: string;
}

/**
 * GET /api/auth/reset-password?token=: whether a reset link still works, so the page says so
 * before a new password is typed twice. Nothing is used up; 400 invalid_token otherwise.
 */
export async function checkResetToken({ deps, token }: CheckResetTokenOptions): Promise<void> {
  const found = await findUsableEmailToken({ db: deps.db, clock: deps.clock, purpose: 'reset_password', token });
  if (!found.ok) throw new AppError(400, MESSAGES.resetLinkInvalid, 'invalid_token');
}
