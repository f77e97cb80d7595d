// One brand everywhere: the page title, the email sender, the API description and the README
// all say the site's name ('Spotlight TV'), the name the header and the emails' signature use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME, SITE_TITLE } from '@app/core';
import { orderBody } from './routes/orders/booking-test-support';
import { repoRoot } from './server';
import { createTestApp, visibleStationId, type TestApp } from './test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t.close());

describe('one brand', () => {
  it("the landing page's title and the default sender of a real email name the same brand, Spotlight TV", async () => {
    expect(SITE_NAME).toBe('Spotlight TV');
    const indexHtml = readFileSync(join(repoRoot, 'apps', 'web', 'index.html'), 'utf8');
    const title = /<title>([^<]*)<\/title>/.exec(indexHtml)?.[1];
    expect(title).toBe('Spotlight TV: get your clients on local TV');
    expect(title).toBe(SITE_TITLE);

    const email = 'brand@example.com';
    expect((await t.request('/api/orders', { json: orderBody(await visibleStationId(t), { email }) })).status).toBe(201);
    await t.outbox.drain();
    const receipt = t.transport.sent.find((m) => m.to === email);
    expect(receipt?.from).toBe('Spotlight TV <bookings@localhost>');
    const senderName = /^(.*) <[^>]+>$/.exec(receipt?.from ?? '')?.[1];
    expect(title?.startsWith(`${senderName}: `)).toBe(true);
  });

  it('the API description, its reference page and the README name the same brand', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { info: { title: string } };
    expect(doc.info.title).toBe('Spotlight TV API');
    const docsPage = await (await t.request('/api/docs')).text();
    expect(docsPage).toContain('<title>Spotlight TV API</title>');
    expect(docsPage).toContain('<h1>Spotlight TV API</h1>');
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toMatch(/\| `MAIL_FROM` \| `Spotlight TV <bookings@localhost>` \|/);
    expect(readme).not.toContain('TV Segment Booking');
  });
});
