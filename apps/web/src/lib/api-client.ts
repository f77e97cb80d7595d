import type { ApiErrorBody } from '@app/core';

/** A non-OK response. Its message is 'STATUS: body' as spec 7 says, so errorToMessage can read it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

/** fetch with session credentials and JSON; throws ApiError on non-OK, TypeError('Failed to fetch') offline. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).data;
}

/** apiFetch that also gives the response headers (paging counts, search notes). */
export async function apiFetchWithHeaders<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ data: T; headers: Headers }> {
  const { json, headers, ...rest } = init;
  const res = await fetch(path, {
    credentials: 'include',
    ...rest,
    headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!res.ok) {
    const text = await res.text();
    let body: ApiErrorBody | undefined;
    try {
      body = JSON.parse(text) as ApiErrorBody;
    } catch {
      body = undefined;
    }
    throw new ApiError(res.status, body, text || res.statusText);
  }
  if (res.status === 204) return { data: undefined as T, headers: res.headers };
  const type = res.headers.get('content-type') ?? '';
  return { data: (type.includes('json') ? await res.json() : await res.text()) as T, headers: res.headers };
}
