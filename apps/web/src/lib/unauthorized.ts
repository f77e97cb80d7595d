import { ApiError, errorToMessage } from '@app/core';
import { toast } from '@app/ui';

/** The 'Please sign in' toast stays 5 s; the browser moves to /api/login after 1.5 s. */
export const SIGN_IN_TOAST_MS = 5000;
export const SIGN_IN_REDIRECT_MS = 1500;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * What a 401 from a signed-in-only call does: the 'Please sign in' toast, then /api/login
 * (which sends the browser to /login). Several failing calls at once redirect only once.
 */
export function handleUnauthorized(): void {
  if (pending) return;
  const { title, description } = errorToMessage(new ApiError(401, undefined));
  toast({ title, description, variant: 'destructive', duration: SIGN_IN_TOAST_MS });
  pending = setTimeout(() => {
    window.location.assign('/api/login');
  }, SIGN_IN_REDIRECT_MS);
}
