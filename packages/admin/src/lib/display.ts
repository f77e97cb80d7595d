/** Width of a bar as a percent of the largest value, never under 10 % so small counts stay visible. */
export function barPercent(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 10;
  return Math.max(10, Math.round((value / max) * 1000) / 10);
}

/** Chat result badge colour: over 20 green, over 5 yellow, otherwise red. */
export function resultBadgeClass(resultsCount: number): string {
  if (resultsCount > 20) return 'bg-green-100 text-green-800';
  if (resultsCount > 5) return 'bg-yellow-100 text-yellow-800';
  return 'bg-red-100 text-red-800';
}

/** Today's date in the viewer's zone as YYYY-MM-DD (the notification form's default start date). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Conversion rate shown as 'x.y%' with one decimal. */
export function percentText(value: number): string {
  return `${value.toFixed(1)}%`;
}
