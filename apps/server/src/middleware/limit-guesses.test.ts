import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { AppError } from '../lib/errors';
import { MINUTE } from '../lib/time';
import { createRateLimiter, limitGuesses } from './rate-limit';

const db = openDatabase(':memory:');
runMigrations(db);
afterAll(() => db.$client.close());

const limiter = (name: string) => createRateLimiter({ name, limit: 2, windowMs: 15 * MINUTE, db, enabled: true });
const wrongGuess = () => Promise.reject(new AppError(401, 'Invalid email or password', 'invalid_credentials'));
const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (err: unknown) => (err instanceof AppError ? err.status : 500),
  );

describe('limitGuesses', () => {
  it('uses up every limit on a wrong guess, and refuses the guess past the limit before the work runs', async () => {
    const [address, account] = [limiter('t-address-1'), limiter('t-account-1')];
    let checked = 0;
    const attempt = () =>
      limitGuesses(
        [
          [address, '10.0.0.1'],
          [account, 'ana@example.com'],
        ],
        () => {
          checked++;
          return wrongGuess();
        },
      );
    expect([await status(attempt()), await status(attempt()), await status(attempt())]).toEqual([401, 401, 429]);
    expect(checked).toBe(2);
  });

  it('gives every count back on success and on a failure that is not a wrong guess', async () => {
    const [address, account] = [limiter('t-address-2'), limiter('t-account-2')];
    const attempts = [
      [address, '10.0.0.2'],
      [account, 'bo@example.com'],
    ] as const;
    for (let i = 0; i < 5; i++) expect(await limitGuesses(attempts, () => Promise.resolve('ok'))).toBe('ok');
    for (let i = 0; i < 5; i++)
      expect(await status(limitGuesses(attempts, () => Promise.reject(new AppError(403, 'Verify your email first', 'email_unverified'))))).toBe(403);
    // Nothing was used up: two wrong guesses still pass the limit of two.
    expect([await status(limitGuesses(attempts, wrongGuess)), await status(limitGuesses(attempts, wrongGuess))]).toEqual([401, 401]);
    expect(await status(limitGuesses(attempts, wrongGuess))).toBe(429);
  });

  it('counts a wrong current password like a wrong sign-in', async () => {
    const user = limiter('t-user-3');
    const wrongCurrent = () => Promise.reject(new AppError(400, 'Current password is incorrect', 'wrong_password'));
    expect([await status(limitGuesses([[user, 'u1']], wrongCurrent)), await status(limitGuesses([[user, 'u1']], wrongCurrent))]).toEqual([400, 400]);
    expect(await status(limitGuesses([[user, 'u1']], wrongCurrent))).toBe(429);
  });
});
