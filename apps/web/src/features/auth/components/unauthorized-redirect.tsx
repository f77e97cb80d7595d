import { isUnauthorizedError } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { handleUnauthorized } from '@/lib/unauthorized';

/**
 * Watches every query marked `meta: { signedInOnly: true }`: when one fails with 401 (the
 * session ended), the 'Please sign in' toast shows and the browser goes to /api/login.
 * Mounted once by the app, so features need not know about sign-in.
 */
export function UnauthorizedRedirect() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.meta?.['signedInOnly'] === true && isUnauthorizedError(event.action.error)) handleUnauthorized();
      }),
    [client],
  );
  return null;
}
