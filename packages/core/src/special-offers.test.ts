import { describe, expect, it } from 'vitest';
import { SPECIAL_OFFERS, specialOfferMailto } from './special-offers';

describe('SPECIAL_OFFERS', () => {
  it('has the two fixed packages', () => {
    expect(SPECIAL_OFFERS.map((o) => [o.name, o.price, o.wasPrice, o.bestValue])).toEqual([
      ['Morning Show Starter Pack', 1499, 1999, false],
      ['National Exposure Bundle', 4999, 6500, true],
    ]);
    expect(SPECIAL_OFFERS[0]?.description).toMatch(/two guaranteed placements/i);
    expect(SPECIAL_OFFERS[1]?.description).toMatch(/national show/i);
    expect(new Set(SPECIAL_OFFERS.map((o) => o.id)).size).toBe(2);
  });
});

describe('specialOfferMailto', () => {
  const [starter] = SPECIAL_OFFERS;
  it('builds an encoded mailto: link with the subject and price', () => {
    if (!starter) throw new Error('missing offer');
    const link = specialOfferMailto(starter, 'bookings@example.com');
    expect(link.startsWith('mailto:bookings@example.com?subject=')).toBe(true);
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe('Special Offer Inquiry: Morning Show Starter Pack');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('Morning Show Starter Pack');
    expect(body).toContain('$1,499');
    expect(link).not.toMatch(/ /);
    expect(link).toContain(encodeURIComponent('Special Offer Inquiry: Morning Show Starter Pack'));
  });
  it('encodes characters that would break the link', () => {
    const link = specialOfferMailto({ name: 'A & B?', price: 10 }, 'x@y.z');
    expect(new URL(link).searchParams.get('subject')).toBe('Special Offer Inquiry: A & B?');
  });
});
