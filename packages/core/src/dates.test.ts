import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingDateError,
  daysBetween,
  DEFAULT_BUSINESS_TIMEZONE,
  earliestBookingDate,
  isValidCalendarDate,
  isWeekday,
  MIN_LEAD_DAYS,
  nextValidBookingDate,
  todayIn,
} from './dates';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('constants', () => {
  it('fixes the lead time and the default zone', () => {
    expect(MIN_LEAD_DAYS).toBe(7);
    expect(DEFAULT_BUSINESS_TIMEZONE).toBe('America/New_York');
  });
});

describe('todayIn', () => {
  it('is still the previous day in New York late in the evening UTC-wise', () => {
    expect(todayIn(NY, at('2026-03-06T03:30:00Z'))).toBe('2026-03-05');
    expect(todayIn('UTC', at('2026-03-06T03:30:00Z'))).toBe('2026-03-06');
    expect(todayIn(NY, at('2026-03-06T04:59:59Z'))).toBe('2026-03-05');
    expect(todayIn(NY, at('2026-03-06T05:00:00Z'))).toBe('2026-03-06');
  });

  it('changes exactly at midnight, whatever order it is asked in', () => {
    expect(todayIn(NY, at('2026-03-06T04:59:00Z'))).toBe('2026-03-05');
    expect(todayIn(NY, at('2026-03-06T04:59:59.999Z'))).toBe('2026-03-05');
    expect(todayIn(NY, at('2026-03-06T05:00:00Z'))).toBe('2026-03-06');
    expect(todayIn(NY, at('2026-03-06T04:59:30Z'))).toBe('2026-03-05');
    expect(todayIn('UTC', at('2026-03-06T04:59:30Z'))).toBe('2026-03-06');
    // Kathmandu is UTC+05:45: its midnight falls on a quarter hour UTC-wise.
    expect(todayIn('Asia/Kathmandu', at('2026-03-06T18:14:59Z'))).toBe('2026-03-06');
    expect(todayIn('Asia/Kathmandu', at('2026-03-06T18:15:00Z'))).toBe('2026-03-07');
    expect(() => todayIn(NY, new Date(Number.NaN))).toThrow(RangeError);
  });

  it('follows the spring-forward change of 8 March 2026', () => {
    // 23:59 EST on the 7th, then midnight EST on the 8th.
    expect(todayIn(NY, at('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(todayIn(NY, at('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    // After the change the offset is -4: 04:30Z is already 00:30 on the 9th.
    expect(todayIn(NY, at('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(todayIn(NY, at('2026-03-09T04:30:00Z'))).toBe('2026-03-09');
  });

  it('follows the fall-back change of 1 November 2026', () => {
    expect(todayIn(NY, at('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(todayIn(NY, at('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
    // After the change the offset is -5 again: 04:30Z is 23:30 on the 1st.
    expect(todayIn(NY, at('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    expect(todayIn(NY, at('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('works for zones ahead of UTC and across the year boundary', () => {
    expect(todayIn('Asia/Tokyo', at('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(todayIn('Pacific/Honolulu', at('2027-01-01T09:59:00Z'))).toBe('2026-12-31');
  });

  it('rejects an unknown zone', () => {
    expect(() => todayIn('Mars/Olympus', new Date())).toThrow(RangeError);
  });
});

describe('isValidCalendarDate', () => {
  it.each(['2026-03-05', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])('accepts %s', (d) => {
    expect(isValidCalendarDate(d)).toBe(true);
  });
  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00:00Z',
    ' 2026-01-05',
    '2026/01/05',
    '0000-01-01',
    '',
    'tomorrow',
  ])('refuses %j', (d) => {
    expect(isValidCalendarDate(d)).toBe(false);
  });
});

describe('addDays, daysBetween and isWeekday', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2026-03-05', 7)).toBe('2026-03-12');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 0)).toBe('2026-11-01');
  });

  it('throws on an invalid date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-03-05', '2026-03-12')).toBe(7);
    expect(daysBetween('2026-11-01', '2026-10-31')).toBe(-1);
  });

  it('knows the weekdays', () => {
    expect(isWeekday('2026-03-09')).toBe(true); // Monday
    expect(isWeekday('2026-03-13')).toBe(true); // Friday
    expect(isWeekday('2026-03-07')).toBe(false); // Saturday
    expect(isWeekday('2026-03-08')).toBe(false); // Sunday
    expect(isWeekday('2026-12-01')).toBe(true); // Tuesday
    expect(isWeekday('not a date')).toBe(false);
  });
});

describe('earliestBookingDate', () => {
  it('counts from the New York date, not the UTC one', () => {
    // Thursday 5 March in New York: + 7 is Thursday 12 March.
    expect(earliestBookingDate(NY, at('2026-03-06T03:30:00Z'))).toBe('2026-03-12');
    expect(earliestBookingDate('UTC', at('2026-03-06T03:30:00Z'))).toBe('2026-03-13');
  });

  it('moves a weekend target to the following Monday', () => {
    // Saturday 7 March + 7 = Saturday 14 -> Monday 16.
    expect(earliestBookingDate(NY, at('2026-03-07T15:00:00Z'))).toBe('2026-03-16');
    // Sunday 8 March (late evening, after the DST change) + 7 = Sunday 15 -> Monday 16.
    expect(earliestBookingDate(NY, at('2026-03-09T03:30:00Z'))).toBe('2026-03-16');
    // Just after midnight of Monday 9 March (EDT).
    expect(earliestBookingDate(NY, at('2026-03-09T04:30:00Z'))).toBe('2026-03-16');
  });

  it('handles the November change', () => {
    // Still Sunday 1 November at 23:30 EST.
    expect(earliestBookingDate(NY, at('2026-11-02T04:30:00Z'))).toBe('2026-11-09');
    expect(earliestBookingDate(NY, at('2026-11-02T05:30:00Z'))).toBe('2026-11-09');
    // Saturday 31 October, 23:59 EDT.
    expect(earliestBookingDate(NY, at('2026-11-01T03:59:00Z'))).toBe('2026-11-09');
  });
});

describe('nextValidBookingDate', () => {
  const now = at('2026-03-06T03:30:00Z'); // Thursday 5 March in New York
  it('never goes before the earliest date', () => {
    expect(nextValidBookingDate('2026-03-06', NY, now)).toBe('2026-03-12');
    expect(nextValidBookingDate('2020-01-01', NY, now)).toBe('2026-03-12');
  });
  it('keeps a valid weekday and moves weekends to Monday', () => {
    expect(nextValidBookingDate('2026-03-18', NY, now)).toBe('2026-03-18');
    expect(nextValidBookingDate('2026-03-21', NY, now)).toBe('2026-03-23');
    expect(nextValidBookingDate('2026-03-22', NY, now)).toBe('2026-03-23');
  });
  it('falls back to the earliest date for invalid input', () => {
    expect(nextValidBookingDate('garbage', NY, now)).toBe('2026-03-12');
  });
});

describe('bookingDateError', () => {
  // 03:30Z on 6 March is Thursday 5 March in New York: earliest bookable day is 12 March.
  const ctx = { timeZone: NY, now: at('2026-03-06T03:30:00Z') };

  it('requires the preferred date', () => {
    expect(bookingDateError(undefined, 'preferred', ctx)).toBe('Preferred date is required');
    expect(bookingDateError('', 'preferred', ctx)).toBe('Preferred date is required');
    expect(bookingDateError('   ', 'preferred', ctx)).toBe('Preferred date is required');
    expect(bookingDateError(null, 'preferred', ctx)).toBe('Preferred date is required');
  });

  it('lets the alternative date be left out', () => {
    expect(bookingDateError(undefined, 'alternative', ctx)).toBeNull();
    expect(bookingDateError('', 'alternative', ctx)).toBeNull();
  });

  it('refuses unparseable dates', () => {
    expect(bookingDateError('2026-02-30', 'preferred', ctx)).toBe('Please select a valid date');
    expect(bookingDateError('03/12/2026', 'alternative', ctx)).toBe('Please select a valid date');
  });

  it('needs 7 days of lead time counted in the business zone', () => {
    expect(bookingDateError('2026-03-11', 'preferred', ctx)).toBe('Interview must be scheduled at least 7 days in advance');
    expect(bookingDateError('2026-03-11', 'alternative', ctx)).toBe('Alternative date must also be at least 7 days in advance');
    expect(bookingDateError('2026-03-12', 'preferred', ctx)).toBeNull();
    expect(bookingDateError('2026-03-12', 'alternative', ctx)).toBeNull();
    // The same day is too soon when "today" is already 6 March.
    expect(bookingDateError('2026-03-12', 'preferred', { timeZone: 'UTC', now: ctx.now })).toBe('Interview must be scheduled at least 7 days in advance');
  });

  it('refuses weekends', () => {
    expect(bookingDateError('2026-03-14', 'preferred', ctx)).toBe('Interviews are only available Monday through Friday');
    expect(bookingDateError('2026-03-15', 'alternative', ctx)).toBe('Alternative date must be Monday through Friday');
  });

  it('reports "too soon" before "weekend"', () => {
    expect(bookingDateError('2026-03-07', 'preferred', ctx)).toBe('Interview must be scheduled at least 7 days in advance');
  });

  it('accepts dates across the DST changes', () => {
    const spring = { timeZone: NY, now: at('2026-03-02T12:00:00Z') }; // Monday 2 March
    expect(bookingDateError('2026-03-09', 'preferred', spring)).toBeNull();
    expect(bookingDateError('2026-03-08', 'preferred', spring)).toBe('Interview must be scheduled at least 7 days in advance');
    const fall = { timeZone: NY, now: at('2026-10-27T12:00:00Z') }; // Tuesday 27 October
    expect(bookingDateError('2026-11-03', 'preferred', fall)).toBeNull();
    expect(bookingDateError('2026-11-01', 'alternative', fall)).toBe('Alternative date must also be at least 7 days in advance');
  });
});
