import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, jsonBytes } from './json-bytes';

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `order-${i}`,
    name: i % 3 ? 'Zoë "Z" O’Brien\n' : 'KÖÖ – 東京 🎙',
    at: new Date(Date.UTC(2026, 10, 27, 9, i % 60)),
    optional: i % 2 ? undefined : null,
    nested: { list: [1, 2, undefined, { deep: [i] }], flag: i % 2 === 0 },
  }));

describe('jsonBytes', () => {
  it.each([
    ['a long array of objects', many(40)],
    ['a short array', many(3)],
    ['a page object around a long array', { changes: many(100), cursor: 'c1', more: true, skipped: undefined }],
    ['an array of holes, functions and symbols', Array.from({ length: 20 }, (_, i) => [undefined, () => 1, Symbol('s'), i][i % 4])],
    ['an object with a toJSON of its own', { toJSON: () => ['custom'] }],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { a: 1, list: many(20) })],
    ['nested long arrays', { rows: Array.from({ length: 30 }, () => many(2)) }],
    ['scalars', 'plain "text" ✓'],
    ['null', null],
    ['an empty array', []],
    ['an empty object', {}],
  ])('writes %s exactly as JSON.stringify does', (_name, value) => {
    expect(new TextDecoder().decode(jsonBytes(value))).toBe(JSON.stringify(value));
  });
});

describe('jsonAnswer', () => {
  const page = { items: many(50), total: 50 };
  const app = new Hono()
    .get('/json', (c) => {
      c.header('X-Total-Count', '50');
      return c.json(page, 200);
    })
    .get('/bytes', (c) => {
      c.header('X-Total-Count', '50');
      return jsonAnswer(c, page);
    })
    .post('/created', (c) => jsonAnswer(c, page, 201));

  it('answers the same status, headers and bytes as c.json', async () => {
    const [json, bytes] = await Promise.all([app.request('/json'), app.request('/bytes')]);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe(json.headers.get('content-type'));
    expect(bytes.headers.get('x-total-count')).toBe('50');
    expect(await bytes.text()).toBe(await json.text());
  });

  it('answers the status it is given', async () => {
    const created = await app.request('/created', { method: 'POST' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual(JSON.parse(JSON.stringify(page)));
  });
});
