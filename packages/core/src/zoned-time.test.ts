import { describe, expect, it } from 'vitest';
import { zonedLocalToIso } from './lifecycle';
import { instantOfWallTime, wallClock, zonedLocalInput, zonedMidnight, zoneOffsetMs } from './zoned-time';

describe('zoned time', () => {
  it('reads the wall clock of a zone, across the date line of UTC', () => {
    expect(wallClock('America/New_York', new Date('2026-03-06T03:30:15Z'))).toEqual({
      date: '2026-03-05',
      year: 2026,
      month: 3,
      day: 5,
      hour: 22,
      minute: 30,
      second: 15,
    });
    expect(wallClock('Asia/Kolkata', new Date('2026-07-15T23:00:00Z')).date).toBe('2026-07-16');
  });

  it('gives the offset in winter, in summer and for half-hour zones', () => {
    expect(zoneOffsetMs('America/Chicago', new Date('2026-12-15T12:00:00Z'))).toBe(-6 * 3_600_000);
    expect(zoneOffsetMs('America/Chicago', new Date('2026-07-15T12:00:00Z'))).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(5.5 * 3_600_000);
  });

  it('finds the instant of a wall time on the days daylight saving time starts and ends', () => {
    // 2026-03-08: New York springs forward at 02:00; 2026-11-01: falls back at 02:00.
    expect(new Date(instantOfWallTime(Date.UTC(2026, 2, 8, 9, 0), 'America/New_York')).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(new Date(instantOfWallTime(Date.UTC(2026, 10, 1, 9, 0), 'America/New_York')).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(zonedMidnight('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedMidnight('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('reads a skipped wall time past the change and a repeated one as its first occurrence, west and east of Greenwich alike', () => {
    const at = (wall: number, zone: string) => new Date(instantOfWallTime(wall, zone)).toISOString();
    // 02:30 never shows on the night the clocks go forward: both zones read it as 03:30 summer time.
    expect(at(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(at(Date.UTC(2026, 2, 29, 2, 30), 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 in New York and 02:30 in Berlin show twice when the clocks go back: the first one, in summer time.
    expect(at(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(at(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    // Lord Howe Island moves its clocks by half an hour.
    expect(at(Date.UTC(2026, 9, 4, 2, 15), 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z');
    // Santiago skips midnight in September: the day begins at 01:00, not at 23:00 the day before.
    expect(zonedMidnight('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('writes an instant as a datetime-local value of a zone, the inverse of zonedLocalToIso', () => {
    expect(zonedLocalInput('2026-12-15T09:30:00-06:00', 'America/Chicago')).toBe('2026-12-15T09:30');
    // The same instant on a New York and a Los Angeles wall clock; midnight is 00, never 24.
    expect(zonedLocalInput('2026-12-15T15:30:00Z', 'America/New_York')).toBe('2026-12-15T10:30');
    expect(zonedLocalInput('2026-12-16T08:00:00Z', 'America/Los_Angeles')).toBe('2026-12-16T00:00');
    for (const local of ['2026-03-08T09:00', '2026-11-01T01:30', '2026-07-04T23:59']) {
      expect(zonedLocalInput(zonedLocalToIso(local, 'America/New_York')!, 'America/New_York')).toBe(local);
    }
  });

  it('throws on a zone that does not exist', () => {
    expect(() => wallClock('Mars/Olympus', new Date())).toThrow(RangeError);
  });
});
