import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('gives 404 JSON for unknown /api paths', async () => {
    const res = await t.request('/api/nope/deeper');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('Not found'), code: 'not_found' });
  });

  // Found by the fuzzer on PostgreSQL, which refuses text holding NUL: a 500 there, a 404 on SQLite.
  it('gives 404 JSON for a path parameter holding a forbidden control character (NUL above all), on every database', async () => {
    for (const path of ['/api/orders/%00', '/api/stations/a%00b', '/api/orders/%1B', '/api/orders/%00/history']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ code: 'not_found' });
    }
  });

  it('gives 400 JSON for malformed JSON', async () => {
    const res = await t.request('/api/orders', { body: '{"clientName": ', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
  });

  it('gives 413 JSON for a body over 100 KB', async () => {
    const res = await t.request('/api/orders', { json: { notes: 'x'.repeat(101 * 1024) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const again = await t.request('/api/health');
    expect(again.headers.get('x-request-id')).toBeTruthy();
    expect(again.headers.get('x-request-id')).not.toBe(res.headers.get('x-request-id'));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('refuses a cookie-carrying write from a foreign origin with 403', async () => {
    const res = await t.request('/api/orders', { json: {}, headers: { Origin: 'https://evil.example', Cookie: 'session=x' } });
    expect(res.status).toBe(403);
  });

  it('takes our origin from PUBLIC_URL only: a Host header and Origin that agree on another site get 403', async () => {
    const res = await t.app.request('http://evil.example/api/auth/logout', {
      method: 'POST',
      headers: { Host: 'evil.example', Origin: 'http://evil.example', Cookie: 'session=x' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'csrf' });
    const ours = await t.request('/api/auth/logout', { method: 'POST', headers: { Cookie: 'session=x' } });
    expect(ours.status).toBe(204);
  });

  it('redirects GET /api/login to /login', async () => {
    const res = await t.request('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});
