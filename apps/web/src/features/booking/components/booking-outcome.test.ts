import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/api-client';
import { MESSAGES, type BookingFormData, type PublicStation } from '@app/core';
import { bookingBody, bookingSubmittedDescription, refusedStation } from './booking-outcome';

const station = (id: string, callLetters: string): PublicStation => ({
  id,
  callLetters,
  affiliate: 'ABC',
  market: 'Boston',
  state: 'MA',
  city: 'Boston',
  showName: null,
  link: null,
  rate: null,
  isHidden: false,
});
const wabc = station('s-1', 'WABC');
const wcbs = station('s-2', 'WCBS');
const data = {
  agencyName: 'Acme',
  clientName: 'Dr. Lee',
  contactName: 'Ann',
  email: 'ann@example.com',
  phone: '555 0100',
  interviewTopic: 'Sleep',
  preferredDate: '2027-01-04',
  alternativeDate: null,
  notes: '',
  stationId: 's-1',
  acceptTerms: true,
} as unknown as BookingFormData;

describe('booking outcome', () => {
  it('sends one station by id, several by ids, never the terms box', () => {
    const one = bookingBody(data, wabc, [wabc]);
    expect(one).toMatchObject({ stationId: 's-1', agencyName: 'Acme' });
    expect(one).not.toHaveProperty('acceptTerms');
    const many = bookingBody(data, wabc, [wabc, wcbs]);
    expect(many).toMatchObject({ stationIds: ['s-1', 's-2'] });
    expect(many).not.toHaveProperty('stationId');
  });

  it('names the request number, or every number of a request for several stations', () => {
    expect(bookingSubmittedDescription(['TV-1'], [wabc])).toContain('Your request number is TV-1.');
    expect(bookingSubmittedDescription(['TV-1', 'TV-2'], [wabc, wcbs])).toContain('Your request for 2 stations (WABC and WCBS)');
  });

  it('tells a refused station by its call letters in a group, and ignores other errors', () => {
    const err = new ApiError(404, { code: 'station_missing', message: 'Station s-2 is no longer available' });
    expect(refusedStation(err, [wabc, wcbs])).toEqual({ gone: wcbs, title: MESSAGES.stationMissingCalled('WCBS') });
    expect(refusedStation(err, [wabc])).toEqual({ gone: undefined, title: 'Station s-2 is no longer available' });
    expect(refusedStation(new ApiError(500, { code: 'internal' }), [wabc])).toBeUndefined();
    expect(refusedStation(new Error('offline'), [wabc])).toBeUndefined();
  });
});
