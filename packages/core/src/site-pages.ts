// The web app's pages, known to the server too: it answers HTTP 404 for any other path, and
// sends each station page with its own title and description.
import type { PublicStation } from './api-types';
import { formatRate } from './format';

/** Every path the web app has a page for (besides /stations/:id). */
export const SITE_PAGE_PATHS = [
  '/',
  '/search',
  '/chat',
  '/orders',
  '/track',
  '/manage',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/account/password',
  '/terms',
  '/privacy',
  '/faq',
  '/about',
  '/admin',
  '/analytics',
  '/producer',
] as const;

/** Pages only signed-in users see: a signed-out visitor is sent to /login?next=<path> and back. */
export const SIGNED_IN_PAGE_PATHS = ['/search', '/chat', '/orders', '/account/password'] as const;

/** The station page's path. */
export const stationPagePath = (id: string) => `/stations/${encodeURIComponent(id)}`;

/** The id in a station page's path, or null for any other path. */
export function stationIdOfPath(path: string): string | null {
  const m = /^\/stations\/([^/]+)\/?$/.exec(path);
  if (!m?.[1]) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}

/** The site's one brand: every page title ends with it, the API docs and the default email sender carry it. */
export const SITE_NAME = 'Spotlight TV';

/** The landing page's title (apps/web/index.html writes it out; a test keeps the two equal). */
export const SITE_TITLE = `${SITE_NAME}: get your clients on local TV`;

/** The title and meta description of a station's page (for search engines and link previews). */
export function stationPageMeta(s: PublicStation): { title: string; description: string } {
  const show = s.showName ? ` on ${s.showName}` : '';
  return {
    title: `${s.callLetters} (${s.affiliate}, ${s.market}): book a TV segment | ${SITE_NAME}`,
    description: `Book an interview segment${show} with ${s.callLetters}, the ${s.affiliate} station in ${s.market}. Rate: ${formatRate(s.rate, 'TBD')}. Confirmation within 24 hours, Monday to Friday.`,
  };
}

/**
 * Where to go after signing in: `next` when it is a path of this site ('/orders?x=1'), else '/'.
 * Never another site: '//evil.example', '/\\evil.example' and 'https://…' all give '/'.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  // Control characters (a newline could split a header) never belong in a path.
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20)) return '/';
  try {
    const url = new URL(next, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
