/** ISO 8601 UTC string of a Date. */
export const iso = (d: Date): string => d.toISOString();
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
