import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import {
  airedTimeZone,
  canSelfCancel,
  describeOrderEvent,
  formatSlotTime,
  stationTimeZone,
  timeZoneWords,
  zonedLocalToIso,
  type OrderEventKind,
} from './lifecycle';

describe('zonedLocalToIso', () => {
  it('gives the wall time with the zone offset of that moment, daylight saving included', () => {
    expect(zonedLocalToIso('2026-12-15T09:30', 'America/Chicago')).toBe('2026-12-15T09:30:00-06:00');
    expect(zonedLocalToIso('2026-07-15T09:30', 'America/Chicago')).toBe('2026-07-15T09:30:00-05:00');
    expect(zonedLocalToIso('2026-07-15T09:30', 'Asia/Kolkata')).toBe('2026-07-15T09:30:00+05:30');
    expect(zonedLocalToIso('15/12/2026 9:30', 'America/Chicago')).toBeNull();
    expect(zonedLocalToIso('2026-12-15T09:30', 'Mars/Olympus')).toBeNull();
  });
  it('writes a time the clocks skip as the wall time past the change, and a repeated one with its first offset', () => {
    expect(zonedLocalToIso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(zonedLocalToIso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
    expect(zonedLocalToIso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    expect(zonedLocalToIso('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T02:30:00+02:00');
    expect(zonedLocalToIso('2026-07-01T12:00', 'Asia/Kathmandu')).toBe('2026-07-01T12:00:00+05:45');
  });
  it('refuses a date or time that does not exist instead of rolling it over', () => {
    expect(zonedLocalToIso('2026-02-30T09:30', 'America/Chicago')).toBeNull();
    expect(zonedLocalToIso('2026-12-15T24:00', 'America/Chicago')).toBeNull();
    expect(zonedLocalToIso('2026-13-01T09:30', 'America/Chicago')).toBeNull();
  });
});

describe('formatSlotTime and stationTimeZone', () => {
  it('shows the slot in the station’s zone', () => {
    expect(formatSlotTime({ startsAt: '2026-12-15T15:30:00Z', timeZone: 'America/Chicago' })).toBe('Tuesday, December 15, 2026 at 9:30 AM CST');
    expect(stationTimeZone('tx', 'America/New_York')).toBe('America/Chicago');
    expect(stationTimeZone(null, 'America/New_York')).toBe('America/New_York');
  });

  it('names a zone in words where it has a name', () => {
    expect(timeZoneWords('America/Chicago')).toBe('Central Time');
    expect(timeZoneWords('America/Phoenix')).toBe('Mountain Standard Time');
    expect(timeZoneWords('Pacific/Honolulu')).toBe('Hawaii-Aleutian Standard Time');
    expect(timeZoneWords('Mars/Olympus')).toBe('Mars/Olympus');
  });
});

describe('canSelfCancel', () => {
  const now = new Date('2026-11-20T15:00:00Z');
  it('while pending, or confirmed until 48 hours before the slot', () => {
    expect(canSelfCancel({ status: 'booking', slot: null }, now)).toBe(true);
    expect(canSelfCancel({ status: 'booking_completed', slot: { startsAt: '2026-11-22T15:00:00Z' } }, now)).toBe(true);
    expect(canSelfCancel({ status: 'booking_completed', slot: { startsAt: '2026-11-22T14:59:00Z' } }, now)).toBe(false);
    expect(canSelfCancel({ status: 'finished', slot: null }, now)).toBe(false);
    expect(canSelfCancel({ status: 'cancelled', slot: null }, now)).toBe(false);
  });
});

describe('describeOrderEvent', () => {
  const event = (kind: OrderEventKind, to: unknown, reason: string | null = null) => ({ kind, from: null, to: JSON.stringify(to), reason });

  it('gives the time a segment aired in the reader’s zone, as the times beside it, not as a raw UTC string', () => {
    const text = describeOrderEvent(event('aired', { airedAt: '2026-11-20T15:10:00.000Z', clipUrl: 'https://clip.example/1' }), 'admin');
    expect(text).toBe(`Aired ${formatDateTime('2026-11-20T15:10:00.000Z')}, clip: https://clip.example/1`);
    expect(text).not.toContain('GMT');
  });

  it('calls a proposal’s text the station’s note, and a make-good’s the reason', () => {
    const option = { startsAt: '2026-12-15T09:00:00-06:00', timeZone: 'America/Chicago' };
    expect(describeOrderEvent(event('offer', { kind: 'proposal', options: [option] }, 'Mornings work best'), 'customer')).toMatch(
      /^Times proposed: .+\. Note: Mornings work best$/,
    );
    expect(describeOrderEvent(event('offer', { kind: 'make_good', options: [option] }, 'Breaking news'), 'customer')).toMatch(
      /^New dates offered: .+\. Reason: Breaking news$/,
    );
  });
});

describe('airedTimeZone', () => {
  it("is the booked slot's zone, else the station's (from its state), never UTC", () => {
    expect(airedTimeZone({ slot: { timeZone: 'America/Chicago' }, station: { state: 'CO' } })).toBe('America/Chicago');
    expect(airedTimeZone({ slot: null, station: { state: 'CO' } })).toBe('America/Denver');
    expect(formatSlotTime({ startsAt: '2026-11-19T09:30:00-07:00', timeZone: airedTimeZone({ slot: null, station: { state: 'HI' } }) })).toBe(
      'Thursday, November 19, 2026 at 6:30 AM HST',
    );
    expect(airedTimeZone({ slot: null, station: null }, 'America/Phoenix')).toBe('America/Phoenix');
  });
});
