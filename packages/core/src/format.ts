import { isValidCalendarDate } from './dates';

// Formatters are built on first use, never when the module loads: the first Intl object a page
// builds costs tens of milliseconds (on a slow phone, over a hundred), and the landing page's
// first render formats nothing (docs/decisions/0007).
let dollars: Intl.NumberFormat | undefined;

/** A rate in whole dollars as '$1,500'; `empty` ('TBD' on cards) when there is none. */
export function formatRate(rate: number | null | undefined, empty = 'TBD'): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return empty;
  dollars ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `$${dollars.format(Math.round(rate))}`;
}

const AFFILIATE_BADGES = new Map<string, string>([
  ['CBS', 'bg-blue-600 text-white'],
  ['NBC', 'bg-black text-white'],
  ['ABC', 'bg-yellow-500 text-black'],
  ['FOX', 'bg-blue-500 text-slate-950'],
  ['CW', 'bg-green-600 text-slate-950'],
]);

/** Tailwind classes of an affiliate badge, case-insensitive; gray for others. */
export function affiliateBadgeClass(affiliate: string): string {
  const key = String(affiliate ?? '')
    .trim()
    .toUpperCase();
  return AFFILIATE_BADGES.get(key) ?? 'bg-gray-600 text-white';
}

let calendarDate: Intl.DateTimeFormat | undefined;

// Building an Intl.DateTimeFormat costs far more than using one: keep one per zone and style.
const cachedFormatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(style: 'date' | 'dateTime', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}`;
  let f = cachedFormatters.get(key);
  if (!f) {
    const fields: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }
        : { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' };
    f = new Intl.DateTimeFormat('en-US', { ...fields, ...(timeZone ? { timeZone } : {}) });
    cachedFormatters.set(key, f);
  }
  return f;
}

/**
 * 'YYYY-MM-DD' as 'Tue, Dec 1, 2026', the same in every time zone; an ISO timestamp
 * (a createdAt) as its date in `timeZone` (default: the viewer's). Anything else is shown as
 * given so a bad value never breaks a screen.
 */
export function formatDate(date: string, timeZone?: string): string {
  if (isValidCalendarDate(date)) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const utc = new Date(0);
    utc.setUTCFullYear(y, m - 1, d);
    calendarDate ??= new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    return calendarDate.format(utc);
  }
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(date) ? new Date(date) : null;
  if (!instant || Number.isNaN(instant.getTime())) return date;
  return formatterFor('date', timeZone).format(instant);
}

/** An ISO timestamp as 'Dec 1, 2026, 3:05 PM' in `timeZone` (default: the viewer's zone). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return (
    formatterFor('dateTime', timeZone)
      .format(d)
      // Newer ICU puts a narrow no-break space before AM/PM; keep plain spaces everywhere.
      .replace(/\u202f/g, ' ')
  );
}
