import { createApiClient } from '@app/api-client';

/**
 * The API as the web app calls it: the page's own origin, with the session cookie. Calls are
 * typed by the server's routes (`api.orders.$post({ json })`); a non-OK answer throws ApiError.
 */
export const { api } = createApiClient({ credentials: 'include' });

/** The options of a call that React Query may cancel. */
export const cancellable = (signal?: AbortSignal) => ({ init: signal ? { signal } : {} });

/** A path parameter as it goes into the URL (the typed client puts it in unencoded). */
export const param = (id: string) => ({ id: encodeURIComponent(id) });
