import { Button } from '@app/ui';
import { addDays, earliestBookingDate, formatDate, isBookableDate, latestBookingDate } from '@app/core';
import { useState } from 'react';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM' of a date. */
const monthOf = (date: string) => date.slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The dates shown for a month, Monday first, blanks (null) before the 1st. */
function monthGrid(month: string): (string | null)[] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: weekday }, () => null);
  for (let d = first; monthOf(d) === month; d = addDays(d, 1)) cells.push(d);
  return cells;
}

export interface BookingCalendarProps {
  value: string;
  timeZone: string;
  /** Dates the stations cannot take. */
  unavailable: ReadonlySet<string>;
  onPick: (date: string) => void;
  label: string;
}

/**
 * A month calendar that offers only dates passing every booking rule: at least 7 days ahead,
 * Monday to Friday, within 12 months, and not on the stations' blackout dates.
 */
export function BookingCalendar({ value, timeZone, unavailable, onPick, label }: BookingCalendarProps) {
  const now = new Date();
  const earliest = earliestBookingDate(timeZone, now);
  const latest = latestBookingDate(timeZone, now);
  const [month, setMonth] = useState(() => monthOf(value && value >= earliest && value <= latest ? value : earliest));
  const blackouts = [...unavailable].map((d) => ({ from: d, to: d }));
  const [y, m] = month.split('-').map(Number) as [number, number];
  return (
    <div role="group" aria-label={`${label} calendar`} className="w-fit rounded-lg border border-slate-200 p-3">
      <div className="mb-2 flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label="Previous month"
          disabled={month <= monthOf(earliest)}
          onClick={() => setMonth((v) => shiftMonth(v, -1))}
        >
          ‹
        </Button>
        <span className="text-sm font-semibold" aria-live="polite">{`${MONTHS[m - 1] ?? ''} ${y}`}</span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label="Next month"
          disabled={month >= monthOf(latest)}
          onClick={() => setMonth((v) => shiftMonth(v, 1))}
        >
          ›
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs">
        {WEEKDAYS.map((d) => (
          <span key={d} className="py-1 font-medium text-slate-500" aria-hidden="true">
            {d}
          </span>
        ))}
        {monthGrid(month).map((date, i) =>
          date ? (
            <button
              key={date}
              type="button"
              aria-label={formatDate(date)}
              aria-pressed={date === value}
              disabled={!isBookableDate(date, { timeZone, now, blackouts })}
              onClick={() => onPick(date)}
              className="size-8 rounded-md text-sm enabled:hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-300 aria-pressed:bg-primary aria-pressed:text-white"
            >
              {Number(date.slice(8))}
            </button>
          ) : (
            <span key={`blank-${i}`} />
          ),
        )}
      </div>
    </div>
  );
}
