import { expect, test } from './support/fixtures';
import { apiRegister, signIn } from './support/auth-helpers';

test.describe('site shell', () => {
  test('header: logo with beta tag, Track My Requests, FAQ, Sign In', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    // The logo's name is its visible text, beta tag included.
    await expect(header.getByRole('link', { name: 'Spotlight TV BETA', exact: true })).toHaveAttribute('href', '/');
    await expect(header.getByText('BETA', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Track My Requests' })).toHaveAttribute('href', '/track');
    await expect(header.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('small screens get a slide-out menu with the same links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Track My Requests' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('signing out from the slide-out menu closes it and leaves the home page in view', async ({ page }) => {
    const account = await apiRegister(page.request);
    await signIn(page, account.email);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('footer: quick links, LinkedIn, contact email from CONTACT_EMAIL, the market note', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [
      ['About', '/about'],
      ['Track', '/track'],
      ['FAQ', '/faq'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hello@example.test' })).toHaveAttribute('href', 'mailto:hello@example.test');
    await expect(footer).toContainText('Availability varies by market');
    await expect(footer).toContainText('Media assets come directly from the station once ready');
  });

  test('unknown paths show the 404 page with HTTP 404; signed-in-only paths send signed-out visitors to sign in', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    for (const path of ['/orders', '/chat', '/search']) {
      const page200 = await page.goto(path);
      expect(page200?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    }
  });
});

test('a first visit logs no console errors and skips the current-user lookup (no session cookie)', async ({ page }) => {
  const errors: string[] = [];
  const lookups: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('request', (r) => r.url().includes('/api/auth/user') && lookups.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  expect(lookups).toEqual([]);
});

test('F8 focuses the notification region', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('F8');
  // Radix focuses the toast list inside the labelled region.
  await expect(page.getByRole('region', { name: /Notifications \(F8\)/ }).locator('ol')).toBeFocused();
});

test.describe('static pages', () => {
  test('Terms and Conditions: effective date and governing law', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText(/July 14, 2025/).first()).toBeVisible();
    await expect(page.getByText(/California/).first()).toBeVisible();
    await expect(page.getByText(/refund/i).first()).toBeVisible();
  });

  test('Privacy Policy', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('FAQ: 11 expandable questions and an email link', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const questions = page.locator('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(11);
    const first = questions.first();
    await first.click();
    const open = page.locator('main').getByRole('button', { expanded: true });
    await expect(open).toHaveCount(1);
    const controls = await open.getAttribute('aria-controls');
    await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /hello@example\.test/ })).toHaveAttribute('href', 'mailto:hello@example.test');
  });

  test('About Us: beta notice, tagline, link to start booking', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Get Your Clients on TV in 3 Clicks')).toBeVisible();
    await expect(page.locator('main').getByText(/beta/i).first()).toBeVisible();
    const start = page
      .locator('main')
      .getByRole('link', { name: /book|start/i })
      .first();
    await expect(start).toHaveAttribute('href', '/');
  });
});

test('the API serves the real catalogue: 200+ visible stations in 46+ states and DC', async ({ request }) => {
  const res = await request.get('/api/stations');
  expect(res.ok()).toBe(true);
  const stations = (await res.json()) as { state: string; contactEmail?: string }[];
  expect(stations.length).toBeGreaterThanOrEqual(200);
  const states = new Set(stations.map((s) => s.state));
  expect(states.has('DC')).toBe(true);
  expect(states.size).toBeGreaterThanOrEqual(47);
  expect(stations.every((s) => s.contactEmail === undefined)).toBe(true);
});
