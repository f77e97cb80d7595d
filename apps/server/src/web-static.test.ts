import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './config';
import { eq } from 'drizzle-orm';
import { stations } from './db/schema';
import { createStationCatalogue } from './services/stations/create-station-catalogue';
import { mountWebApp, renderLandingHtml } from './web-static';
import { createTestApp, type TestApp } from './test/helpers';

// A web build in miniature: the SPA shell, and the landing page the build prerenders with a
// stand-in where it shows the contact email (apps/web/prerender-plugin.ts).
const INDEX = '<!doctype html><html><head><meta name="app-config" content="{}" /></head><body><div id="root"></div></body></html>';
const LANDING =
  '<!doctype html><html><head><meta name="app-config" content="{}" /></head><body><div id="root" data-prerendered="/">' +
  '<h1>Get your clients on local TV</h1><a href="mailto:__PUBLIC_CONFIG_contactEmail__">__PUBLIC_CONFIG_contactEmail__</a>' +
  '</div></body></html>';
const HERO = 'Get your clients on local TV';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { CONTACT_EMAIL: "o'neil+tv@example.test" } });
  dist = mkdtempSync(join(tmpdir(), 'tvb-web-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'landing.html'), LANDING);
  mountWebApp(t.app, dist, t.config);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('the prerendered landing page', () => {
  it('is what / sends to a visitor: the hero is in the HTML before any script runs', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(HERO);
    expect(html).toContain('data-prerendered="/"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // The other `/` (signed in) comes from the same URL: caches must tell them apart.
    expect(res.headers.get('vary')).toMatch(/Cookie/);
  });

  it('carries the configured contact email in place of the stand-in, escaped, and in the meta tag', async () => {
    const html = await (await get('/')).text();
    expect(html).not.toContain('__PUBLIC_CONFIG_');
    expect(html).toContain('<a href="mailto:o&#39;neil+tv@example.test">o&#39;neil+tv@example.test</a>');
    expect(html).toContain("&quot;contactEmail&quot;:&quot;o'neil+tv@example.test&quot;");
  });

  it('goes only to visitors at / itself: not with the signed-in hint, a query, or on other paths', async () => {
    for (const [path, headers] of [
      ['/', { Cookie: 'signed_in=1' }],
      ['/', { Cookie: 'theme=dark; signed_in=1' }],
      ['/?q=Texas', {}],
      ['/?view=offers', {}],
      ['/faq', {}],
      ['/index.html', {}],
      ['/landing.html', {}],
    ] as const) {
      const html = await (await get(path, headers)).text();
      expect(html, `${path} ${JSON.stringify(headers)}`).not.toContain(HERO);
      expect(html).toContain('<div id="root"></div>');
    }
    // A cookie that only looks like the hint does not count.
    expect(await (await get('/', { Cookie: 'signed_in=0; not_signed_in=1' })).text()).toContain(HERO);
  });

  it('is sent compressed to browsers that take brotli or gzip', async () => {
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain(HERO);
    const gz = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain(HERO);
  });
});

describe('renderLandingHtml', () => {
  const config: Config = loadConfig({ DATA_DIR: '/tmp/unused', CONTACT_EMAIL: 'hello@example.test' });

  it('fills every stand-in of a text setting', () => {
    const html = renderLandingHtml(LANDING, config);
    expect(html).toContain('mailto:hello@example.test');
    expect(html).not.toContain('__PUBLIC_CONFIG_');
  });

  it('refuses a stand-in for anything but a text setting (a build mistake)', () => {
    expect(() => renderLandingHtml('<p>__PUBLIC_CONFIG_googleEnabled__</p>', config)).toThrow(/googleEnabled/);
    expect(() => renderLandingHtml('<p>__PUBLIC_CONFIG_adminPassword__</p>', config)).toThrow(/adminPassword/);
  });
});

describe('pages the app does not have, and station pages', () => {
  const SHELL =
    '<!doctype html><html><head><meta name="description" content="Book interview segments." /><meta name="app-config" content="{}" />' +
    '<title>Spotlight TV: get your clients on local TV</title></head><body><div id="root"></div></body></html>';
  let s: TestApp;
  let shellDist: string;
  beforeAll(async () => {
    s = await createTestApp();
    shellDist = mkdtempSync(join(tmpdir(), 'tvb-web-dist-'));
    writeFileSync(join(shellDist, 'index.html'), SHELL);
    const catalogue = createStationCatalogue({ db: s.db });
    mountWebApp(s.app, shellDist, s.config, { findStation: (id) => catalogue.get(id) });
  });
  afterAll(async () => {
    await s.close();
    rmSync(shellDist, { recursive: true, force: true });
  });

  it('answers HTTP 404 with the app (which shows its 404 page) for unknown paths, 200 for its pages', async () => {
    for (const path of ['/no-such-page', '/orders/extra', '/stations', '/admin/x']) {
      const res = await s.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    for (const path of ['/orders', '/chat', '/search', '/track', '/faq', '/analytics', '/login']) expect((await s.app.request(path)).status, path).toBe(200);
  });

  it("sends a station page with the station's own title and description; hidden or unknown ids get 404", async () => {
    const kprc = (await s.db.select().from(stations).where(eq(stations.callLetters, 'KPRC')))[0]!;
    const res = await s.app.request(`/stations/${kprc.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>KPRC (NBC, Houston): book a TV segment | Spotlight TV</title>');
    expect(html).toMatch(
      /<meta name="description" content="Book an interview segment on Houston Life with KPRC, the NBC station in Houston\. Rate: [^"]+" \/>/,
    );
    const hidden = (await s.db.select().from(stations).where(eq(stations.isHidden, true)))[0]!;
    for (const id of [hidden.id, 'no-such-station']) {
      const missing = await s.app.request(`/stations/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<title>Spotlight TV: get your clients on local TV</title>');
    }
  });
});
