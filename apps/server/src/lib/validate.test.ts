import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { fieldErrorsOf } from './validate';

describe('field errors', () => {
  it('groups messages by field, the names of Object.prototype members included', () => {
    const errors = fieldErrorsOf({
      issues: [
        { path: ['__proto__'], message: 'first' },
        { path: ['__proto__'], message: 'second' },
        { path: ['constructor'], message: 'third' },
        { path: [], message: 'whole body' },
      ],
    });
    expect(Object.entries(errors)).toEqual([
      ['__proto__', ['first', 'second']],
      ['constructor', ['third']],
      ['_', ['whole body']],
    ]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('a control character behind a query key named __proto__ is a 400, not a crash', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/api/orders/by-manage-token?__proto__=%00');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty('__proto__');
    } finally {
      await t.close();
    }
  });
});
