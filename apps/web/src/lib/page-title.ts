import { SITE_NAME, SITE_TITLE } from '@app/core';
import { useEffect } from 'react';

/**
 * Names the page in the browser tab and history: '{title} · Spotlight TV', or the site's own
 * title (the landing page's) without one. Every page but the landing page has its own, so tabs
 * and the back button's list tell them apart.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_TITLE;
  }, [title]);
}

/** The 404 page's title. */
export const NOT_FOUND_TITLE = 'Page not found';
