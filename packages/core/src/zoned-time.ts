// Wall clocks of IANA time zones: the one place that turns an instant into a zone's date and time
// and a zone's date and time back into an instant. Booking dates, booked slots and the server's
// business-hours and analytics windows all go through it.

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl.DateTimeFormat costs far more than using one: one per zone is kept.
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What the wall clock of `timeZone` shows at `instant`; throws on an unknown zone. */
export function wallClock(
  timeZone: string,
  instant: Date,
): { date: string; year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  return {
    date: `${String(year).padStart(4, '0')}-${parts.month}-${parts.day}`,
    year,
    month,
    day,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the wall clock of `timeZone` is ahead of UTC at `instant`, in ms (negative west of Greenwich). */
export function zoneOffsetMs(timeZone: string, instant: Date): number {
  const w = wallClock(timeZone, instant);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the wall clock of `timeZone` shows `wallMs` (that wall time written as if
 * it were UTC), by one rule in every zone, east or west of Greenwich (the rule of Temporal's
 * 'compatible'): a wall time that happens twice, when the clocks go back, is its first occurrence;
 * one that never happens, when the clocks go forward, is read with the offset before the change
 * and so lands that much later (02:30 on a spring-forward night is 03:30 in New York and Berlin).
 */
export function instantOfWallTime(wallMs: number, timeZone: string): number {
  const before = wallMs - zoneOffsetMs(timeZone, new Date(wallMs - DAY_MS));
  const after = wallMs - zoneOffsetMs(timeZone, new Date(wallMs + DAY_MS));
  const shows = (instant: number) => instant + zoneOffsetMs(timeZone, new Date(instant)) === wallMs;
  const candidates = [before, after].filter(shows);
  return candidates.length ? Math.min(...candidates) : before;
}

/** The instant a calendar date (`YYYY-MM-DD`) begins in `timeZone`. */
export function zonedMidnight(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(instantOfWallTime(Date.UTC(y, m - 1, d), timeZone));
}

/**
 * The wall-clock time of `timeZone` at the instant `iso`, as a datetime-local field takes it
 * ('2026-12-15T09:30'): the inverse of `zonedLocalToIso`. Throws on an unknown zone.
 */
export function zonedLocalInput(iso: string, timeZone: string): string {
  const w = wallClock(timeZone, new Date(iso));
  return `${w.date}T${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}
