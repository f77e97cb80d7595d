import { describe, expect, it } from 'vitest';
import { businessHoursBefore, isOverdue, overdueCutoff } from './business-hours';

const NY = 'America/New_York';

describe('businessHoursBefore', () => {
  it('counts Monday to Friday only, in the business time zone', () => {
    // Monday 10:00 New York: 24 business hours earlier is Friday 10:00 (the weekend does not count).
    expect(businessHoursBefore(new Date('2026-11-23T15:00:00Z'), 24, NY).toISOString()).toBe('2026-11-20T15:00:00.000Z');
    // Wednesday 10:00: Tuesday 10:00.
    expect(businessHoursBefore(new Date('2026-11-25T15:00:00Z'), 24, NY).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    // Saturday noon counts from Friday's end: 24 hours before Saturday 00:00 is Friday 00:00.
    expect(businessHoursBefore(new Date('2026-11-21T17:00:00Z'), 24, NY).toISOString()).toBe('2026-11-20T05:00:00.000Z');
  });

  it('follows the business days across a daylight-saving change (the change falls on the weekend)', () => {
    // Clocks go back on Sunday 1 November 2026: Monday 2 November 10:00 EST (15:00Z) is 24
    // business hours after Friday 30 October 10:00 EDT (14:00Z).
    expect(businessHoursBefore(new Date('2026-11-02T15:00:00Z'), 24, NY).toISOString()).toBe('2026-10-30T14:00:00.000Z');
  });
});

describe('isOverdue', () => {
  it('is true only for pending requests created before the cutoff', () => {
    const cutoff = overdueCutoff(new Date('2026-11-23T15:00:00Z'), NY);
    expect(isOverdue({ status: 'pending', createdAt: '2026-11-20T14:59:59.000Z' }, cutoff)).toBe(true);
    expect(isOverdue({ status: 'pending', createdAt: '2026-11-20T15:00:00.000Z' }, cutoff)).toBe(false);
    expect(isOverdue({ status: 'sent_to_station', createdAt: '2026-11-01T00:00:00.000Z' }, cutoff)).toBe(false);
  });
});
