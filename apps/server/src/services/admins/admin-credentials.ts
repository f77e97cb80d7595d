import { AppError } from '../../lib/errors';
import { newToken } from '../../lib/random';

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
