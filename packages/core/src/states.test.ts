import { describe, expect, it } from 'vitest';
import { expandSearchTerm, MAJOR_CITIES, resolveState, US_STATES } from './states';

describe('US_STATES', () => {
  it('lists the 50 states and DC with unique codes and names', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
    for (const s of US_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('resolveState', () => {
  it.each(US_STATES.map((s) => [s.code, s.name] as const))('resolves %s / %s', (code, name) => {
    const expected = { code, name };
    expect(resolveState(code)).toEqual(expected);
    expect(resolveState(code.toLowerCase())).toEqual(expected);
    expect(resolveState(name)).toEqual(expected);
    expect(resolveState(name.toUpperCase())).toEqual(expected);
    expect(resolveState(`  ${name.toLowerCase()}  `)).toEqual(expected);
  });

  it.each(['Washington DC', 'washington d.c.', 'Washington, D.C.', 'D.C.', 'dc', 'District of Columbia'])('reads %j as DC', (text) => {
    expect(resolveState(text)?.code).toBe('DC');
  });

  it('keeps Washington the state', () => {
    expect(resolveState('Washington')?.code).toBe('WA');
  });

  it.each(['', '  ', 'Texass', 'XX', 'Dallas', 'New', 'Puerto Rico'])('refuses %j', (text) => {
    expect(resolveState(text)).toBeNull();
  });
});

describe('MAJOR_CITIES', () => {
  it('covers at least 150 lower-case cities mapped to real state codes', () => {
    const codes = new Set(US_STATES.map((s) => s.code));
    const entries = Object.entries(MAJOR_CITIES);
    expect(entries.length).toBeGreaterThanOrEqual(150);
    for (const [city, code] of entries) {
      expect(city).toBe(city.toLowerCase().trim());
      expect(codes.has(code)).toBe(true);
    }
  });

  it('has a city in every state except DC-only entries', () => {
    const covered = new Set(Object.values(MAJOR_CITIES));
    for (const s of US_STATES) expect(covered.has(s.code)).toBe(true);
  });

  it.each([
    ['houston', 'TX'],
    ['dallas', 'TX'],
    ['fort worth', 'TX'],
    ['austin', 'TX'],
    ['san antonio', 'TX'],
    ['los angeles', 'CA'],
    ['miami', 'FL'],
    ['orlando', 'FL'],
    ['tampa', 'FL'],
    ['new york', 'NY'],
    ['chicago', 'IL'],
    ['denver', 'CO'],
    ['phoenix', 'AZ'],
    ['seattle', 'WA'],
    ['atlanta', 'GA'],
    ['boston', 'MA'],
    ['portland', 'OR'],
    ['kansas city', 'MO'],
    ['columbus', 'OH'],
  ])('maps %s to %s', (city, code) => {
    expect(MAJOR_CITIES[city]).toBe(code);
  });
});

describe('expandSearchTerm', () => {
  it('reads state names and codes as states', () => {
    expect(expandSearchTerm('Texas')).toEqual({ state: { code: 'TX', name: 'Texas' }, text: 'Texas' });
    expect(expandSearchTerm(' tx ')).toEqual({ state: { code: 'TX', name: 'Texas' }, text: 'tx' });
    expect(expandSearchTerm('Washington DC').state?.code).toBe('DC');
  });

  it('prefers the state when a city has the same name', () => {
    expect(expandSearchTerm('New York')).toEqual({
      state: { code: 'NY', name: 'New York' },
      text: 'New York',
    });
  });

  it('reads known cities with their state', () => {
    expect(expandSearchTerm('Dallas')).toEqual({
      state: { code: 'TX', name: 'Texas' },
      city: 'dallas',
      text: 'Dallas',
    });
    expect(expandSearchTerm('st. louis')).toMatchObject({ city: 'st louis', state: { code: 'MO' } });
    expect(expandSearchTerm('Winston-Salem')).toMatchObject({ city: 'winston salem', state: { code: 'NC' } });
    expect(expandSearchTerm('FORT WORTH').city).toBe('fort worth');
  });

  it('reads "City, ST" and "City State"', () => {
    expect(expandSearchTerm('Portland, ME')).toMatchObject({ city: 'portland', state: { code: 'ME' } });
    expect(expandSearchTerm('Portland Maine')).toMatchObject({ city: 'portland', state: { code: 'ME' } });
    expect(expandSearchTerm('Austin TX')).toMatchObject({ city: 'austin', state: { code: 'TX' } });
    expect(expandSearchTerm('Kansas City Missouri')).toMatchObject({
      city: 'kansas city',
      state: { code: 'MO' },
    });
    // Any city with a comma, even one not in the list.
    expect(expandSearchTerm('Smallville, Kansas')).toMatchObject({
      city: 'smallville',
      state: { code: 'KS' },
    });
  });

  it('reads market names by their first known city', () => {
    expect(expandSearchTerm('Dallas-Fort Worth')).toMatchObject({ city: 'dallas', state: { code: 'TX' } });
    expect(expandSearchTerm('Tampa-St. Petersburg')).toMatchObject({ city: 'tampa', state: { code: 'FL' } });
  });

  it('leaves anything else as free text', () => {
    expect(expandSearchTerm('Good Day LA')).toEqual({ text: 'Good Day LA' });
    expect(expandSearchTerm('WFAA')).toEqual({ text: 'WFAA' });
    expect(expandSearchTerm('  NBC  ')).toEqual({ text: 'NBC' });
    expect(expandSearchTerm('')).toEqual({ text: '' });
    expect(expandSearchTerm('   ')).toEqual({ text: '' });
  });
});
