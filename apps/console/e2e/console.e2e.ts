// The console renderer in Chromium, built with the browser implementation of the bridge (the
// work of the main process done with fetch), against the real production server.
import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn } from '@app/core';
import { closedPort } from '../test-support/fake-server';
import { createOrder, csvRows, toastUndo } from '../../web/e2e/support/admin-helpers';
import { ADMIN, expect, test } from '../../web/e2e/support/fixtures';
import type { MenuCommand } from '../src/shared/bridge';
import { ADMIN as SERVER_ADMIN, restartableServer } from '../test-support/processes';
import { buildRenderer, CONSOLE_PATH, removeRenderer, serveRenderer } from '../test-support/serve-renderer';

let outDir: string | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = await buildRenderer();
});
test.afterAll(() => removeRenderer(outDir));

async function openConsole(page: Page, origin: string, query = '') {
  await serveRenderer(page, origin, outDir!);
  await page.goto(`${origin}${CONSOLE_PATH}index.html${query}`);
  await expect(page.getByRole('heading', { name: 'Connect to your server' })).toBeVisible();
}

async function connect(page: Page, url: string) {
  await page.getByLabel('Server address').fill(url);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
}

/** Signs in and returns the bearer token the page sends (read off the wire, for revocation checks). */
async function signIn(page: Page): Promise<string> {
  const sent = page.waitForRequest((r) => r.url().includes('/api/admin/stations') && Boolean(r.headers().authorization));
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  return (await sent).headers().authorization!.replace(/^Bearer /, '');
}

/** A command of the application menu, sent to the page as the main process sends it over IPC. */
const menu = (page: Page, command: MenuCommand) => page.evaluate((c) => (window as unknown as { consoleMenu(c: MenuCommand): void }).consoleMenu(c), command);

const statusBar = (page: Page) => page.getByRole('contentinfo', { name: 'Status bar' });
const callLetters = (page: Page) => page.getByRole('table', { name: 'TV stations' }).locator('tbody tr td:first-child');

test('server URL screen: a bad URL, an unreachable server and a foreign site are explained', async ({ page, server }) => {
  await openConsole(page, server.url);
  const address = page.getByLabel('Server address');
  const problem = page.getByRole('alert');
  await expect(statusBar(page)).toContainText('Server: none chosen');
  await expect(statusBar(page)).toContainText('Not connected');

  await address.fill('bookings.example.com');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(problem).toContainText('Check the address');
  await expect(problem).toContainText('The address must start with http:// or https://');

  await address.fill('https://admin:secret@bookings.example.com');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(problem).toContainText('Leave the user name and password out of the address');

  const port = await closedPort();
  await address.fill(`http://127.0.0.1:${port}`);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(problem).toContainText('Server unreachable');
  await expect(problem).toContainText(`Cannot reach 127.0.0.1:${port}`);

  // Same host, wrong place: it answers, but not as the Spotlight TV API.
  await address.fill(`${server.url}/not-here`);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(problem).toContainText('Not a Spotlight TV server');
  await expect(problem).toContainText(`${server.url}/not-here answered, but it is not a Spotlight TV server`);

  await connect(page, `${server.url}/`);
  await expect(statusBar(page)).toContainText(`Server: ${server.url}`);
  await expect(statusBar(page)).toContainText('Connected');
  await expect(statusBar(page)).toContainText('Signed out');
});

test('login, stations sorting, CSV export, tab shortcuts, charts, menu commands and logout', async ({ page, server, request }) => {
  // A request, so the requests tab and the charts have something to show.
  const [firstStation] = (await (await request.get('/api/stations')).json()) as { market: string }[];
  await createOrder(request, { email: `console-${Date.now()}@example.test`, agencyName: 'Console Agency' });
  await openConsole(page, server.url);
  await connect(page, server.url);
  // The token is kept by the bridge (the main process in the app), never in page storage.
  const token = await signIn(page);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(token);
  await expect(statusBar(page)).toContainText('Signed in');

  // Default sort: rate ascending. A click on Call Letters sorts by it, ascending, then descending.
  await expect(callLetters(page).first()).toBeVisible();
  const header = page.getByRole('columnheader', { name: 'Call Letters' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // The page comes from the server (or the replica): the table is busy until it has.
  const table = page.getByRole('table', { name: 'TV stations' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  // The table shows 50 stations a page, sorted across the whole catalogue.
  const ascending = await callLetters(page).allTextContents();
  expect(ascending).toHaveLength(50);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const descending = await callLetters(page).allTextContents();
  expect(descending).toHaveLength(50);
  expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
  expect(descending[0]!.localeCompare(ascending.at(-1)!)).toBeGreaterThan(0);

  // Export CSV of the current table: Ctrl+E, the File menu's shortcut, handled by the page in this build.
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+e');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stations.*\.csv$/);
  const [head, ...rows] = csvRows(readFileSync((await file.path())!, 'utf8'));
  expect(head?.slice(0, 3)).toEqual(['Call Letters', 'Affiliate', 'Market']);
  // Every station, not only the page shown, in the table's current order (call letters descending).
  const exported = rows.map((r) => r[0]);
  expect(exported.length).toBeGreaterThan(200);
  expect(exported.slice(0, 50)).toEqual(descending);
  expect(exported).toEqual([...exported].sort((a, b) => b!.localeCompare(a!)));

  // Ctrl+2 .. Ctrl+5 switch tabs, Ctrl+1 comes back.
  await page.keyboard.press('Control+2');
  await expect(page.getByRole('tab', { name: 'Requests (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Console Agency')).toBeVisible();
  await page.keyboard.press('Control+4');
  await expect(page.getByRole('tab', { name: /^Chat Queries/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Control+5');
  await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('tab', { name: /^TV Stations/ })).toHaveAttribute('aria-selected', 'true');

  // Charts: the analytics dashboard draws its bar charts.
  await page.getByRole('button', { name: 'Analytics Dashboard' }).click();
  await expect(page.getByText('Total Submissions')).toBeVisible();
  const charts = page.getByTestId('bar-chart').locator('svg.recharts-surface');
  await expect(charts.first()).toBeVisible();
  // 7-day activity, top markets, top agencies and status distribution all have data now.
  await expect(charts).toHaveCount(4);
  // Bars are drawn, and the figures behind them (the charts' accessible tables) are ours.
  expect(await page.getByTestId('bar-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('table', { name: 'Requests per market' })).toContainText(firstStation!.market);
  await expect(page.getByRole('table', { name: 'Requests per agency' })).toContainText('Console Agency');
  // The menu reaches the admin views through their commands: the dashboard has no table to
  // export; View > Requests opens the panel on that tab; File > Export CSV then saves the requests.
  await menu(page, 'export-csv');
  await expect(page.getByText('Nothing to export here', { exact: true })).toBeVisible();
  await menu(page, 'tab-2');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Requests (1)' })).toHaveAttribute('aria-selected', 'true');
  const requestsDownload = page.waitForEvent('download');
  await menu(page, 'export-csv');
  const requestsFile = await requestsDownload;
  expect(requestsFile.suggestedFilename()).toMatch(/^requests.*\.csv$/);
  const [requestsHead, ...requestRows] = csvRows(readFileSync((await requestsFile.path())!, 'utf8'));
  expect(requestsHead?.[0]).toBe('Request Number');
  expect(requestRows.map((r) => r[requestsHead!.indexOf('Agency Name')])).toEqual(['Console Agency']);
  await menu(page, 'tab-1');
  await expect(page.getByRole('tab', { name: /^TV Stations/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Analytics Dashboard' }).click();
  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  // Logout revokes the token on the server and shows the login again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
  await expect(statusBar(page)).toContainText('Signed out');
  const after = await request.get(`${server.url}/api/admin/stations`, { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('a token revoked elsewhere brings back the login; switching servers is possible', async ({ page, server, request }) => {
  await openConsole(page, server.url, '?tokenProtection=basic_text');
  // Without a keyring the token is weakly protected: the console says so.
  await expect(page.getByRole('status', { name: 'Token storage warning' })).toContainText('Sign-in token weakly protected');
  await connect(page, server.url);
  const token = await signIn(page);
  // The panel's first requests answered, so the click below makes the first call after the revocation.
  await expect(callLetters(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const revoked = await request.post(`${server.url}/api/admin/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(204);
  // The next admin call answers 401: the console forgets the token and asks to sign in again.
  await page.getByRole('tab', { name: /^Notifications/ }).click();
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
  await expect(statusBar(page)).toContainText('Signed out');

  await statusBar(page).getByRole('button', { name: 'Switch server…' }).click();
  await expect(page.getByRole('heading', { name: 'Connect to your server' })).toBeVisible();
  await expect(page.getByLabel('Server address')).toHaveValue(server.url);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
});

test('a request deleted in the console comes back with Undo in the toast', async ({ page, server, request }) => {
  const stamp = Date.now();
  await createOrder(request, { email: `console-undel-${stamp}@example.test`, clientName: `Console Undelete ${stamp}` });
  await openConsole(page, server.url);
  await connect(page, server.url);
  await signIn(page);
  await page.getByRole('tab', { name: /^Requests/ }).click();
  const card = page.getByRole('article', { name: `Request for Console Undelete ${stamp}` });
  await card.getByRole('button', { name: /^Delete the request/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await toastUndo(page, 'Request deleted successfully').click();
  await expect(page.getByText('Request restored', { exact: true })).toBeVisible();
  await expect(card).toBeVisible();
});

test('a new notification starts today where the server counts days, which the console asks the server for', async ({ page }) => {
  // A zone whose date is not New York's (the default) right now: Kiritimati is 19 hours ahead of
  // it, Pago Pago 6 hours behind, so one of them always differs.
  const newYork = todayIn('America/New_York', new Date());
  const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => todayIn(z, new Date()) !== newYork)!;
  const dataDir = mkdtempSync(join(tmpdir(), 'console-zone-e2e-'));
  const other = await restartableServer({ dataDir, env: { BUSINESS_TIMEZONE: zone } });
  try {
    await other.start();
    await openConsole(page, other.url);
    await connect(page, other.url);
    await page.getByLabel('Username').fill(SERVER_ADMIN.username);
    await page.getByLabel('Password').fill(SERVER_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
    await page.getByRole('button', { name: 'Create Notification' }).click();
    await expect(page.getByLabel('Start Date')).toHaveValue(todayIn(zone, new Date()));
  } finally {
    await other.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
