import { describe, expect, it } from 'vitest';
import { newId, newOrderNumber, newRequestId } from './random';

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

describe('newId', () => {
  it('is a UUIDv7 whose order follows creation time, so new rows append to the id index', async () => {
    const first = Array.from({ length: 500 }, newId);
    await new Promise((ok) => setTimeout(ok, 2));
    const later = newId();
    for (const id of [...first, later]) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(first).size).toBe(first.length);
    // Ids drawn in order sort in order (monotonic within a millisecond too).
    expect([...first].sort()).toEqual(first);
    expect(first.every((id) => id < later)).toBe(true);
    // The first 48 bits are the creation time in milliseconds.
    const ms = parseInt(later.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(ms - Date.now())).toBeLessThan(5_000);
  });
});
