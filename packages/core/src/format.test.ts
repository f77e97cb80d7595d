import { describe, expect, it, vi } from 'vitest';
import { affiliateBadgeClass, formatDate, formatDateTime, formatRate } from './format';

describe('formatRate', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatRate(1500)).toBe('$1,500');
    expect(formatRate(0)).toBe('$0');
    expect(formatRate(999)).toBe('$999');
    expect(formatRate(1_000_000)).toBe('$1,000,000');
  });
  it("shows 'TBD' or the given text when there is no rate", () => {
    expect(formatRate(null)).toBe('TBD');
    expect(formatRate(undefined)).toBe('TBD');
    expect(formatRate(Number.NaN)).toBe('TBD');
    expect(formatRate(null, 'No rate')).toBe('No rate');
    expect(formatRate(undefined, 'Contact for pricing')).toBe('Contact for pricing');
  });
});

describe('affiliateBadgeClass', () => {
  it.each([
    ['CBS', 'bg-blue-600 text-white'],
    ['cbs', 'bg-blue-600 text-white'],
    ['NBC', 'bg-black text-white'],
    ['Nbc', 'bg-black text-white'],
    ['ABC', 'bg-yellow-500 text-black'],
    ['FOX', 'bg-blue-500 text-slate-950'],
    ['fox', 'bg-blue-500 text-slate-950'],
    ['CW', 'bg-green-600 text-slate-950'],
    [' cw ', 'bg-green-600 text-slate-950'],
    ['PBS', 'bg-gray-600 text-white'],
    ['Independent', 'bg-gray-600 text-white'],
    ['', 'bg-gray-600 text-white'],
    ['constructor', 'bg-gray-600 text-white'],
    ['__proto__', 'bg-gray-600 text-white'],
    ['toString', 'bg-gray-600 text-white'],
  ])('%j -> %s', (affiliate, classes) => {
    expect(affiliateBadgeClass(affiliate)).toBe(classes);
  });
});

describe('formatDate', () => {
  it('formats calendar dates the same in every zone', () => {
    expect(formatDate('2026-12-01')).toBe('Tue, Dec 1, 2026');
    expect(formatDate('2026-03-09')).toBe('Mon, Mar 9, 2026');
    expect(formatDate('2026-01-01')).toBe('Thu, Jan 1, 2026');
  });
  it('formats a timestamp as its date in the given zone', () => {
    expect(formatDate('2026-03-06T03:30:00.000Z', 'America/New_York')).toBe('Thu, Mar 5, 2026');
    expect(formatDate('2026-03-06T03:30:00.000Z', 'UTC')).toBe('Fri, Mar 6, 2026');
  });
  it('returns anything else unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-45T00:00:00Z')).toBe('2026-13-45T00:00:00Z');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatDateTime', () => {
  it('formats a timestamp in the given zone', () => {
    expect(formatDateTime('2026-03-06T03:30:00.000Z', 'America/New_York')).toBe('Mar 5, 2026, 10:30 PM');
    expect(formatDateTime('2026-07-01T12:05:00Z', 'UTC')).toBe('Jul 1, 2026, 12:05 PM');
  });
  it('returns an invalid value unchanged', () => {
    expect(formatDateTime('nope')).toBe('nope');
  });
  it('uses the local zone by default', () => {
    expect(formatDateTime('2026-07-01T12:05:00Z')).toMatch(/2026/);
  });
});

describe('formatters', () => {
  it('are built on first use, not when the module loads (the first Intl object costs a slow phone over 100 ms)', async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const built: string[] = [];
    Object.assign(Intl, {
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          built.push('number');
        }
      },
      DateTimeFormat: class extends DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
          super(...args);
          built.push('date');
        }
      },
    });
    try {
      vi.resetModules();
      const fresh = await import('./format');
      expect(built).toEqual([]);
      expect(fresh.formatRate(2500)).toBe('$2,500');
      expect(fresh.formatRate(1200)).toBe('$1,200');
      expect(fresh.formatDate('2026-12-01')).toBe('Tue, Dec 1, 2026');
      expect(fresh.formatDate('2026-12-02')).toBe('Wed, Dec 2, 2026');
      expect(built).toEqual(['number', 'date']);
    } finally {
      Object.assign(Intl, { NumberFormat, DateTimeFormat });
    }
  });
});
