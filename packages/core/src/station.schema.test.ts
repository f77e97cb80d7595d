import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blackoutFormSchema,
  notificationInputSchema,
  notificationUpdateSchema,
  parseRate,
  stationInputSchema,
  stationUpdateSchema,
  stationVisibilitySchema,
} from './station.schema';

function fieldErrors(result: { success: boolean; error?: z.ZodError }) {
  expect(result.success).toBe(false);
  return z.flattenError(result.error as z.ZodError).fieldErrors as Record<string, string[] | undefined>;
}

const station = {
  callLetters: ' WFAA ',
  affiliate: 'ABC',
  market: 'Dallas-Fort Worth',
  showName: 'Good Morning Texas',
};

describe('stationInputSchema', () => {
  it('accepts the required fields alone, the optional ones becoming null', () => {
    expect(stationInputSchema.parse(station)).toEqual({
      callLetters: 'WFAA',
      affiliate: 'ABC',
      market: 'Dallas-Fort Worth',
      showName: 'Good Morning Texas',
      link: null,
      rate: null,
      state: null,
      city: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      contactTitle: null,
      mediaCompany: null,
    });
  });

  it('gives the required-field messages', () => {
    expect(fieldErrors(stationInputSchema.safeParse({ callLetters: ' ', affiliate: '', market: '' }))).toEqual({
      callLetters: ['Call letters is required'],
      affiliate: ['Affiliate is required'],
      market: ['Market is required'],
    });
  });

  it('limits lengths', () => {
    const errors = fieldErrors(
      stationInputSchema.safeParse({
        callLetters: 'x'.repeat(101),
        affiliate: 'x'.repeat(51),
        market: 'x'.repeat(101),
        showName: 'x'.repeat(201),
      }),
    );
    expect(errors.callLetters).toEqual(['Call letters must be at most 100 characters']);
    expect(errors.affiliate).toEqual(['Affiliate must be at most 50 characters']);
    expect(errors.market).toEqual(['Market must be at most 100 characters']);
    expect(errors.showName).toEqual(['Show name must be at most 200 characters']);
  });

  it('turns blank optional fields into null', () => {
    const parsed = stationInputSchema.parse({
      ...station,
      link: ' ',
      rate: '',
      state: '',
      city: ' ',
      contactName: '',
      contactEmail: '  ',
      contactPhone: '',
      contactTitle: '',
      mediaCompany: '',
    });
    expect(Object.values(parsed).filter((v) => v === null)).toHaveLength(9);
    expect(stationInputSchema.parse({ ...station, rate: null, link: null }).rate).toBeNull();
  });

  it('needs an http(s) link', () => {
    expect(stationInputSchema.parse({ ...station, link: 'https://www.wfaa.com/gmt' }).link).toBe('https://www.wfaa.com/gmt');
    for (const link of ['wfaa.com', 'javascript:alert(1)', 'ftp://x.com', 'mailto:a@b.co']) {
      expect(fieldErrors(stationInputSchema.safeParse({ ...station, link })).link).toEqual(['Please enter a valid URL']);
    }
  });

  it('takes whole-dollar rates from numbers and strings', () => {
    expect(stationInputSchema.parse({ ...station, rate: 1500 }).rate).toBe(1500);
    expect(stationInputSchema.parse({ ...station, rate: '1500' }).rate).toBe(1500);
    expect(stationInputSchema.parse({ ...station, rate: ' $1,500 ' }).rate).toBe(1500);
    expect(stationInputSchema.parse({ ...station, rate: 0 }).rate).toBe(0);
    expect(stationInputSchema.parse({ ...station, rate: '1000000' }).rate).toBe(1_000_000);
  });

  it('refuses decimal, negative, huge and non-numeric rates', () => {
    const rateError = (rate: unknown) => fieldErrors(stationInputSchema.safeParse({ ...station, rate })).rate;
    expect(rateError(1500.5)).toEqual(['Rate must be a whole number of dollars']);
    expect(rateError('99.99')).toEqual(['Rate must be a whole number of dollars']);
    expect(rateError(-1)).toEqual(['Rate cannot be negative']);
    expect(rateError(1_000_001)).toEqual(['Rate must be at most $1,000,000']);
    expect(rateError('abc')).toEqual(['Rate must be a number']);
    expect(rateError('1,5')).toEqual(['Rate must be a number']);
    expect(rateError(Number.NaN)).toEqual(['Rate must be a number']);
    expect(rateError(true)).toEqual(['Rate must be a number']);
  });

  it('stores the state as its USPS code', () => {
    expect(stationInputSchema.parse({ ...station, state: 'tx', city: ' Dallas ' })).toMatchObject({
      state: 'TX',
      city: 'Dallas',
    });
    expect(stationInputSchema.parse({ ...station, state: 'Texas' }).state).toBe('TX');
    expect(fieldErrors(stationInputSchema.safeParse({ ...station, state: 'Texsa' })).state).toEqual(['Please enter a valid US state']);
  });

  it('checks the contact email and lower-cases it', () => {
    expect(stationInputSchema.parse({ ...station, contactEmail: ' Desk@WFAA.com ' }).contactEmail).toBe('desk@wfaa.com');
    expect(fieldErrors(stationInputSchema.safeParse({ ...station, contactEmail: 'desk' })).contactEmail).toEqual(['Please enter a valid email address']);
  });
});

describe('stationUpdateSchema', () => {
  it('leaves absent keys absent and clears blank ones', () => {
    expect(stationUpdateSchema.parse({})).toEqual({});
    expect(stationUpdateSchema.parse({ rate: '', showName: ' New ' })).toEqual({ rate: null, showName: 'New' });
    // The show name is optional: most real stations have none on record; blank clears it.
    expect(stationUpdateSchema.parse({ showName: '' })).toEqual({ showName: null });
    expect(stationInputSchema.parse({ callLetters: 'KTUU', affiliate: 'NBC', market: 'Anchorage' }).showName).toBeNull();
  });
});

describe('stationVisibilitySchema', () => {
  it('needs a boolean', () => {
    expect(stationVisibilitySchema.parse({ isHidden: true })).toEqual({ isHidden: true });
    expect(stationVisibilitySchema.safeParse({ isHidden: 'yes' }).success).toBe(false);
    expect(stationVisibilitySchema.safeParse({}).success).toBe(false);
  });
});

describe('parseRate', () => {
  it('reads null-ish as null', () => {
    expect(parseRate(undefined)).toEqual({ rate: null });
    expect(parseRate('  ')).toEqual({ rate: null });
  });
});

const notification = { title: ' Holiday special ', message: 'Book now', startDate: '2026-12-01' };

describe('notificationInputSchema', () => {
  it('fills the defaults (the stored type: offer) and nulls blanks', () => {
    expect(notificationInputSchema.parse({ ...notification, endDate: '', buttonText: ' ', buttonLink: '' })).toEqual({
      title: 'Holiday special',
      message: 'Book now',
      type: 'offer',
      startDate: '2026-12-01',
      endDate: null,
      buttonText: null,
      buttonLink: null,
      isActive: true,
    });
  });

  it('gives the required-field messages', () => {
    expect(fieldErrors(notificationInputSchema.safeParse({ title: '', message: ' ', startDate: '' }))).toEqual({
      title: ['Title is required'],
      message: ['Message is required'],
      startDate: ['Start date is required'],
    });
    expect(fieldErrors(notificationInputSchema.safeParse({ ...notification, type: 'promo' })).type).toHaveLength(1);
    expect(fieldErrors(notificationInputSchema.safeParse({ ...notification, startDate: '2026-02-30' })).startDate).toEqual(['Please select a valid date']);
  });

  it('keeps the end date on or after the start date', () => {
    expect(fieldErrors(notificationInputSchema.safeParse({ ...notification, endDate: '2026-11-30' })).endDate).toEqual([
      'End date must be on or after the start date',
    ]);
    expect(notificationInputSchema.parse({ ...notification, endDate: '2026-12-01' }).endDate).toBe('2026-12-01');
    expect(fieldErrors(notificationInputSchema.safeParse({ ...notification, title: '', endDate: '2026-11-30' }))).toEqual({
      title: ['Title is required'],
      endDate: ['End date must be on or after the start date'],
    });
  });

  it('takes web and mailto: button links only', () => {
    for (const buttonLink of ['https://example.com/offer', 'http://example.com', 'mailto:ops@example.com?subject=Hi']) {
      expect(notificationInputSchema.parse({ ...notification, buttonLink }).buttonLink).toBe(buttonLink);
    }
    for (const buttonLink of ['javascript:alert(1)', 'example.com', 'mailto:', 'data:text/html,hi', 'ftp://x.y']) {
      expect(fieldErrors(notificationInputSchema.safeParse({ ...notification, buttonLink })).buttonLink).toEqual([
        'Button link must be a web link (http or https), a mailto: link or a path of this site such as /?q=Texas',
      ]);
    }
  });

  it('accepts every type', () => {
    for (const type of ['announcement', 'offer', 'urgent']) {
      expect(notificationInputSchema.parse({ ...notification, type, isActive: false })).toMatchObject({
        type,
        isActive: false,
      });
    }
  });
});

describe('notificationUpdateSchema', () => {
  it('has no defaults and checks what is given', () => {
    expect(notificationUpdateSchema.parse({})).toEqual({});
    expect(notificationUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(fieldErrors(notificationUpdateSchema.safeParse({ startDate: '2026-12-02', endDate: '2026-12-01' })).endDate).toEqual([
      'End date must be on or after the start date',
    ]);
    expect(fieldErrors(notificationUpdateSchema.safeParse({ title: '' })).title).toEqual(['Title is required']);
  });
});

describe('blackout form', () => {
  it('takes a blank end as a one-day range and a blank note as none', () => {
    expect(blackoutFormSchema.parse({ from: '2027-12-24', to: '', note: '  ' })).toEqual({ from: '2027-12-24', to: '2027-12-24', note: null });
    expect(blackoutFormSchema.parse({ from: '2027-12-24', to: '2027-12-31', note: 'Holidays' })).toEqual({
      from: '2027-12-24',
      to: '2027-12-31',
      note: 'Holidays',
    });
  });

  it('asks for the first date, a real date, and an end on or after the start', () => {
    expect(fieldErrors(blackoutFormSchema.safeParse({ from: '', to: '', note: '' }))).toEqual({ from: ['Choose the first unavailable date'] });
    expect(fieldErrors(blackoutFormSchema.safeParse({ from: '2027-02-30', to: '', note: '' }))).toEqual({ from: ['Please select a valid date'] });
    expect(fieldErrors(blackoutFormSchema.safeParse({ from: '2027-12-24', to: '2027-12-23', note: '' }))).toEqual({
      to: ['End date must be on or after the start date'],
    });
  });
});
