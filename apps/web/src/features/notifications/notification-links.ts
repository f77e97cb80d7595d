import { isHttpUrl, isMailtoLink } from '@app/core';

/** Only web and mailto links get a button: anything else could run script or leave oddly. */
export function isSafeNotificationLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && (isHttpUrl(link) || isMailtoLink(link));
}

/** True when the link leaves this site, so it opens in a new tab without an opener. */
export function isExternalLink(link: string, origin: string): boolean {
  return isHttpUrl(link) && new URL(link).origin !== origin;
}
