import { describe, expect, it } from 'vitest';
import { barPercent, percentText, resultBadgeClass } from './display';

describe('barPercent (bars at least 10 % wide, none for a zero)', () => {
  it('scales to the largest value with a 10 % floor; a zero draws no bar', () => {
    expect(barPercent(50, 50)).toBe(100);
    expect(barPercent(25, 50)).toBe(50);
    expect(barPercent(1, 50)).toBe(10);
    expect(barPercent(6, 50)).toBe(12);
    expect(barPercent(0, 50)).toBe(0);
    expect(barPercent(0, 0)).toBe(0);
  });
});

describe('resultBadgeClass (over 20 green, over 5 yellow, else red)', () => {
  it.each([
    [21, 'green'],
    [20, 'yellow'],
    [6, 'yellow'],
    [5, 'red'],
    [0, 'red'],
  ])('%i results -> %s', (n, colour) => {
    expect(resultBadgeClass(n)).toContain(`bg-${colour}-100`);
  });
});

describe('formats', () => {
  it('conversion rate with one decimal and a percent sign', () => {
    expect(percentText(12.5)).toBe('12.5%');
    expect(percentText(0)).toBe('0.0%');
    expect(percentText(100)).toBe('100.0%');
  });
});
