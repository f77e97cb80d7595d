import { describe, expect, it } from 'vitest';
import { newOrderNumber, newRequestId } from './random';

describe('newOrderNumber', () => {
  it('draws 8 Crockford base32 characters, different each time, across refills of its byte pool', () => {
    // 1,000 draws use the 1 KB pool about eight times over.
    const drawn = Array.from({ length: 1_000 }, newOrderNumber);
    for (const n of drawn) expect(n).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every character of the alphabet shows up: the bytes are not stuck or reused.
    expect(new Set(drawn.join('')).size).toBe(32);
  });
});

describe('newRequestId', () => {
  it('is unique within the process and shares its random prefix', () => {
    const ids = Array.from({ length: 100 }, newRequestId);
    expect(new Set(ids).size).toBe(100);
    const prefixes = new Set(ids.map((id) => id.slice(0, id.lastIndexOf('-'))));
    expect(prefixes.size).toBe(1);
    expect([...prefixes][0]).toMatch(/^[A-Za-z0-9_-]{8}$/);
  });
});
