import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { foldAscii } from '@app/core';
import { test, expect, ADMIN } from './support/fixtures';
import { apiJson, createOrder, csvRows, loginToken, openAdmin, readColumn, toastUndo, type AdminStationJson } from './support/admin-helpers';
import { placeholderRoom } from './support/a11y-helpers';

// One API login for the whole file: admin logins are rate limited per address.
let token = '';
test.beforeAll(async ({ server }) => {
  token = await loginToken(server.url);
});

const stationsTable = (page: Page) => page.getByRole('table', { name: 'TV stations' });
const confirmDialog = (page: Page) => page.getByRole('alertdialog');

test.describe('admin login', () => {
  test("title 'Admin', required fields, one message for bad credentials, then the panel; Logout revokes the token", async ({ page, request }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('admin_token'));
    expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await request.get('/api/admin/stations', { headers: { Authorization: `Bearer ${stored}` } })).status()).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    expect((await request.get('/api/admin/stations', { headers: { Authorization: `Bearer ${stored}` } })).status()).toBe(401);
  });

  test('a token the server refuses (expired or revoked) returns to the admin login and is forgotten', async ({ page }) => {
    await openAdmin(page, 'x'.repeat(43));
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('/analytics also needs the token; with it the dashboard shows, Back to Admin returns', async ({ page, request }) => {
    const stamp = Date.now();
    for (const [i, status] of (['finished', 'booking_completed', 'pending'] as const).entries()) {
      const o = await createOrder(request, { email: `analytics-${i}-${stamp}@example.test`, agencyName: `Agency ${i % 2}` });
      // Completing (or finishing) records the booked slot; pending needs none.
      const slot = status === 'pending' ? undefined : { startsAt: '2026-12-15T09:30:00-05:00', format: 'remote' };
      const res = await request.patch(`/api/admin/orders/${o.id}`, { data: { status, slot }, headers: { Authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(200);
    }
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByText('Total Submissions')).toHaveCount(0);

    await openAdmin(page, token, '/analytics');
    const a = await apiJson<{
      totalSubmissions: number;
      conversionRate: number;
      pendingRequests: number;
      completed: number;
      medianFirstActionHours: number | null;
      overdueRequests: number;
      medianStationResponseHours: number | null;
    }>(page, token, '/api/admin/analytics');
    for (const [title, value] of [
      ['Total Submissions', String(a.totalSubmissions)],
      ['Conversion Rate', `${a.conversionRate.toFixed(1)}%`],
      ['Pending Requests', String(a.pendingRequests)],
      ['Completed', String(a.completed)],
      ['Median time to first action', `${a.medianFirstActionHours} h`],
      ['Overdue requests', String(a.overdueRequests)],
      ['Median station response', a.medianStationResponseHours === null ? 'No station answers yet' : `${a.medianStationResponseHours} h`],
    ] as const) {
      await expect(page.getByRole('heading', { name: title, exact: true }).locator('xpath=../..')).toContainText(value);
    }
    for (const region of ['Last 7 Days Activity', 'Top Markets', 'Top Agencies', 'Request Status Distribution', 'Unmet demand']) {
      await expect(page.getByRole('region', { name: region })).toBeVisible();
    }
    await page.screenshot({ path: '/tmp/admin-analytics.png', fullPage: true });
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await page.getByRole('button', { name: 'Analytics Dashboard' }).click();
    await expect(page).toHaveURL(/\/analytics$/);
  });
});

test('analytics draw a zero as zero: a visible 0 and no bar for an empty day or status', async ({ page, request }) => {
  await createOrder(request, { email: `zero-${Date.now()}@example.test` });
  await openAdmin(page, token, '/analytics');
  const a = await apiJson<{
    last7Days: { date: string; count: number }[];
    statusDistribution: Record<'pending' | 'confirmed' | 'completed' | 'cancelled', number>;
  }>(page, token, '/api/admin/analytics');
  const charts = [
    { region: 'Last 7 Days Activity', values: a.last7Days.map((d) => d.count) },
    { region: 'Request Status Distribution', values: (['pending', 'confirmed', 'completed', 'cancelled'] as const).map((s) => a.statusDistribution[s]) },
  ];
  // A fresh server has days without requests: the chart must have a zero to draw.
  expect(a.last7Days.some((d) => d.count === 0)).toBe(true);
  for (const { region, values } of charts) {
    const chart = page.getByRole('region', { name: region }).getByTestId('bar-chart');
    const labels = chart.locator('.recharts-label-list text');
    await expect(labels).toHaveText(values.map(String));
    for (const [i, v] of values.entries()) if (v === 0) await expect(labels.nth(i)).toBeVisible();
    // Only the non-zero values draw a bar.
    await expect(chart.locator('path.recharts-rectangle')).toHaveCount(values.filter((v) => v > 0).length);
  }
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/admin-analytics-zero.png', fullPage: true });
});

test.describe('admin panel', () => {
  test('the four tabs with their counts; TV Stations is the default; each tab shows its content', async ({ page, request }) => {
    const email = `tabs-${Date.now()}@example.test`;
    await createOrder(request, { email });
    await openAdmin(page, token);
    const stations = await apiJson<AdminStationJson[]>(page, token, '/api/admin/stations');
    const orders = await page.request.get('/api/admin/orders?limit=1', { headers: { Authorization: `Bearer ${token}` } });
    const orderTotal = orders.headers()['x-total-count'];
    const chat = await apiJson<{ totalQueries: number }>(page, token, '/api/admin/chat-queries/summary');

    const stationsTab = page.getByRole('tab', { name: `TV Stations (${stations.length})` });
    await expect(stationsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: `Requests (${orderTotal})` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: `Chat Queries (${chat.totalQueries})` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `TV Stations (${stations.length} of ${stations.length})` })).toBeVisible();
    await page.screenshot({ path: '/tmp/admin-stations.png', fullPage: false });

    await page.getByRole('tab', { name: /^Requests/ }).click();
    await expect(page.getByRole('heading', { name: `Recent Requests (${orderTotal})` })).toBeVisible();
    await expect(page.getByRole('article', { name: /^Request for / }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/admin-requests.png', fullPage: false });

    await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Active Notifications' })).toBeVisible();
    await page.screenshot({ path: '/tmp/admin-notifications.png', fullPage: false });

    await page.getByRole('tab', { name: /^Chat Queries/ }).click();
    await expect(page.getByRole('heading', { name: 'Chat Queries Analytics' })).toBeVisible();
    for (const card of ['Total Queries', 'Average Results', 'Recent Activity']) await expect(page.getByRole('heading', { name: card })).toBeVisible();
    if (chat.totalQueries === 0) await expect(page.getByText('No chat queries yet')).toBeVisible();
  });

  test('the search boxes show their whole hints, on a laptop and on a phone', async ({ page }) => {
    for (const viewport of [
      { width: 1400, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await openAdmin(page, token);
      expect(await placeholderRoom(page.getByLabel('Search stations')), `stations, ${viewport.width} px`).toBeGreaterThanOrEqual(0);
      await page.getByRole('tab', { name: /^Requests/ }).click();
      expect(await placeholderRoom(page.getByLabel('Search requests')), `requests, ${viewport.width} px`).toBeGreaterThanOrEqual(0);
    }
  });

  test('station search over call letters, market, affiliate and show name, with Clear', async ({ page }) => {
    await openAdmin(page, token);
    const stations = await apiJson<AdminStationJson[]>(page, token, '/api/admin/stations');
    const total = stations.length;
    const market = stations[0]!.market;
    const expected = stations.filter((s) =>
      [s.callLetters, s.market, s.affiliate, s.showName].some((f) => f.toLowerCase().includes(market.toLowerCase())),
    ).length;
    await page.getByLabel('Search stations').fill(market);
    await expect(page.getByRole('heading', { name: `TV Stations (${expected} of ${total})` })).toBeVisible();
    await expect(stationsTable(page).locator('tbody tr')).toHaveCount(expected);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Search stations')).toHaveValue('');
    await expect(page.getByRole('heading', { name: `TV Stations (${total} of ${total})` })).toBeVisible();
  });

  test('sorting: rate ascending by default, the active column toggles, a new column starts ascending', async ({ page }) => {
    await openAdmin(page, token);
    const table = stationsTable(page);
    const rateHeader = table.getByRole('columnheader', { name: 'Rate' });
    const marketHeader = table.getByRole('columnheader', { name: 'Market' });
    await expect(rateHeader).toHaveAttribute('aria-sort', 'ascending');

    const rates = async () => (await readColumn(table, 4)).map((r) => (r === 'No rate' ? null : Number(r.replace(/[$,]/g, ''))));
    const priced = (list: (number | null)[]) => list.filter((r): r is number => r !== null);
    let list = await rates();
    expect(priced(list)).toEqual([...priced(list)].sort((a, b) => a - b));
    expect(list.indexOf(null) === -1 || list.slice(list.indexOf(null)).every((r) => r === null)).toBe(true);

    await rateHeader.getByRole('button').click();
    await expect(rateHeader).toHaveAttribute('aria-sort', 'descending');
    list = await rates();
    expect(priced(list)).toEqual([...priced(list)].sort((a, b) => b - a));

    await marketHeader.getByRole('button').click();
    await expect(marketHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rateHeader).toHaveAttribute('aria-sort', 'none');
    // Any case, then character order (core's admin-station-list rule, which the server's SQL follows).
    const byMarket = (a: string, b: string) => (foldAscii(a) < foldAscii(b) ? -1 : foldAscii(a) > foldAscii(b) ? 1 : 0);
    let markets = await readColumn(table, 2);
    expect(markets).toEqual([...markets].sort(byMarket));

    await marketHeader.getByRole('button').click();
    await expect(marketHeader).toHaveAttribute('aria-sort', 'descending');
    markets = await readColumn(table, 2);
    expect(markets).toEqual([...markets].sort((a, b) => byMarket(b, a)));

    await table.getByRole('columnheader', { name: 'Call Letters' }).getByRole('button').click();
    await expect(table.getByRole('columnheader', { name: 'Call Letters' })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('the whole header cell sorts; at 360 px the row actions never cover the call letters', async ({ page }) => {
    await openAdmin(page, token);
    const table = stationsTable(page);
    const marketHeader = table.getByRole('columnheader', { name: 'Market' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    // A click in the header cell's empty right part sorts too. The point is taken in the cell as
    // it stands when clicked (Playwright waits for it to be stable): columns may still widen as
    // the first page arrives, and a point measured before would fall in the next cell.
    const box = (await marketHeader.boundingBox())!;
    await marketHeader.click({ position: { x: box.width - 4, y: box.height / 2 } });
    await expect(marketHeader).toHaveAttribute('aria-sort', 'ascending');
    // The sorted page comes from the server: the rows read below are its, not the last answer's.
    await expect(table).not.toHaveAttribute('aria-busy', 'true');

    await page.setViewportSize({ width: 360, height: 800 });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (let i = 0; i < 5; i++) {
      const row = rows.nth(i);
      await row.scrollIntoViewIfNeeded();
      const call = (await row.locator('td').first().boundingBox())!;
      const actions = (await row.locator('td').last().boundingBox())!;
      // The call letters end before the actions begin, and both are on screen.
      expect(call.x + call.width, `row ${i}`).toBeLessThanOrEqual(actions.x + 1);
      expect(actions.x + actions.width).toBeLessThanOrEqual(360);
      const callLetters = (await row.locator('td').first().innerText()).trim();
      await expect(row.getByRole('button', { name: `Delete ${callLetters}`, exact: true })).toBeInViewport();
    }
  });

  test('Hide asks first, removes the station from public search; Show brings it back', async ({ page, request }) => {
    await openAdmin(page, token);
    const stations = await apiJson<AdminStationJson[]>(page, token, '/api/admin/stations');
    const target = stations.find((s) => !s.isHidden)!;
    const publicHas = async () =>
      ((await (await request.get(`/api/stations?q=${encodeURIComponent(target.callLetters)}`)).json()) as { id: string }[]).some((s) => s.id === target.id);
    expect(await publicHas()).toBe(true);

    await page.getByLabel('Search stations').fill(target.callLetters);
    const row = stationsTable(page).getByRole('row').filter({ hasText: target.callLetters });
    await expect(row.getByText('Visible', { exact: true })).toBeVisible();

    // Cancel changes nothing.
    await row.getByRole('button', { name: `Hide ${target.callLetters}` }).click();
    await expect(confirmDialog(page)).toContainText(`Are you sure you want to hide ${target.callLetters}?`);
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await publicHas()).toBe(true);

    await row.getByRole('button', { name: `Hide ${target.callLetters}` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText('Station visibility updated successfully', { exact: true })).toBeVisible();
    await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
    await expect.poll(publicHas).toBe(false);

    await row.getByRole('button', { name: `Show ${target.callLetters}` }).click();
    await expect(confirmDialog(page)).toContainText(`Are you sure you want to show ${target.callLetters}?`);
    await confirmDialog(page).getByRole('button', { name: 'Show' }).click();
    await expect(row.getByText('Visible', { exact: true })).toBeVisible();
    await expect.poll(publicHas).toBe(true);
  });

  test('Add Station, Edit (form rules shown), Delete with confirmation, with the spec toasts', async ({ page, request }) => {
    await openAdmin(page, token);
    const call = `KE${Date.now().toString(36).slice(-4).toUpperCase()}`;
    await page.getByRole('button', { name: 'Add Station' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Station' });
    await dialog.getByRole('button', { name: 'Add Station' }).click();
    for (const message of ['Call letters is required', 'Affiliate is required', 'Market is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    // The show name is optional: most real stations have none on record, and the form says so.
    await expect(dialog.getByText('Show name is required')).toHaveCount(0);
    await expect(dialog).toHaveAccessibleDescription('Call letters, affiliate and market are required.');
    await dialog.getByLabel('Call Letters').fill(call);
    await dialog.getByLabel('Affiliate').fill('NBC');
    await dialog.getByLabel('Market').fill('E2E Market');
    await dialog.getByLabel('Show Name').fill('E2E Morning');
    await dialog.getByLabel('Link').fill('not a url');
    await dialog.getByLabel('Contact Email').fill('nope');
    await dialog.getByRole('button', { name: 'Add Station' }).click();
    await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await dialog.getByLabel('Link').fill('');
    await dialog.getByLabel('Contact Email').fill('');
    await dialog.getByRole('button', { name: 'Add Station' }).click();
    await expect(page.getByText('Station added successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search stations').fill(call);
    const row = stationsTable(page).getByRole('row').filter({ hasText: call });
    await expect(row).toContainText('No rate');
    await expect(row).toContainText('E2E Morning');

    await row.getByRole('button', { name: `Edit ${call}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Station' });
    await expect(edit.getByLabel('Call Letters')).toHaveValue(call);
    await edit.getByLabel('Show Name').fill('E2E Evening');
    await edit.getByLabel(/^Rate/).fill('1500.50');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Rate must be a whole number of dollars')).toBeVisible();
    await edit.getByLabel(/^Rate/).fill('1500');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Station updated successfully', { exact: true })).toBeVisible();
    await expect(row).toContainText('E2E Evening');
    await expect(row).toContainText('$1,500');
    const publicList = (await (await request.get(`/api/stations?q=${call}`)).json()) as { showName: string; rate: number }[];
    expect(publicList).toEqual([expect.objectContaining({ showName: 'E2E Evening', rate: 1500 })]);

    await row.getByRole('button', { name: `Delete ${call}` }).click();
    await expect(confirmDialog(page)).toContainText(`Are you sure you want to delete ${call}?`);
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Station deleted successfully', { exact: true })).toBeVisible();
    await expect(stationsTable(page).getByRole('row').filter({ hasText: call })).toHaveCount(0);
    expect(await (await request.get(`/api/stations?q=${call}`)).json()).toEqual([]);
  });

  test("Dates: a station's unavailable ranges, checked as typed (first date, end not before start), saved together", async ({ page }) => {
    const auth = { Authorization: `Bearer ${token}` };
    const call = `KD${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const created = await page.request.post('/api/admin/stations', {
      headers: auth,
      data: { callLetters: call, affiliate: 'CBS', market: 'E2E Dates', showName: '' },
    });
    expect(created.status()).toBe(201);
    const station = (await created.json()) as { id: string };
    await openAdmin(page, token);
    await page.getByLabel('Search stations').fill(call);
    await stationsTable(page)
      .getByRole('button', { name: `Dates for ${call}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Unavailable dates: ${call}` });
    await expect(dialog.getByText('No unavailable dates.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Add dates' }).click();
    await expect(dialog.getByText('Choose the first unavailable date')).toBeVisible();
    await dialog.getByLabel('From').fill('2030-12-24');
    await dialog.getByLabel('To (optional)').fill('2030-12-20');
    await dialog.getByRole('button', { name: 'Add dates' }).click();
    await expect(dialog.getByText('End date must be on or after the start date')).toBeVisible();
    await dialog.getByLabel('To (optional)').fill('2030-12-31');
    await dialog.getByLabel('Note (optional)').fill('Holiday programming');
    // Enter in a field adds the range, as the button does.
    await dialog.getByLabel('Note (optional)').press('Enter');
    const list = dialog.getByRole('list', { name: 'Unavailable date ranges' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Holiday programming');
    // The form is empty again; a blank end is a single day.
    await expect(dialog.getByLabel('From')).toHaveValue('');
    await dialog.getByLabel('From').fill('2030-11-27');
    await dialog.getByRole('button', { name: 'Add dates' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // A range typed but not added is not lost: Save checks it and keeps it with the others.
    await dialog.getByLabel('From').fill('2030-12-10');
    await dialog.getByLabel('To (optional)').fill('2030-12-09');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('End date must be on or after the start date')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await dialog.getByLabel('To (optional)').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unavailable dates saved', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = await apiJson<{ blackouts: { from: string; to: string; note: string | null }[] }>(page, token, `/api/admin/stations/${station.id}/blackouts`);
    expect(saved.blackouts).toEqual([
      { from: '2030-11-27', to: '2030-11-27', note: null },
      { from: '2030-12-10', to: '2030-12-10', note: null },
      { from: '2030-12-24', to: '2030-12-31', note: 'Holiday programming' },
    ]);
    expect((await page.request.delete(`/api/admin/stations/${station.id}`, { headers: auth })).ok()).toBe(true);
  });

  test('Unavailable dates that fail to load say so, with Try Again, and Save cannot erase them', async ({ page }) => {
    const auth = { Authorization: `Bearer ${token}` };
    const call = `KL${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const created = await page.request.post('/api/admin/stations', {
      headers: auth,
      data: { callLetters: call, affiliate: 'NBC', market: 'E2E Dates', showName: '' },
    });
    expect(created.status()).toBe(201);
    const station = (await created.json()) as { id: string };
    const blackouts = [{ from: '2030-12-24', to: '2030-12-31', note: 'Holiday programming' }];
    expect((await page.request.put(`/api/admin/stations/${station.id}/blackouts`, { headers: auth, data: { blackouts } })).ok()).toBe(true);

    let failing = true;
    await page.route(`**/api/admin/stations/${station.id}/blackouts`, (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong' }) })
        : route.continue(),
    );
    await openAdmin(page, token);
    await page.getByLabel('Search stations').fill(call);
    await stationsTable(page)
      .getByRole('button', { name: `Dates for ${call}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Unavailable dates: ${call}` });
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(dialog.getByText('No unavailable dates.')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    failing = false;
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByRole('list', { name: 'Unavailable date ranges' })).toContainText('Holiday programming');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    const saved = await apiJson<{ blackouts: typeof blackouts }>(page, token, `/api/admin/stations/${station.id}/blackouts`);
    expect(saved.blackouts).toEqual(blackouts);
    expect((await page.request.delete(`/api/admin/stations/${station.id}`, { headers: auth })).ok()).toBe(true);
  });
});

test.describe('requests', () => {
  test("a status change shows in the requester's tracker and emails them", async ({ page, request, server }) => {
    const stamp = Date.now();
    const email = `tracker-${stamp}@example.test`;
    // A client name of its own: other suites book for 'Tracked Client' on this worker's server.
    const clientName = `Tracked Client ${stamp}`;
    const order = await createOrder(request, { email, clientName });
    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    const card = page.getByRole('article', { name: `Request for ${clientName}` });
    await expect(card).toContainText(order.orderNumber);
    const badge = (text: string) => card.locator('[data-slot="badge"]').filter({ hasText: new RegExp(`^${text}$`) });
    await expect(badge('Pending')).toBeVisible();

    await card.getByRole('combobox', { name: `Status for ${clientName}` }).click();
    await page.getByRole('option', { name: 'Booking Completed' }).click();
    // Completing emails the customer: the operator is asked first, with the booked slot.
    const ask = page.getByRole('dialog', { name: 'Complete booking' });
    await ask.getByRole('button', { name: 'Complete and email customer' }).click();
    await expect(page.getByText('Request status updated successfully', { exact: true })).toBeVisible();
    await expect(badge('Booking Completed')).toBeVisible();
    // The email leaves once the 10-second undo window is over.
    const mail = await server.mailbox.waitFor(email, /^Your booking is confirmed/, 30_000);
    expect(mail.subject).toContain(order.orderNumber);

    // The requester asks for a tracking link and opens it.
    expect((await request.post('/api/orders/track-link', { data: { email } })).status()).toBe(202);
    const link = await server.mailbox.waitFor(email, /track/i);
    const url = /(http:\/\/\S+\/track\?token=[A-Za-z0-9_%-]+)/.exec(link.raw)?.[1];
    expect(url).toBeTruthy();
    const tokenParam = new URL(url!).searchParams.get('token')!;
    const tracked = (await (await request.get(`/api/orders/by-email?token=${encodeURIComponent(tokenParam)}`)).json()) as {
      id: string;
      customerStatus: string;
      status: string;
    }[];
    expect(tracked.find((o) => o.id === order.id)).toMatchObject({ status: 'booking_completed', customerStatus: 'confirmed' });
  });

  test('sort order, details with its three sections and history; user text renders as text; delete asks first', async ({ page, request }) => {
    const stamp = Date.now();
    const payload = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">`;
    const older = await createOrder(request, { email: `older-${stamp}@example.test`, clientName: `Older ${stamp}` });
    const order = await createOrder(request, {
      email: `xss-${stamp}@example.test`,
      clientName: `<b>Bold ${stamp}</b>`,
      notes: payload,
      phone: '',
      agencyName: '',
    });
    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    const names = page.getByRole('article', { name: /^Request for / });
    await expect(names.first()).toHaveAccessibleName(`Request for <b>Bold ${stamp}</b>`);

    // Other tests of this worker share the server: narrow the list to this test's two requests,
    // then wait for each sort's answer instead of reading the list while it refetches.
    await page.getByLabel('Search requests').fill(String(stamp));
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(names).toHaveCount(2);
    await expect(names.nth(0)).toHaveAccessibleName(`Request for <b>Bold ${stamp}</b>`);
    await page.getByLabel('Sort').click();
    await page.getByRole('option', { name: 'Oldest to Newest' }).click();
    await expect(names.nth(0)).toHaveAccessibleName(`Request for Older ${stamp}`);
    await expect(names.nth(1)).toHaveAccessibleName(`Request for <b>Bold ${stamp}</b>`);
    await page.getByLabel('Sort').click();
    await page.getByRole('option', { name: 'Newest to Oldest' }).click();
    await expect(names.nth(0)).toHaveAccessibleName(`Request for <b>Bold ${stamp}</b>`);

    const card = page.getByRole('article', { name: `Request for <b>Bold ${stamp}</b>` });
    await expect(card.getByRole('heading', { name: `<b>Bold ${stamp}</b>` })).toBeVisible();
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    // It opens at its top, on its title, not scrolled down to its first control (the internal note).
    await expect(details.getByRole('heading', { name: 'Request Details' })).toBeFocused();
    expect(await details.evaluate((el) => el.scrollTop)).toBe(0);
    const info = details.getByRole('region', { name: 'Request Information' });
    await expect(info).toContainText(order.orderNumber);
    await expect(info).toContainText('Pending');
    await expect(info).not.toContainText('Alternative date');
    const agency = details.getByRole('region', { name: 'Agency Information' });
    await expect(agency).toContainText(`<b>Bold ${stamp}</b>`);
    await expect(agency.getByText('Not provided')).toHaveCount(2);
    const interview = details.getByRole('region', { name: 'Interview Details' });
    await expect(interview.getByText(payload, { exact: true })).toBeVisible();
    await expect(details.getByRole('region', { name: 'History' })).toContainText('Request sent');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await details.locator('img, script').count()).toBe(0);
    // An internal note: the button waits for text; the note joins the history and the field empties.
    const note = details.getByLabel('Internal note (never shown to the customer)');
    await expect(details.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await note.fill('  Called the producer  ');
    await details.getByRole('button', { name: 'Add note' }).click();
    await expect(details.getByRole('region', { name: 'History' })).toContainText('Called the producer');
    await expect(note).toHaveValue('');
    // Escape closes the newest layer first: the toast, then (below) the dialog.
    await expect(page.getByText('Note added', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Note added', { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmDialog(page)).toContainText(`Are you sure you want to delete the request for <b>Bold ${stamp}</b>?`);
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Request deleted successfully', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await page.request.get(`/api/admin/orders/${order.id}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(404);
    expect((await page.request.get(`/api/admin/orders/${older.id}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  });

  test('a history that fails to load says so, with Try Again, instead of showing an untouched request', async ({ page, request }) => {
    const stamp = Date.now();
    const order = await createOrder(request, { email: `hist-${stamp}@example.test`, clientName: `History ${stamp}` });
    const patched = await page.request.patch(`/api/admin/orders/${order.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'booking' } });
    expect(patched.ok()).toBe(true);
    let failing = true;
    await page.route(`**/api/admin/orders/${order.id}`, (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong' }) })
        : route.continue(),
    );
    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await page.getByLabel('Search requests').fill(String(stamp));
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('article', { name: `Request for History ${stamp}` })
      .getByRole('button', { name: 'Details' })
      .click();
    const history = page.getByRole('dialog', { name: 'Request Details' }).getByRole('region', { name: 'History' });
    await expect(history.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(history.getByText('Request sent')).toHaveCount(0);
    failing = false;
    await history.getByRole('button', { name: 'Try Again' }).click();
    await expect(history.getByText('Status: Pending → Booking')).toBeVisible();
  });

  test("a request card's list row carries the station's summary; Details reads the station's contact from the details call", async ({ page, request }) => {
    const stamp = Date.now();
    const call = `KC${String(stamp).slice(-4)}`;
    const made = await page.request.post('/api/admin/stations', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        callLetters: call,
        affiliate: 'PBS',
        market: 'Contactville',
        contactName: 'Pat Producer',
        contactTitle: 'Producer',
        contactEmail: `pat-${stamp}@station.test`,
        contactPhone: '555-0100',
      },
    });
    expect(made.status()).toBe(201);
    const station = (await made.json()) as { id: string };
    await createOrder(request, { email: `contact-${stamp}@example.test`, clientName: `Contact ${stamp}`, stationId: station.id });

    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await page.getByLabel('Search requests').fill(String(stamp));
    const listAnswer = page.waitForResponse((r) => r.url().includes('/api/admin/orders?') && r.url().includes(String(stamp)));
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const [row] = (await (await listAnswer).json()) as { station: Record<string, unknown> }[];
    expect(row!.station).not.toHaveProperty('contactEmail');
    const card = page.getByRole('article', { name: `Request for Contact ${stamp}` });
    await expect(card).toContainText(call);
    await expect(card).toContainText('Contactville');

    await card.getByRole('button', { name: 'Details' }).click();
    const info = page.getByRole('dialog', { name: 'Request Details' }).getByRole('region', { name: 'Request Information' });
    await expect(info.getByText('Station contact', { exact: true })).toBeVisible();
    await expect(info).toContainText(`Pat Producer, Producer · pat-${stamp}@station.test · 555-0100`);
    await page.keyboard.press('Escape');
    await page.request.delete(`/api/admin/stations/${station.id}`, { headers: { Authorization: `Bearer ${token}` } });
  });

  test('the stations table asks the server for one page of 50, searched and sorted there', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/admin/stations') asked.push(new URL(r.url()).search);
    });
    await openAdmin(page, token);
    await expect(stationsTable(page).locator('tbody tr')).toHaveCount(50);
    await page.getByLabel('Search stations').fill('nbc');
    await readColumn(stationsTable(page), 0);
    expect(asked.length).toBeGreaterThan(0);
    for (const search of asked) expect(new URLSearchParams(search).get('limit')).toBe('50');
    expect(asked.map((s) => Object.fromEntries(new URLSearchParams(s)))).toContainEqual({ q: 'nbc', sort: 'rate', limit: '50', offset: '0' });
  });

  test('a deleted request comes back with Undo in the toast, alone or several at once', async ({ page, request }) => {
    const stamp = Date.now();
    const one = await createOrder(request, { email: `undel-${stamp}@example.test`, clientName: `Undelete ${stamp}` });
    const two = await createOrder(request, { email: `undel-2-${stamp}@example.test`, clientName: `Undelete Two ${stamp}` });
    const get = (id: string) => page.request.get(`/api/admin/orders/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    const before = await (await get(one.id)).json();
    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await page.getByLabel('Search requests').fill(`Undelete`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('article', { name: `Request for Undelete ${stamp}` });
    const cardTwo = page.getByRole('article', { name: `Request for Undelete Two ${stamp}` });
    await card.getByRole('button', { name: /^Delete the request/ }).click();
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    // The card leaves at once; the toast comes with the server's answer.
    const undo = toastUndo(page, 'Request deleted successfully');
    await expect(undo).toBeVisible();
    expect((await get(one.id)).status()).toBe(404);
    if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/admin-delete-undo-toast.png' });
    await undo.click();
    await expect(page.getByText('Request restored', { exact: true })).toBeVisible();
    await expect(card).toBeVisible();
    expect(await (await get(one.id)).json()).toEqual(before);

    // Both selected, deleted with one confirmation, back with one Undo.
    await page.getByRole('checkbox', { name: `Select request for Undelete ${stamp}` }).click();
    await page.getByRole('checkbox', { name: `Select request for Undelete Two ${stamp}` }).click();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expect(cardTwo).toHaveCount(0);
    await toastUndo(page, '2 requests deleted.').click();
    await expect(page.getByText('Request restored', { exact: true })).toBeVisible();
    await expect(card).toBeVisible();
    await expect(cardTwo).toBeVisible();
    for (const o of [one, two]) expect((await get(o.id)).status()).toBe(200);

    // Deleted meanwhile by someone else: nothing was deleted here, so there is nothing to undo.
    await page.getByRole('checkbox', { name: `Select request for Undelete Two ${stamp}` }).click();
    expect((await page.request.delete(`/api/admin/orders/${two.id}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(204);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    const none = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: '0 requests deleted.' });
    await expect(none).toBeVisible();
    await expect(none.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });

  test('bulk: select several, change their status with one confirmation', async ({ page, request }) => {
    const stamp = Date.now();
    const a = await createOrder(request, { email: `bulk-a-${stamp}@example.test`, clientName: `Bulk A ${stamp}` });
    const b = await createOrder(request, { email: `bulk-b-${stamp}@example.test`, clientName: `Bulk B ${stamp}` });
    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await page.getByLabel('Search requests').fill(`Bulk`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Recent Requests \(\d+\)$/ })).toBeVisible();
    await page.getByRole('checkbox', { name: `Select request for Bulk A ${stamp}` }).click();
    await page.getByRole('checkbox', { name: `Select request for Bulk B ${stamp}` }).click();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('combobox', { name: 'New status for selected requests' }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(confirmDialog(page)).toContainText('Are you sure you want to set 2 requests to Cancelled?');
    await confirmDialog(page).getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('Request status updated successfully', { exact: true })).toBeVisible();
    for (const o of [a, b]) {
      const got = await apiJson<{ status: string; history: { status: string }[] }>(page, token, `/api/admin/orders/${o.id}`);
      expect(got.status).toBe('cancelled');
      expect(got.history.map((h) => h.status)).toEqual(['pending', 'cancelled']);
    }
  });

  test('CSV export: all rows in the current filter and order, quoted and neutralised', async ({ page, request }) => {
    const stamp = Date.now();
    await createOrder(request, {
      email: `csv-${stamp}@example.test`,
      clientName: `=HYPERLINK("http://evil.test") ${stamp}`,
      notes: 'line one, "quoted"\nline two',
    });
    await openAdmin(page, token);

    // Stations: the filtered rows, in the table's order.
    await page.getByLabel('Search stations').fill('NBC');
    // The filtered page comes from the server: wait for its count before reading it.
    const nbc = (await apiJson<AdminStationJson[]>(page, token, '/api/admin/stations?q=NBC')).length;
    await expect(page.getByRole('heading', { name: new RegExp(`^TV Stations \\(${nbc} of \\d+\\)$`) })).toBeVisible();
    const shown = await readColumn(stationsTable(page), 0);
    const [stationsDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(stationsDownload.suggestedFilename()).toMatch(/^stations-\d{4}-\d{2}-\d{2}\.csv$/);
    const stationRows = csvRows(readFileSync((await stationsDownload.path())!, 'utf8'));
    expect(stationRows[0]?.slice(0, 3)).toEqual(['Call Letters', 'Affiliate', 'Market']);
    // The table shows its first page of 50; the file holds every filtered row, in the same order.
    expect(shown.length).toBe(50);
    expect(stationRows.slice(1, 51).map((r) => r[0])).toEqual(shown);
    expect(stationRows.length - 1).toBeGreaterThan(50);

    // Requests: the search matches one order; its formula-like client name is neutralised.
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await page.getByLabel('Search requests').fill(String(stamp));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Recent Requests (1)' })).toBeVisible();
    const [ordersDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = readFileSync((await ordersDownload.path())!, 'utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"") ${stamp}"`);
    const orderRows = csvRows(text);
    expect(orderRows).toHaveLength(2);
    const header = orderRows[0]!;
    const row = orderRows[1]!;
    expect(row[header.indexOf('Client Name')]).toBe(`'=HYPERLINK("http://evil.test") ${stamp}`);
    expect(row[header.indexOf('Notes')]).toBe('line one, "quoted"\nline two');
    expect(row[header.indexOf('Status')]).toBe('Pending');

    // Chat queries: at least the header.
    await page.getByRole('tab', { name: /^Chat Queries/ }).click();
    const [chatDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csvRows(readFileSync((await chatDownload.path())!, 'utf8'))[0]).toEqual(['Query', 'User', 'Results', 'Time']);
  });
});

test('the requests CSV carries the slot, the air time and the clip as the request card shows them', async ({ page, request }) => {
  const stamp = Date.now();
  const o = await createOrder(request, { email: `csv-slot-${stamp}@example.test`, clientName: `Slot Client ${stamp}` });
  const headers = { Authorization: `Bearer ${token}` };
  const slot = { startsAt: '2026-11-20T09:30:00-05:00', timeZone: 'America/New_York', format: 'remote', callTime: '08:45' };
  expect((await request.patch(`/api/admin/orders/${o.id}`, { data: { status: 'booking_completed', slot }, headers })).status()).toBe(200);
  const finish = { status: 'finished', airedAt: '2026-11-20T09:41:00-05:00', clipUrl: `https://clips.example.test/${stamp}` };
  expect((await request.patch(`/api/admin/orders/${o.id}`, { data: finish, headers })).status()).toBe(200);

  await openAdmin(page, token);
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await page.getByLabel('Search requests').fill(String(stamp));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recent Requests (1)' })).toBeVisible();
  const card = page.getByRole('article', { name: `Request for Slot Client ${stamp}` });
  await expect(card).toContainText('Slot: Friday, November 20, 2026 at 9:30 AM EST · Remote');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const [header, row, ...rest] = csvRows(readFileSync((await download.path())!, 'utf8'));
  expect(rest).toHaveLength(0);
  const cell = (name: string) => row![header!.indexOf(name)];
  expect(header).toEqual(expect.arrayContaining(['Slot (station time)', 'Slot Format', 'Call Time', 'Aired (station time)', 'Clip Link']));
  expect(cell('Slot (station time)')).toBe('Friday, November 20, 2026 at 9:30 AM EST');
  expect(cell('Slot Format')).toBe('Remote');
  expect(cell('Call Time')).toBe('08:45');
  expect(cell('Aired (station time)')).toBe('Friday, November 20, 2026 at 9:41 AM EST');
  expect(cell('Clip Link')).toBe(finish.clipUrl);
  // The same words as the card.
  await expect(card).toContainText(`Slot: ${cell('Slot (station time)')}`);
  await expect(card).toContainText(`Aired: ${cell('Aired (station time)')}`);
  await expect(card).toContainText(`Clip: ${finish.clipUrl}`);
});

test('Chat Queries tab: the cards and the result badges (over 20 green, over 5 yellow, else red)', async ({ page, request }) => {
  const email = `chatter-${Date.now()}@example.test`;
  const password = 'chat password 1';
  const reg = await request.post('/api/auth/register', {
    data: { email, password, confirmPassword: password, firstName: 'Chat', lastName: 'User', userType: 'individual', agencyName: '' },
  });
  expect(reg.status()).toBe(201);
  expect((await request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
  for (const [query, resultsCount] of [
    ['green query', 21],
    ['yellow query', 6],
    ['red query', 5],
  ] as const) {
    expect((await request.post('/api/chat/log', { data: { query, resultsCount } })).status()).toBe(201);
  }
  const summary = await apiJson<{ totalQueries: number; averageResults: number; recentActivity: number }>(page, token, '/api/admin/chat-queries/summary');
  await openAdmin(page, token);
  await page.getByRole('tab', { name: `Chat Queries (${summary.totalQueries})` }).click();
  for (const [title, value] of [
    ['Total Queries', summary.totalQueries],
    ['Average Results', summary.averageResults],
    ['Recent Activity', summary.recentActivity],
  ] as const) {
    await expect(page.getByLabel(`${title}: ${value}`)).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Chat queries' });
  for (const [query, count, colour] of [
    ['green query', '21', 'green'],
    ['yellow query', '6', 'yellow'],
    ['red query', '5', 'red'],
  ] as const) {
    const row = table.getByRole('row').filter({ hasText: query });
    await expect(row).toContainText(email);
    await expect(row.locator('[data-slot="badge"]')).toHaveText(count);
    await expect(row.locator('[data-slot="badge"]')).toHaveClass(new RegExp(`bg-${colour}-100`));
  }
  await page.screenshot({ path: '/tmp/admin-chat.png', fullPage: false });
});

test.describe('notifications', () => {
  test('Edit changes a notification (a button may link to a site path); Pause takes it off the site and Resume brings it back', async ({ page, request }) => {
    const title = `Spring offer ${Date.now()}`;
    const created = await request.post('/api/admin/notifications', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title,
        message: 'First words',
        type: 'offer',
        isActive: true,
        startDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()),
      },
    });
    expect(created.status()).toBe(201);
    await openAdmin(page, token);
    await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
    const item = page.getByRole('article', { name: title });
    await item.getByRole('button', { name: `Edit notification ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Notification' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await dialog.getByLabel('Message').fill('Texas stations at spring rates');
    await dialog.getByLabel('Button Text (optional)').fill('See Texas');
    await dialog.getByLabel('Button Link (optional)').fill('//evil.example');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Button link must be a web link (http or https), a mailto: link or a path of this site such as /?q=Texas')).toBeVisible();
    await dialog.getByLabel('Button Link (optional)').fill('/?q=Texas');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Notification updated successfully', { exact: true }).first()).toBeVisible();
    await expect(item).toContainText('Texas stations at spring rates');

    const publicTitles = async () => ((await (await request.get('/api/notifications')).json()) as { title: string }[]).map((n) => n.title);
    await item.getByRole('button', { name: `Pause notification ${title}` }).click();
    await expect(item.getByRole('button', { name: `Resume notification ${title}` })).toBeVisible();
    expect(await publicTitles()).not.toContain(title);
    await item.getByRole('button', { name: `Resume notification ${title}` }).click();
    await expect(item.getByRole('button', { name: `Pause notification ${title}` })).toBeVisible();
    expect(await publicTitles()).toContain(title);

    // The banner's button goes to the site path, in the same tab.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(page.url().replace(/\/admin$/, '/about'));
    const banner = visitor.getByTestId('notification-banner').filter({ hasText: title });
    await banner.getByRole('link', { name: 'See Texas' }).click();
    await expect(visitor).toHaveURL(/\/\?q=Texas$/);
    await expect(visitor.getByText(/^Showing \d+ stations in Texas$/)).toBeVisible();
    await visitor.close();
    await item.getByRole('button', { name: `Delete notification ${title}` }).click();
    await expect(item).toHaveCount(0);
  });

  test('create (form rules), shows on the public banner, switch off, delete removes it', async ({ page, request }) => {
    const title = `Holiday slots ${Date.now()}`;
    await openAdmin(page, token);
    await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
    await page.getByRole('button', { name: 'Create Notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Notification' });
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText(/Announcement/);
    await expect(dialog.getByLabel('Start Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();

    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/notifications')) posted++;
    });
    await dialog.getByRole('button', { name: 'Create Notification' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Message is required')).toBeVisible();
    expect(posted).toBe(0);

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Message').fill('Book December segments now');
    await dialog.getByLabel('Button Text (optional)').fill('See offers');
    await dialog.getByRole('button', { name: 'Create Notification' }).click();
    await expect(page.getByText('Notification created successfully', { exact: true })).toBeVisible();
    const item = page.getByRole('article', { name: title });
    await expect(item).toContainText('announcement');
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
    await expect(item).toContainText('Book December segments now');
    await expect(item).toContainText('Button: See offers');

    // The public banner shows it.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(page.url().replace(/\/admin$/, '/about'));
    await expect(visitor.getByTestId('notification-banner').filter({ hasText: title })).toBeVisible();

    await item.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expect(item.getByText('Inactive', { exact: true })).toBeVisible();
    const publicTitles = async () => ((await (await request.get('/api/notifications')).json()) as { title: string }[]).map((n) => n.title);
    expect(await publicTitles()).not.toContain(title);
    await item.getByRole('button', { name: `Activate ${title}` }).click();
    await expect(item.getByText('Active', { exact: true })).toBeVisible();

    await item.getByRole('button', { name: `Delete notification ${title}` }).click();
    await expect(page.getByText('Notification deleted successfully', { exact: true })).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(await publicTitles()).not.toContain(title);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByTestId('notification-banner').filter({ hasText: title })).toHaveCount(0);
    await visitor.close();
  });
});
