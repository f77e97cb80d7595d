// Shared by the booking and finding browser tests: the public station shape and booking-date helpers.

export interface Station {
  id: string;
  callLetters: string;
  affiliate: string;
  market: string;
  showName: string | null;
  rate: number | null;
}

// Booking dates follow "today" in BUSINESS_TIMEZONE (America/New_York by default).
const ZONE = 'America/New_York';
export const todayInZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
export const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;
/** The first date on or after `from` for which `ok` holds. */
export function firstFrom(from: string, ok: (d: string) => boolean): string {
  let d = from;
  while (!ok(d)) d = addDays(d, 1);
  return d;
}
/** 'Tue, Dec 1, 2026', as the dialog writes dates. */
export const pretty = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
