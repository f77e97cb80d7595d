import type { PublicConfig } from '@app/core';

const defaults: PublicConfig = { contactEmail: 'hello@tvsegments.example', googleEnabled: false, businessTimeZone: 'America/New_York' };

let cached: PublicConfig | undefined;

/** The server's allow-listed public settings, read once from <meta name="app-config">. */
export function readPublicConfig(): PublicConfig {
  if (cached) return cached;
  try {
    const raw = document.querySelector('meta[name="app-config"]')?.getAttribute('content') ?? '{}';
    cached = { ...defaults, ...(JSON.parse(raw) as Partial<PublicConfig>) };
  } catch {
    cached = defaults;
  }
  return cached;
}

/**
 * For the build's prerender of `/` (src/prerender.tsx), which has no server to ask: it renders
 * with stand-ins (see publicConfigPlaceholders) that the server replaces with the real values
 * when it sends the page, as it fills the meta tag.
 */
export function setPublicConfig(config: PublicConfig): void {
  cached = config;
}

/**
 * The settings the prerendered page shows, as `__PUBLIC_CONFIG_<key>__` stand-ins that
 * apps/server/src/web-static.ts replaces with the escaped values. The others keep their
 * defaults there (a time zone must be a real one), so the prerendered page must not show them.
 */
export function publicConfigPlaceholders(): PublicConfig {
  return { ...defaults, contactEmail: '__PUBLIC_CONFIG_contactEmail__' };
}

/** Hook form of readPublicConfig (the values never change while the page is open). */
export const usePublicConfig = (): PublicConfig => readPublicConfig();
