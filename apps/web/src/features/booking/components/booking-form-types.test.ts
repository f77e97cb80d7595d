import { describe, expect, it } from 'vitest';
import { BOOKING_STEP_FIELDS, bookingFormSchema } from '@app/core';
import { emptyBookingValues, STEP_TITLES } from './booking-form-types';

describe('booking form values', () => {
  it('starts empty with the station id and the terms unticked', () => {
    expect(emptyBookingValues('station-1')).toEqual({
      agencyName: '',
      clientName: '',
      contactName: '',
      email: '',
      phone: '',
      interviewTopic: '',
      preferredDate: '',
      alternativeDate: '',
      notes: '',
      stationId: 'station-1',
      acceptTerms: false,
    });
  });

  it("fills in a signed-in user's details", () => {
    expect(emptyBookingValues('s', { contactName: 'Sam Lee', email: 'sam@example.com', agencyName: 'Bright PR' })).toMatchObject({
      contactName: 'Sam Lee',
      email: 'sam@example.com',
      agencyName: 'Bright PR',
    });
  });

  it('fails every required rule when submitted empty, with the spec messages', () => {
    const schema = bookingFormSchema({ timeZone: 'America/New_York', now: () => new Date('2026-11-20T15:00:00Z'), userType: 'agency' });
    const result = schema.safeParse(emptyBookingValues('s'));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      agencyName: 'Agency name is required',
      clientName: 'Client name is required',
      contactName: 'Contact name is required',
      email: 'Valid email is required',
      interviewTopic: 'Interview topic is required',
      preferredDate: 'Preferred date is required',
      acceptTerms: 'You must accept the Terms and Conditions to proceed',
    });
  });
});

describe('step titles', () => {
  it('name the three steps for agencies and individuals', () => {
    expect(STEP_TITLES.agency).toEqual(['Agency Info', 'Client Info', 'Schedule']);
    expect(STEP_TITLES.individual).toEqual(['Contact Info', 'Interview Details', 'Schedule']);
    expect(BOOKING_STEP_FIELDS.individual[0]).not.toContain('agencyName');
  });
});
