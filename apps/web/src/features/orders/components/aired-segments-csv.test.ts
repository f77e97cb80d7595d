import { parseCsv, type Order } from '@app/core';
import { describe, expect, it } from 'vitest';
import { airedSegmentsCsv } from './aired-segments-csv';

const order = (over: Partial<Order>): Order => ({
  id: 'id',
  orderNumber: 'K7M2Q9XD',
  userId: 'u',
  agencyName: 'Bright PR',
  clientName: 'Dana Chef',
  contactName: 'Sam',
  email: 'sam@example.test',
  phone: null,
  interviewTopic: 'Winter recipes',
  stationId: 's',
  preferredDate: '2026-12-01',
  alternativeDate: null,
  notes: null,
  requestGroupId: null,
  status: 'finished',
  customerStatus: 'completed',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  station: {
    id: 's',
    callLetters: 'KHOU',
    affiliate: 'CBS',
    market: 'Houston',
    state: 'TX',
    city: 'Houston',
    showName: 'Great Day',
    link: null,
    rate: 1500,
    isHidden: false,
  },
  slot: { startsAt: '2026-12-01T09:30:00-06:00', timeZone: 'America/Chicago', format: 'in_studio', callTime: null, producerNote: null },
  airedAt: '2026-12-01T15:40:00Z',
  clipUrl: 'https://station.example/clip/1',
  cancelReason: null,
  ...over,
});

describe('airedSegmentsCsv', () => {
  it('lists only the completed requests of one client (case and spaces ignored), oldest airing first, with time and clip', () => {
    const rows = [
      order({ orderNumber: 'LATER001', airedAt: '2026-12-08T15:40:00Z' }),
      order({ orderNumber: 'EARLY001', clientName: ' dana chef' }),
      order({ orderNumber: 'PENDING1', status: 'booking', customerStatus: 'pending', airedAt: null, clipUrl: null }),
      order({ orderNumber: 'OTHER001', clientName: 'Eli Author' }),
    ];
    const csv = parseCsv(airedSegmentsCsv(rows, 'Dana Chef'));
    expect(csv[0]).toEqual(['Client', 'Request number', 'Station', 'Market', 'Topic', 'Aired', 'Clip']);
    expect(csv.slice(1).map((r) => r[1])).toEqual(['EARLY001', 'LATER001']);
    expect(csv[1]).toEqual([
      ' dana chef',
      'EARLY001',
      'KHOU',
      'Houston',
      'Winter recipes',
      'Tuesday, December 1, 2026 at 9:40 AM CST',
      'https://station.example/clip/1',
    ]);
  });

  it('neutralises spreadsheet formulas in client text', () => {
    const csv = parseCsv(airedSegmentsCsv([order({ clientName: '=HYPERLINK("x")' })], '=HYPERLINK("x")'));
    expect(csv[1]?.[0]).toBe(`'=HYPERLINK("x")`);
  });
});
