// Validation of the server address typed on the first-run screen. Pure: used by the main
// process (which saves it) and by the browser build of the bridge (which the tests drive).

export type ServerUrlResult =
  | {
      ok: true;
      /** Origin plus any path prefix, without a trailing slash: API paths are appended to it. */
      url: string;
      /** Plain http to a host that is not this machine: the token would cross the network in clear. */
      insecure: boolean;
    }
  | { ok: false; message: string };

export const SERVER_URL_MESSAGES = {
  empty: 'Enter the server address, for example https://bookings.example.com',
  scheme: 'The address must start with http:// or https://',
  invalid: 'That is not a valid web address. Check for typos, for example https://bookings.example.com',
  credentials: 'Leave the user name and password out of the address: you sign in on the next screen.',
  queryOrHash: 'The address cannot contain "?" or "#": enter only the server address.',
  tooLong: 'That address is too long (2,000 characters at most).',
} as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Checks and normalises a server address: http or https, no credentials, query or fragment. */
export function parseServerUrl(input: string): ServerUrlResult {
  const text = input.trim();
  if (!text) return { ok: false, message: SERVER_URL_MESSAGES.empty };
  if (text.length > 2000) return { ok: false, message: SERVER_URL_MESSAGES.tooLong };
  // Checked before parsing so "example.com" gets the helpful message, not "invalid".
  if (!/^https?:\/\//i.test(text)) return { ok: false, message: SERVER_URL_MESSAGES.scheme };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: SERVER_URL_MESSAGES.invalid };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: SERVER_URL_MESSAGES.scheme };
  if (!url.hostname || /\s/.test(text)) return { ok: false, message: SERVER_URL_MESSAGES.invalid };
  if (url.username || url.password) return { ok: false, message: SERVER_URL_MESSAGES.credentials };
  if (url.search || url.hash || text.includes('?') || text.includes('#')) {
    return { ok: false, message: SERVER_URL_MESSAGES.queryOrHash };
  }
  const path = url.pathname.replace(/\/+$/, '');
  const insecure = url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname) && !url.hostname.startsWith('127.');
  return { ok: true, url: `${url.origin}${path}`, insecure };
}

/** The API address for a path such as /api/health under a normalised server address. */
export function apiUrl(serverUrl: string, path: string): string {
  return `${serverUrl}${path}`;
}
