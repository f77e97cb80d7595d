import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures';

import type { Station } from './support/booking-dates';
import { expectSpecialOffers } from './support/special-offers';
import { placeholderRoom, typedTextContrast } from './support/a11y-helpers';

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search TV stations' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The computed background colour of a Tailwind class, read from a probe element on the page. */
function backgroundOf(page: Page, className: string): Promise<string> {
  return page.evaluate((cls) => {
    const probe = document.createElement('div');
    probe.className = cls;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, className);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test.describe('landing page (signed out)', () => {
  test('the first HTML carries the video with its poster but no video file: that loads after the first paint', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<video[^>]*poster="\/hero\/studio-poster\.jpg"/);
    expect(html).not.toContain('/hero/studio.webm');
    const poster = await request.get('/hero/studio-poster.jpg');
    expect(poster.status()).toBe(200);
    for (const file of ['/hero/studio.webm', '/hero/studio.mp4']) {
      const res = await request.get(file);
      expect(res.status()).toBe(200);
      expect((await res.body()).length).toBeLessThan(200_000);
    }
  });

  test('hero with the looping studio animation, the three steps, the claims and Get Started', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('data-playing', 'true');
    // A real, muted video with a poster, whose file loads after the first paint and plays.
    await expect(video).toHaveJSProperty('tagName', 'VIDEO');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('poster', '/hero/studio-poster.jpg');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/hero\/studio\.(webm|mp4)$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    // The video comes from our own server: no request leaves our origin.
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(new URL(page.url()).origin) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.getByRole('button', { name: 'Pause video' }).click();
    await expect(video).toHaveAttribute('data-playing', 'false');
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect(video).toHaveAttribute('data-playing', 'true');

    for (const step of ['Search Station', 'Choose Date', 'Get Confirmed']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    for (const claim of ['Choose a show', 'Get booked', '500+ placements', 'Confirmation and next steps within 24 hours']) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: '/tmp/landing.png', fullPage: true });
    expect(foreign).toEqual([]);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('what a visitor types in the search box is readable on the hero', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search TV stations' });
    await box.fill('Texas');
    // The hero's white text must not reach the white box.
    expect(await typedTextContrast(box)).toBeGreaterThanOrEqual(4.5);
  });

  test('on a phone the search box shows its whole hint', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    expect(await placeholderRoom(page.getByRole('searchbox', { name: 'Search TV stations' }))).toBeGreaterThanOrEqual(0);
  });

  test('a blank search does nothing', async ({ page }) => {
    await page.goto('/');
    await search(page, '   ');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Search results' })).toHaveCount(0);
  });

  test("searching 'Texas' shows 'Showing N stations in Texas' with a card per station, scrolled into view", async ({ page, request }) => {
    const expected = (await (await request.get('/api/stations?q=Texas')).json()) as Station[];
    expect(expected.length).toBeGreaterThan(3);
    await page.goto('/');
    await search(page, 'Texas');
    await expect(page.getByText(`Showing ${expected.length} stations in Texas`, { exact: true })).toBeVisible();
    const cards = page.getByTestId('station-card');
    await expect(cards).toHaveCount(expected.length);
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeInViewport();
    await expect(page).toHaveURL(/\?q=Texas$/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search TV stations' })).toHaveValue('Texas');
    await expect(cards).toHaveCount(expected.length);

    // Each card: affiliate badge, call letters, market, show name when present, rate or 'TBD', Book Now.
    for (const station of expected.slice(0, 8)) {
      const card = page.getByRole('article', { name: station.callLetters, exact: true });
      await expect(card.getByText(station.affiliate, { exact: true })).toBeVisible();
      await expect(card.getByText(station.market, { exact: true })).toBeVisible();
      if (station.showName) await expect(card.getByText(station.showName, { exact: true })).toBeVisible();
      const rate = station.rate === null ? 'TBD' : `$${station.rate.toLocaleString('en-US')}`;
      await expect(card.getByTestId('station-rate')).toHaveText(rate);
      await expect(card.getByRole('button', { name: 'Book Now' })).toBeVisible();
    }
    const tbd = expected.find((s) => s.rate === null);
    if (tbd) await expect(page.getByRole('article', { name: tbd.callLetters, exact: true }).getByTestId('station-rate')).toHaveText('TBD');
  });

  test('affiliate badges use the network colours', async ({ page }) => {
    await page.goto('/?q=Texas');
    const colours: Record<string, string> = { NBC: 'bg-black', CBS: 'bg-blue-600', ABC: 'bg-yellow-500', FOX: 'bg-blue-500' };
    await expect(page.getByTestId('station-card').first()).toBeVisible();
    for (const [affiliate, cls] of Object.entries(colours)) {
      const badge = page.getByTestId('station-card').getByText(affiliate, { exact: true }).first();
      const expected = await backgroundOf(page, cls);
      expect(expected).not.toBe('rgba(0, 0, 0, 0)');
      await expect(badge).toHaveCSS('background-color', expected);
    }
  });

  test('six skeleton cards while loading', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/stations?q=*', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/');
    await search(page, 'Ohio');
    await expect(page.getByTestId('station-skeleton')).toHaveCount(6);
    await expect(page.getByRole('status', { name: 'Loading stations' })).toBeVisible();
    release();
    await expect(page.getByText(/^Showing \d+ stations in Ohio$/)).toBeVisible();
    await expect(page.getByTestId('station-skeleton')).toHaveCount(0);
  });

  test('an error banner whose Retry reloads the page and runs the search again', async ({ page }) => {
    await page.route('**/api/stations?q=*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.goto('/');
    await search(page, 'Florida');
    const banner = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(banner).toContainText('Our servers are having trouble. Please try again in a moment.');
    await page.unroute('**/api/stations?q=*');
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\?q=Florida$/);
    await expect(page.getByText(/^Showing \d+ stations in Florida$/)).toBeVisible();
  });

  test("no results: 'No stations found', the hint, and Clear Search", async ({ page }) => {
    await page.goto('/');
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/chat/search-miss') && r.method() === 'POST');
    await search(page, 'Atlantis Undersea');
    await expect(page.getByRole('heading', { name: 'No stations found' })).toBeVisible();
    // The miss goes to the operators' unmet-demand report.
    expect((await reported).postDataJSON()).toEqual({ query: 'Atlantis Undersea' });
    await expect(page.getByText('No TV stations found in Atlantis Undersea. Try a different search.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(page.getByRole('heading', { name: 'No stations found' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test("'Or view our special offers' shows both packages; 'Back to Station Search' and searching return", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Or view our special offers' }).click();
    const { starter } = await expectSpecialOffers(page.getByRole('main'));

    await page.getByRole('button', { name: 'Back to Station Search' }).click();
    await expect(starter).toHaveCount(0);

    await page.getByRole('button', { name: 'Or view our special offers' }).click();
    await expect(starter).toBeVisible();
    await search(page, 'Ohio');
    await expect(starter).toHaveCount(0);
    await expect(page.getByText(/^Showing \d+ stations in Ohio$/)).toBeVisible();
  });

  test('notifications: a dismissible banner styled by type, with a button only for safe links', async ({ page, request }) => {
    const token = await adminToken(request);
    // The start date is compared with today in BUSINESS_TIMEZONE.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const create = async (data: Record<string, unknown>) => {
      const res = await request.post('/api/admin/notifications', {
        data: { startDate: today, isActive: true, ...data },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const ids = [
      await create({
        title: 'Holiday rush',
        message: 'Book early for December.',
        type: 'urgent',
        buttonText: 'Email us',
        buttonLink: 'mailto:hello@example.test',
      }),
      await create({
        title: 'Two for one',
        message: 'A second market at half price.',
        type: 'offer',
        buttonText: 'See offer',
        buttonLink: 'https://example.com/offer',
      }),
      await create({ title: 'New stations', message: 'Ten new markets this week.', type: 'announcement' }),
      await create({ title: 'Retired', message: 'Should not show.', type: 'announcement', isActive: false }),
    ];
    try {
      await page.goto('/about');
      const notices = page.getByTestId('notification-banner').filter({ hasText: /Holiday rush|Two for one|New stations/ });
      await expect(notices).toHaveCount(3);
      const urgent = notices.filter({ hasText: 'Holiday rush' });
      await expect(urgent).toHaveAttribute('data-type', 'urgent');
      await expect(urgent).toHaveCSS('background-color', await backgroundOf(page, 'bg-red-50'));
      await expect(notices.filter({ hasText: 'Two for one' })).toHaveCSS('background-color', await backgroundOf(page, 'bg-emerald-50'));
      await expect(notices.filter({ hasText: 'New stations' })).toHaveCSS('background-color', await backgroundOf(page, 'bg-blue-50'));
      await expect(urgent.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:hello@example.test');
      const offer = notices.filter({ hasText: 'Two for one' });
      await expect(offer.getByRole('link', { name: 'See offer' })).toHaveAttribute('href', 'https://example.com/offer');
      await expect(offer.getByRole('link', { name: 'See offer' })).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(notices.filter({ hasText: 'New stations' }).getByRole('link')).toHaveCount(0);
      await expect(page.getByText('Should not show.')).toHaveCount(0);

      await urgent.getByRole('button', { name: 'Dismiss: Holiday rush' }).click();
      await expect(notices).toHaveCount(2);
      await page.reload();
      await expect(notices).toHaveCount(2);
      // By keyboard, focus stays among the notices: on the one that takes the dismissed one's place.
      await notices
        .first()
        .getByRole('button', { name: /^Dismiss: / })
        .focus();
      await page.keyboard.press('Enter');
      await expect(notices).toHaveCount(1);
      await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Dismiss: /);
      // Not on the operator pages, nor on the page where a station's producer answers a request.
      await page.goto('/admin');
      await expect(page.getByTestId('notification-banner')).toHaveCount(0);
      await page.goto('/producer?token=x');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('notification-banner')).toHaveCount(0);
    } finally {
      for (const id of ids) await request.delete(`/api/admin/notifications/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });
});
