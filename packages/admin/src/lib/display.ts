import type { AdminStation } from '@app/core';

/** Width of a bar as a percent of the largest value, never under 10 % so small counts stay
 * visible; a zero is no bar at all (its label still says 0). */
export function barPercent(value: number, max: number): number {
  if (!(value > 0)) return 0;
  if (!(max > 0)) return 10;
  return Math.max(10, Math.round((value / max) * 1000) / 10);
}

/** Chat result badge colour: over 20 green, over 5 yellow, otherwise red. */
export function resultBadgeClass(resultsCount: number): string {
  if (resultsCount > 20) return 'bg-green-100 text-green-800';
  if (resultsCount > 5) return 'bg-yellow-100 text-yellow-800';
  return 'bg-red-100 text-red-800';
}

/** The business time zone the web page was served with (its app-config meta tag); none in the console. */
export function pageBusinessTimeZone(): string | undefined {
  try {
    const raw = globalThis.document?.querySelector('meta[name="app-config"]')?.getAttribute('content');
    const zone = raw ? (JSON.parse(raw) as { businessTimeZone?: unknown }).businessTimeZone : undefined;
    return typeof zone === 'string' && zone ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** Conversion rate shown as 'x.y%' with one decimal. */
export function percentText(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** 'Jane Doe, Producer · jane@example.com · 555-0100': the station's contact as the details call gives it. */
export function stationContactText(s: Pick<AdminStation, 'contactName' | 'contactTitle' | 'contactEmail' | 'contactPhone'>): string {
  const who = [s.contactName, s.contactTitle].filter(Boolean).join(', ');
  return [who, s.contactEmail, s.contactPhone].filter(Boolean).join(' · ');
}
