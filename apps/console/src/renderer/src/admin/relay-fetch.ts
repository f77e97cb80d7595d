import type { HttpMethod } from '../../../shared/bridge';
import { consoleApi } from '../bridge/current';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for the admin API client that sends nothing over the network from the page: the
 * main process makes the call with the admin token and relays the answer, rebuilt here as a
 * Response. An unreachable server rejects with a TypeError, as fetch does.
 */
export async function relayFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  // The client is created with baseUrl '', so its URLs are paths such as /api/admin/stations?x=1.
  if (!url.startsWith('/')) throw new TypeError(`The console relays API paths only, not ${url}`);
  const method = (init.method ?? 'GET').toUpperCase() as HttpMethod;
  const body = typeof init.body === 'string' ? init.body : undefined;
  const res = await consoleApi.api.request(method, url, body);
  if (res.status === 0) throw new TypeError(res.error ?? 'The server could not be reached');
  return new Response(NULL_BODY_STATUSES.has(res.status) ? null : res.body, { status: res.status, headers: res.headers });
}
