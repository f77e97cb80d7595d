// Issue 31's dents and polish on the public site, as a user meets them: Back with the booking
// dialog open, one brand, station card buttons, the Undo toast, the dashboard's Special Offers,
// badge icons, the sticky header, the prefilled /track.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures';
import { createOrder, openAdmin } from './support/admin-helpers';
import { apiRegister, signIn } from './support/auth-helpers';
import { expectSpecialOffers } from './support/special-offers';

const WIDTHS = [1366, 360] as const;
const shot = async (page: Page, name: string, fullPage = false) => {
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage });
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search TV stations' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The alpha of a computed CSS colour (rgb(), rgba(), or a modern `… / a` form); 1 when none is written. */
function alphaOf(colour: string): number {
  const modern = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour);
  if (modern) return Number(modern[1]) / (modern[2] ? 100 : 1);
  const legacy = /^rgba\(\s*[\d.]+\s*,\s*[\d.]+\s*,\s*[\d.]+\s*,\s*([\d.]+)\s*\)$/.exec(colour);
  if (legacy) return Number(legacy[1]);
  return colour === 'transparent' ? 0 : 1;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

test.describe('Browser Back with the booking dialog open', () => {
  test('Back closes the dialog (the innermost layer) and leaves the results as they were; the next Back leaves the search', async ({ page }) => {
    // What a user expects: the dialog is a layer over the results, so Back takes the layer away,
    // like Esc does; the search, its address and its results stay. Closing the dialog with its
    // own button leaves no extra step in the history either.
    await page.goto('/');
    await search(page, 'Ohio');
    const summary = page.getByText(/^Showing \d+ stations in Ohio$/);
    await expect(summary).toBeVisible();
    const cards = page.getByTestId('station-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    await expect(page).toHaveURL(/\?q=Ohio$/);

    await cards.first().getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Contact Name').fill('Back Button Contact');

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=Ohio$/);
    await expect(summary).toBeVisible();
    await expect(cards).toHaveCount(count);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Opening again keeps what was typed (the same visit); closing with the dialog's own button
    // (here through its leave question) leaves the history as before: one Back from the results goes to
    // the landing page.
    await cards.first().getByRole('button', { name: 'Book Now' }).click();
    await expect(dialog.getByLabel('Contact Name')).toHaveValue('Back Button Contact');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog', { name: 'Leave this request?' }).getByRole('button', { name: 'Discard request' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(summary).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(summary).toHaveCount(0);
  });
  test("a visitor's deep link (?stationId=…&openBooking=true) opens the dialog at /; closing it stays at /, and Back then leaves", async ({
    page,
    request,
  }) => {
    const stations = (await (await request.get('/api/stations?q=Ohio')).json()) as { id: string; callLetters: string }[];
    const station = stations[0]!;
    await page.goto('/faq');
    await page.goto(`/?stationId=${station.id}&openBooking=true`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(station.callLetters);
    await expect(page).toHaveURL(/\/$/);
    // The spent link's entry was replaced: closing the dialog leaves the visitor on the landing page.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Or view our special offers' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe('one brand', () => {
  test("the landing page's title says Spotlight TV, like its header", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Spotlight TV: get your clients on local TV');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Spotlight TV BETA', exact: true })).toBeVisible();
  });

  test('every other page names itself in the tab, and the landing page takes its title back', async ({ page }) => {
    for (const [path, title] of [
      ['/track', 'Track My Requests · Spotlight TV'],
      ['/login', 'Sign in · Spotlight TV'],
      ['/register', 'Create an account · Spotlight TV'],
      ['/faq', 'FAQ · Spotlight TV'],
      ['/admin', 'Admin Panel · Spotlight TV'],
      ['/no-such-page', 'Page not found · Spotlight TV'],
      ['/stations/no-such-station', 'Page not found · Spotlight TV'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('link', { name: 'Spotlight TV BETA', exact: true }).click();
    await expect(page).toHaveTitle('Spotlight TV: get your clients on local TV');
  });
});

test.describe('station card buttons', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px the buttons keep their place whatever the rate's width, and 'Added to request' has the same box in another look`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await adminToken(request);
      const market = `Buttonville ${width} ${Date.now().toString(36)}`;
      // Three stations of one market whose rates are as narrow and as wide as rates get.
      for (const [callLetters, rate] of [
        ['WAA', null],
        ['WBB', 900],
        ['WCC', 1_000_000],
      ] as const) {
        const res = await request.post('/api/admin/stations', {
          headers: { Authorization: `Bearer ${token}` },
          data: { callLetters: `${callLetters}${width === 360 ? 'S' : 'L'}`, affiliate: 'NBC', market, showName: 'Button Morning', rate, state: 'Ohio' },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      await page.goto('/');
      await search(page, market);
      const cards = page.getByTestId('station-card');
      await expect(cards).toHaveCount(3);
      await expect(cards.getByTestId('station-rate')).toHaveText(['TBD', '$900', '$1,000,000']);

      /** Each button's box relative to its card, measured in one frame (the results may still be scrolling into view). */
      const placesIn = (card: Locator) =>
        card.evaluate((el) => {
          const c = el.getBoundingClientRect();
          const rel = (button: Element | undefined) => {
            const b = button!.getBoundingClientRect();
            return { x: Math.round(b.x - c.x), y: Math.round(b.bottom - c.bottom), w: Math.round(b.width), h: Math.round(b.height) };
          };
          const buttons = Array.from(el.querySelectorAll('button'));
          return {
            add: rel(buttons.find((b) => b.hasAttribute('aria-pressed'))),
            book: rel(buttons.find((b) => b.textContent?.trim() === 'Book Now')),
            cardWidth: Math.round(c.width),
          };
        });
      const places = [await placesIn(cards.nth(0)), await placesIn(cards.nth(1)), await placesIn(cards.nth(2))];
      expect(places[1]).toEqual(places[0]);
      expect(places[2]).toEqual(places[0]);
      // Both buttons inside their card.
      for (const p of places) {
        for (const b of [p.add, p.book]) {
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.x + b.w).toBeLessThanOrEqual(p.cardWidth);
        }
      }

      // 'Added to request': the same box, another look (pressed).
      const card = cards.nth(2);
      const add = card.getByRole('button', { name: 'Add to request', exact: true });
      const looks = (b: Locator) => b.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, border: getComputedStyle(el).borderColor }));
      const before = await looks(add);
      await add.click();
      const added = card.getByRole('button', { name: 'Added to request', exact: true });
      await expect(added).toHaveAttribute('aria-pressed', 'true');
      await page.mouse.move(0, 0);
      const after = await placesIn(card);
      expect(after).toEqual(places[2]);
      expect(await looks(added)).not.toEqual(before);
      await shot(page, `station-card-buttons-${width}`);
      await added.click();
      await expect(card.getByRole('button', { name: 'Add to request', exact: true })).toHaveAttribute('aria-pressed', 'false');
    });
  }
});

test.describe('the Undo toast', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px its close button lies inside the toast and the window`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      const stamp = `${width}-${Date.now()}`;
      await createOrder(request, { email: `toast-${stamp}@example.test`, clientName: `Toast ${stamp}` });
      await openAdmin(page, await adminToken(request));
      await page.getByRole('tab', { name: /^Requests/ }).click();
      const card = page.getByRole('article', { name: `Request for Toast ${stamp}` });
      await card.getByRole('combobox', { name: `Status for Toast ${stamp}` }).click();
      await page.getByRole('option', { name: 'Sent to Station' }).click();

      const item = page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: 'Request status updated successfully' });
      await expect(item.getByRole('button', { name: 'Undo' })).toBeVisible();
      const close = item.getByRole('button', { name: 'Close' });
      await expect(close).toBeVisible();
      // Wait for the toast's entrance animation to end before measuring.
      await expect.poll(async () => (await item.evaluate((el) => el.getAnimations().length)) === 0).toBe(true);
      const t = await box(item);
      const c = await box(close);
      const undo = await box(item.getByRole('button', { name: 'Undo' }));
      expect(c.x).toBeGreaterThanOrEqual(t.x);
      expect(c.y).toBeGreaterThanOrEqual(t.y);
      expect(c.x + c.width).toBeLessThanOrEqual(t.x + t.width);
      expect(c.y + c.height).toBeLessThanOrEqual(t.y + t.height);
      expect(c.x).toBeGreaterThanOrEqual(0);
      expect(c.x + c.width).toBeLessThanOrEqual(width);
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.x + t.width).toBeLessThanOrEqual(width);
      // A usable target, apart from Undo.
      expect(c.width).toBeGreaterThanOrEqual(24);
      expect(c.height).toBeGreaterThanOrEqual(24);
      const overlap = c.x < undo.x + undo.width && undo.x < c.x + c.width && c.y < undo.y + undo.height && undo.y < c.y + c.height;
      expect(overlap).toBe(false);
      await shot(page, `admin-undo-toast-${width}`);
    });
  }
});

test.describe('the signed-in dashboard', () => {
  test("the Special Offers tab shows both packages with their texts and the inquiry email, and 'Back to Station Search' returns", async ({ page, request }) => {
    const account = await apiRegister(request);
    await signIn(page, account.email);
    await page.getByRole('tab', { name: 'Special Offers' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).not.toContainText('coming soon');
    await expectSpecialOffers(panel);
    await shot(page, 'dashboard-special-offers', true);
    await panel.getByRole('button', { name: 'Back to Station Search' }).click();
    await expect(page.getByRole('tab', { name: 'Search Stations' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search TV stations' })).toBeVisible();
  });

  test('badge icons are drawn (SVG), never emoji that need an emoji font', async ({ page, request }) => {
    const account = await apiRegister(request);
    await signIn(page, account.email);
    await createOrder(page.request, { email: account.email, clientName: 'Badge Client' });
    await page.reload();
    const badges = page.getByRole('list', { name: 'Your badges' }).getByRole('listitem');
    await expect(badges).toHaveCount(1);
    await expect(badges.first()).toContainText('First Request');
    const icon = badges.first().locator('svg');
    await expect(icon).toHaveCount(1);
    const b = await box(icon);
    expect(b.width).toBeGreaterThanOrEqual(14);
    expect(await icon.evaluate((el) => el.querySelectorAll('path, circle, rect, line, polyline, polygon').length)).toBeGreaterThan(0);
    const text = await badges.first().innerText();
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    await shot(page, 'dashboard-badges');
  });
});

test.describe('the sticky header', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px its background is opaque, so the hero never shows through it when scrolled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const header = page.getByRole('banner');
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      const style = await header.evaluate((el) => ({ position: getComputedStyle(el).position, background: getComputedStyle(el).backgroundColor }));
      expect(style.position).toBe('sticky');
      expect(await box(header)).toMatchObject({ y: 0 });
      expect(alphaOf(style.background), style.background).toBe(1);
      await shot(page, `sticky-header-scrolled-${width}`);
    });
  }
});

test.describe('/track for a signed-in user', () => {
  test('the email field is prefilled with their email, and typing replaces it', async ({ page, request }) => {
    const account = await apiRegister(request);
    await signIn(page, account.email);
    await page.goto('/track');
    const field = page.getByLabel('Email Address');
    await expect(field).toHaveValue(account.email);
    // A reload (the user arrives after the page) fills it too; what the user types wins.
    await page.reload();
    await expect(field).toHaveValue(account.email);
    await field.fill('other@example.test');
    await expect(field).toHaveValue('other@example.test');
    await page.getByRole('button', { name: 'Track My Requests' }).click();
    await expect(page.getByText(/we've emailed you a link/)).toContainText('other@example.test');
  });
});
