import { describe, expect, it } from 'vitest';
import { isHttpUrl, isMailtoLink, isPlausiblePhone } from './checks';
import { optionalText, requiredText, tooLongMessage } from './fields';

describe('field helpers', () => {
  it('builds too-long messages', () => {
    expect(tooLongMessage('Notes', 2000)).toBe('Notes must be at most 2,000 characters');
  });
  it('requires text', () => {
    const field = requiredText('Name is required', 5, 'Name');
    expect(field.parse('  ab ')).toBe('ab');
    expect(field.safeParse('   ').error?.issues.map((i) => i.message)).toEqual(['Name is required']);
    expect(field.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['Name is required']);
    expect(field.safeParse('abcdef').error?.issues.map((i) => i.message)).toEqual(['Name must be at most 5 characters']);
  });
  it('nulls blank optional text', () => {
    const field = optionalText(5, 'Note');
    expect(field.parse(' ')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse(' hi ')).toBe('hi');
  });
  it('checks phones, web links and mailto links', () => {
    expect(isPlausiblePhone('(555) 123-4567 x12')).toBe(true);
    expect(isPlausiblePhone('555')).toBe(false);
    expect(isHttpUrl('https://a.co/x?y=1')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
    expect(isMailtoLink('mailto:a@b.co')).toBe(true);
    expect(isMailtoLink('MAILTO:a@b.co?subject=x')).toBe(true);
    expect(isMailtoLink('mailto:nobody')).toBe(false);
  });
});
