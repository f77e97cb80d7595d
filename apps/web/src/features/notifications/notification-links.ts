import { isHttpUrl, isNotificationLink } from '@app/core';

/** Only web, mailto and this site's own paths get a button: anything else could run script or leave oddly. */
export function isSafeNotificationLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && isNotificationLink(link);
}

/** True when the link leaves this site, so it opens in a new tab without an opener. */
export function isExternalLink(link: string, origin: string): boolean {
  return isHttpUrl(link) && new URL(link).origin !== origin;
}
