import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedJson } from './cached-json-response';

const small = { rows: [{ id: 'a' }] };
const large = { rows: Array.from({ length: 100 }, (_, i) => ({ id: `station-${i}`, name: 'A morning show' })) };
let made = 0;
const app = new Hono().get('/:size', (c) =>
  cachedJson(c, c.req.param('size') === 'large' ? large : small, (source) => {
    made++;
    return { json: source.rows, headers: { 'X-Total-Count': String(source.rows.length) } };
  }),
);

describe('cachedJson', () => {
  it('serializes a source once, then answers its bytes with the headers made beside them', async () => {
    const before = made;
    const first = await app.request('/small');
    const second = await app.request('/small');
    expect(made - before).toBe(1);
    expect(first.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('x-total-count')).toBe('1');
    expect(await first.json()).toEqual(small.rows);
    expect(await second.text()).toBe(JSON.stringify(small.rows));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers 304 with no body to the ETag it gave, and 200 to any other', async () => {
    const etag = (await app.request('/small')).headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const same = await app.request('/small', { headers: { 'If-None-Match': etag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect((await app.request('/large', { headers: { 'If-None-Match': etag } })).status).toBe(200);
    // As RFC 9110 reads it: one of a list, the same tag without its weak prefix, or any.
    for (const header of [`"other", ${etag}`, etag.replace(/^W\//, ''), '*'])
      expect((await app.request('/small', { headers: { 'If-None-Match': header } })).status).toBe(304);
    expect((await app.request('/small', { headers: { 'If-None-Match': '"other", W/"another"' } })).status).toBe(200);
  });

  it('gzips an answer above 1 KiB for a client that accepts it, and not a small one', async () => {
    const zipped = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'))).toEqual(large.rows);
    expect((await app.request('/large')).headers.get('content-encoding')).toBeNull();
    expect((await app.request('/small', { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('content-encoding')).toBeNull();
  });
});
