import { describe, expect, it } from 'vitest';
import { isHttpUrl, isMailtoLink, isPlausiblePhone } from './checks';
import { forbiddenCharacterPaths, hasForbiddenCharacters, optionalText, requiredText, tooLongMessage } from './fields';
import { registerSchema } from './auth.schema';
import { MESSAGES } from './messages';

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

describe('the control-character rule shared by every text field', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', '\u0007'],
    ['escape', 'x\u001B[31m'],
    ['DEL', '\u007F'],
    ['C1 control', '\u0085'],
    ['LRE', '\u202A'],
    ['RLE', '\u202B'],
    ['PDF', '\u202C'],
    ['LRO', '\u202D'],
    ['RLO', 'invoice\u202Etxt.exe'],
    ['LRI', '\u2066'],
    ['RLI', '\u2067'],
    ['FSI', '\u2068'],
    ['PDI', '\u2069'],
    ['lone high surrogate', 'a\uD83D'],
    ['lone low surrogate', '\uDE00a'],
    ['reversed pair', '\uDE00\uD83D'],
  ])('refuses %s', (_name, text) => {
    expect(hasForbiddenCharacters(text)).toBe(true);
    const result = requiredText('Name is required', 100, 'Name').safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(MESSAGES.forbiddenCharacters);
    expect(optionalText(100, 'Notes').safeParse(`notes ${text}`).success).toBe(false);
  });

  it('accepts tabs, line breaks, emoji, accents and right-to-left scripts', () => {
    for (const text of ['a\tb', 'line\r\nbreak', '😀 👩‍💻', 'Zoë Ñandú', 'שלום עולם', 'مرحبا']) {
      expect(hasForbiddenCharacters(text)).toBe(false);
      expect(optionalText(100, 'Notes').safeParse(text).success).toBe(true);
    }
  });

  it('applies to new passwords too', () => {
    const password = 'long enough\u0000password';
    const result = registerSchema.safeParse({ email: 'a@example.test', password, confirmPassword: password, firstName: 'A', lastName: 'B' });
    expect(result.error?.issues.find((i) => i.path[0] === 'password')?.message).toBe(MESSAGES.forbiddenCharacters);
  });

  it('finds every tainted string inside nested input, keys included', () => {
    expect(forbiddenCharacterPaths({ a: 'ok', b: ['fine', 'bad\u0000'], c: { d: '\u202E' }, ['k\u0000']: 1, n: 5 })).toEqual(['b.1', 'c.d', 'k\u0000']);
    expect(forbiddenCharacterPaths('\uD800')).toEqual(['_']);
    // Absurdly deep input is left to the schema (no stack overflow on a 100 KB body of brackets).
    const deep = JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`) as unknown;
    expect(forbiddenCharacterPaths(deep)).toEqual([]);
  });
});
