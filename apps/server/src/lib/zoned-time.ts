const formatters = new Map<string, Intl.DateTimeFormat>();

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

/** How far the wall clock of `timeZone` is ahead of UTC at `instant`, in ms (negative west of Greenwich). */
export function zoneOffsetMs(timeZone: string, instant: Date): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a calendar date (`YYYY-MM-DD`) begins in `timeZone`. Two passes settle the offset
 * on days when daylight saving time starts or ends.
 */
export function zonedMidnight(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(y, m - 1, d);
  let t = wallMidnight - zoneOffsetMs(timeZone, new Date(wallMidnight));
  t = wallMidnight - zoneOffsetMs(timeZone, new Date(t));
  return new Date(t);
}
