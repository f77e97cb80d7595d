import { expect, test } from './support/fixtures';

// `/` reaches visitors already rendered (apps/web/prerender-plugin.ts, apps/server/src/web-static.ts):
// it reads complete before any script runs, and the app then takes over those very elements.

const HERO = 'Get your clients on local TV';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page is all there: header, hero, steps, claims, footer with the contact email', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('searchbox', { name: 'Search TV stations' })).toBeVisible();
    for (const step of ['Search Station', 'Choose Date', 'Get Confirmed']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.getByText('500+ placements', { exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'hello@example.test' })).toHaveAttribute('href', 'mailto:hello@example.test');
    await expect(page.getByTestId('hero-video')).toBeVisible();
  });

  test('a search sent before the app runs asks for the address the app reads it from', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search TV stations' }).fill('Texas');
    await page.getByRole('searchbox', { name: 'Search TV stations' }).press('Enter');
    await expect(page).toHaveURL(/\/\?q=Texas$/);
  });

  test('other pages, and / with a query, are the app shell: nothing prerendered', async ({ page }) => {
    for (const path of ['/faq', '/?q=Texas', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test('the app hydrates the prerendered page in place, with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Remember the prerendered heading and footer before any of the app's code runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { prerendered: [document.querySelector('h1'), document.querySelector('footer')] });
    });
  });
  await page.goto('/');
  const video = page.getByTestId('hero-video');
  await expect(video).toHaveAttribute('data-playing', 'true');
  // Only a hydrated page answers: the pause button is React's.
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect(video).toHaveAttribute('data-playing', 'false');
  const kept = await page.evaluate(() => {
    const [h1, footer] = (window as unknown as { prerendered: Element[] }).prerendered;
    return h1 === document.querySelector('h1') && footer === document.querySelector('footer') && h1?.isConnected === true;
  });
  expect(kept).toBe(true);
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(errors).toEqual([]);
});

test('visitors who ask for less motion: the scene holds still once the app runs, with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const video = page.getByTestId('hero-video');
  await expect(video).toHaveAttribute('data-playing', 'false');
  await page.waitForLoadState('load');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect(video).toHaveAttribute('data-playing', 'true');
  expect(errors).toEqual([]);
});

test('with the signed-in hint cookie, / is the app shell, which finds out who is there', async ({ page, request, baseURL }) => {
  const html = await (await request.get('/', { headers: { Cookie: 'signed_in=1' } })).text();
  expect(html).not.toContain(HERO);
  expect(html).not.toContain('data-prerendered');
  // A stale hint (no session behind it): the app asks, is told 401, and shows the landing page.
  await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
});
