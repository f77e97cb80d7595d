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

/** Hook form of readPublicConfig (the values never change while the page is open). */
export const usePublicConfig = (): PublicConfig => readPublicConfig();
