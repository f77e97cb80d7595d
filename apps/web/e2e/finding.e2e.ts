import type { APIRequestContext, Page } from '@playwright/test';
import { apiJson, loginToken, openAdmin, type AdminStationJson } from './support/admin-helpers';
import { apiRegister, PASSWORD } from './support/auth-helpers';
import { addDays, isWeekend, pretty, todayInZone, type Station } from './support/booking-dates';
import { expect, test } from './support/fixtures';

/** A weekday at least two weeks ahead: always bookable unless a blackout says otherwise. */
function weekdayAfter(days: number): string {
  let d = addDays(todayInZone(), days);
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

async function search(request: APIRequestContext, qs: string): Promise<{ stations: Station[]; total: number }> {
  const res = await request.get(`/api/stations?${qs}`);
  return { stations: (await res.json()) as Station[], total: Number(res.headers()['x-total-count']) };
}

const cards = (page: Page) => page.getByTestId('station-card');

async function fillSteps(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
  await dialog.getByLabel('Agency Name').fill('Bright PR');
  await dialog.getByLabel('Contact Name').fill('Sam Lee');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Client Name').fill('Dr. Jane Smith');
  await dialog.getByLabel('Interview Topic').fill('Healthy holiday recipes');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 3: Schedule' })).toBeVisible();
  return dialog;
}

test.describe('finding stations', () => {
  test('results: network and price filters, sort, 24 cards then Show more', async ({ page, request }) => {
    const nbc = await search(request, 'q=NBC');
    expect(nbc.total).toBeGreaterThan(48);
    await page.goto('/?q=NBC');
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText(`Showing ${nbc.total} stations in NBC`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(cards(page)).toHaveCount(48);

    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=rate/);
    await expect(cards(page)).toHaveCount(24);
    const rates = (await page.getByTestId('station-rate').allInnerTexts()).filter((r) => r !== 'TBD').map((r) => Number(r.replace(/[$,]/g, '')));
    expect(rates).toEqual([...rates].sort((a, b) => a - b));

    await page.getByLabel('Price', { exact: true }).selectOption({ label: 'Up to $1,000' });
    const cheap = await search(request, 'q=NBC&maxRate=1000');
    await expect(page.getByText(new RegExp(`^Showing (${Math.min(24, cheap.total)} of )?${cheap.total} stations? in NBC$`))).toBeVisible();
    for (const r of await page.getByTestId('station-rate').allInnerTexts()) expect(Number(r.replace(/[$,]/g, ''))).toBeLessThanOrEqual(1000);

    await page.goto('/?q=Texas');
    await page.getByLabel('Network', { exact: true }).selectOption('CBS');
    const cbs = await search(request, 'q=Texas&affiliate=CBS');
    await expect(cards(page)).toHaveCount(cbs.total);
    for (const card of await cards(page).all()) await expect(card).toContainText('CBS');
  });

  test('no results because of a filter: the empty state says the filter may be the cause, and Clear Filters keeps the search', async ({ page, request }) => {
    expect((await search(request, 'q=Texas&affiliate=PBS')).total).toBe(0);
    await page.goto('/?q=Texas&affiliate=PBS');
    await expect(page.getByRole('heading', { name: 'No stations found' })).toBeVisible();
    await expect(page.getByText('No TV stations found in Texas. Try a different search.')).toBeVisible();
    await expect(page.getByText('The network or price you chose may be leaving stations out.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\?q=Texas$/);
    const all = await search(request, 'q=Texas');
    await expect(page.getByText(`Showing ${all.total} stations in Texas`)).toBeVisible();
  });

  test("a misspelt search says what it shows; an ambiguous one offers its readings; one result is 'Showing 1 station'", async ({ page }) => {
    await page.goto('/?q=Calfornia');
    await expect(page.getByText('Showing results for California')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    await page.goto('/?q=Washington');
    const choices = page.getByRole('group', { name: 'Did you mean' });
    await expect(choices.getByRole('button', { name: 'Washington (state)' })).toBeVisible();
    await choices.getByRole('button', { name: 'Washington, DC' }).click();
    await expect(page).toHaveURL(/q=Washington%2C\+DC|q=Washington%2C%20DC/);
    await expect(page.getByRole('group', { name: 'Did you mean' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'WRC', exact: true })).toBeVisible();

    await page.goto('/?q=LA');
    await expect(page.getByRole('group', { name: 'Did you mean' }).getByRole('button', { name: 'Louisiana' })).toBeVisible();

    await page.goto('/?q=KPRC');
    await expect(page.getByText('Showing 1 station in KPRC', { exact: true })).toBeVisible();
  });

  test('on a phone, tabbing through the results never puts focus under the docked request list', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { stations: houston } = await search(request, 'q=Houston');
    await page.goto('/?q=Houston');
    for (const s of houston.slice(0, 2))
      await page.getByRole('article', { name: s.callLetters, exact: true }).getByRole('button', { name: 'Add to request' }).click();
    const list = page.getByRole('region', { name: 'Request list' });
    await expect(list).toContainText('Request list: 2 stations');
    await page.getByRole('searchbox', { name: 'Search TV stations' }).focus();
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('section[aria-label="Request list"]');
        if (!focused || !bar || bar.contains(focused) || focused === document.body) return null;
        const { top, bottom } = focused.getBoundingClientRect();
        return { name: focused.textContent?.trim() ?? focused.tagName, under: bottom > bar.getBoundingClientRect().top && top < window.innerHeight };
      });
      if (!hidden) continue;
      checked++;
      expect(hidden.under, `${hidden.name} is under the request list`).toBe(false);
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('the request list: add stations, keep them across pages, one dialog and one request for all', async ({ page, request, server }) => {
    const { stations: houston } = await search(request, 'q=Houston');
    const [a, b] = houston;
    await page.goto('/?q=Houston');
    await page.getByRole('article', { name: a!.callLetters, exact: true }).getByRole('button', { name: 'Add to request' }).click();
    await page.getByRole('article', { name: b!.callLetters, exact: true }).getByRole('button', { name: 'Add to request' }).click();
    await expect(page.getByRole('article', { name: a!.callLetters, exact: true }).getByRole('button', { name: 'Added to request' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = page.getByRole('region', { name: 'Request list' });
    await expect(list).toContainText('Request list: 2 stations');

    // Kept across pages (and reloads).
    await page.goto('/faq');
    await expect(list).toContainText('Request list: 2 stations');
    await list.getByRole('button', { name: 'Request 2 stations' }).click();
    const email = `group-${Date.now()}@example.test`;
    const dialog = await fillSteps(page, email);
    await expect(dialog.getByText(`2 stations: ${a!.callLetters}, ${b!.callLetters}`)).toBeVisible();
    // Step 3 shows each station's rate and the total of the listed ones.
    const rates = dialog.getByTestId('booking-rates');
    const money = (n: number) => `$${n.toLocaleString('en-US')}`;
    for (const s of [a!, b!])
      await expect(rates.getByRole('listitem').filter({ hasText: s.callLetters })).toContainText(s.rate === null ? 'Contact for pricing' : money(s.rate));
    await expect(rates).toContainText(`Total${money((a!.rate ?? 0) + (b!.rate ?? 0))}`);
    await dialog.getByLabel('Preferred Date').fill(weekdayAfter(14));
    await dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Submit Request' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const group = (await response.json()) as { requestGroupId: string; orders: { orderNumber: string }[] };
    expect(group.orders).toHaveLength(2);
    await expect(page.getByRole('status').filter({ hasText: 'Request Submitted Successfully!' })).toContainText(group.orders[1]!.orderNumber);
    await expect(page.getByRole('status').filter({ hasText: 'Request Submitted Successfully!' })).toContainText(
      `Your request for 2 stations (${a!.callLetters} and ${b!.callLetters})`,
    );
    await expect(list).toHaveCount(0);

    const receipt = await server.mailbox.waitFor(email, /2 stations/);
    const ops = await server.mailbox.waitFor('ops@example.test', /2 stations/);
    for (const mail of [receipt, ops])
      for (const text of [a!.callLetters, b!.callLetters, ...group.orders.map((o) => o.orderNumber)]) expect(mail.raw).toContain(text);
  });

  test('a station hidden while in the request list is named by its call letters and can be removed in the dialog', async ({ page, request, server }) => {
    const { stations: houston } = await search(request, 'q=Houston');
    const [a, b, c] = houston;
    const token = await loginToken(server.url);
    await page.goto('/?q=Houston');
    for (const s of [a!, b!, c!]) await page.getByRole('article', { name: s.callLetters, exact: true }).getByRole('button', { name: 'Add to request' }).click();
    const list = page.getByRole('region', { name: 'Request list' });
    await expect(list).toContainText('Request list: 3 stations');
    const hide = (isHidden: boolean) =>
      request.patch(`/api/admin/stations/${b!.id}/visibility`, { data: { isHidden }, headers: { Authorization: `Bearer ${token}` } });
    expect((await hide(true)).status()).toBe(200);
    try {
      await list.getByRole('button', { name: 'Request 3 stations' }).click();
      const dialog = await fillSteps(page, `hidden-${Date.now()}@example.test`);
      await dialog.getByLabel('Preferred Date').fill(weekdayAfter(14));
      await dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
      await dialog.getByRole('button', { name: 'Submit Request' }).click();
      const refused = dialog.getByRole('alert').filter({ hasText: `${b!.callLetters} is not available any more.` });
      await expect(refused).toBeVisible();
      await expect(dialog).not.toContainText(b!.id);
      await refused.getByRole('button', { name: `Remove ${b!.callLetters} from this request` }).click();
      await expect(dialog.getByText(`2 stations: ${a!.callLetters}, ${c!.callLetters}`)).toBeVisible();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST'),
        dialog.getByRole('button', { name: 'Submit Request' }).click(),
      ]);
      expect(response.status()).toBe(201);
      expect(((await response.json()) as { orders: unknown[] }).orders).toHaveLength(2);
    } finally {
      await hide(false);
    }
  });

  test("a station page has its own title, Book Now and Add to request, and its market's other stations; unknown ids are a 404", async ({ page, request }) => {
    const { stations } = await search(request, 'q=KPRC');
    const kprc = stations[0]!;
    const res = await page.goto(`/stations/${kprc.id}`);
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toContain('<title>KPRC (NBC, Houston): book a TV segment | Spotlight TV</title>');
    await expect(page).toHaveTitle('KPRC (NBC, Houston): book a TV segment | Spotlight TV');
    await expect(page.getByRole('heading', { level: 1, name: 'KPRC' })).toBeVisible();
    await expect(page.getByText('Houston Life')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Other stations in Houston' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^KHOU/ })).toBeVisible();
    await page.getByRole('button', { name: 'Add to request' }).click();
    await expect(page.getByRole('region', { name: 'Request list' })).toContainText('Request list: 1 station');
    await page.getByRole('region', { name: 'Request list' }).getByRole('button', { name: 'Clear list' }).click();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' })).toContainText('KPRC (NBC) · Houston');

    const missing = await page.goto('/stations/no-such-station');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the date picker offers only bookable dates and refuses a blackout date', async ({ page, request, server }) => {
    const token = await loginToken(server.url);
    const { stations } = await search(request, 'q=KHOU');
    const khou = stations[0]!;
    const blackout = weekdayAfter(21);
    const put = await request.put(`/api/admin/stations/${khou.id}/blackouts`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { blackouts: [{ from: blackout, to: blackout, note: 'Holiday programming' }] },
    });
    expect(put.status()).toBe(200);

    await page.goto('/?q=KHOU');
    await page.getByRole('article', { name: 'KHOU', exact: true }).getByRole('button', { name: 'Book Now' }).click();
    const dialog = await fillSteps(page, `picker-${Date.now()}@example.test`);
    await dialog.getByRole('button', { name: 'Choose preferred date from calendar' }).click();
    const calendar = dialog.getByRole('group', { name: 'Preferred Date calendar' });
    // Move to the blackout's month.
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${blackout}T00:00:00Z`));
    for (let i = 0; i < 3 && !(await calendar.getByText(monthName).isVisible()); i++) await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(calendar.getByRole('button', { name: pretty(blackout) })).toBeDisabled();
    const saturday = (() => {
      let d = addDays(blackout, 1);
      while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 6) d = addDays(d, 1);
      return d;
    })();
    if (saturday.slice(0, 7) === blackout.slice(0, 7)) await expect(calendar.getByRole('button', { name: pretty(saturday) })).toBeDisabled();
    await expect(calendar.getByRole('button', { name: pretty(todayInZone()) })).toHaveCount(todayInZone().slice(0, 7) === blackout.slice(0, 7) ? 1 : 0);
    const open = addDays(blackout, isWeekend(addDays(blackout, 1)) ? -1 : 1);
    if (open.slice(0, 7) === blackout.slice(0, 7) && !isWeekend(open)) {
      await calendar.getByRole('button', { name: pretty(open) }).click();
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(open);
    }

    // Typed anyway, the blackout date is refused with the station's message.
    await dialog.getByLabel('Preferred Date').fill(blackout);
    await expect(dialog.getByText('This station is not available on that date')).toBeVisible();
    await dialog.getByLabel('Preferred Date').fill(weekdayAfter(14));
    await dialog.getByLabel('Alternative Date (optional)').fill(weekdayAfter(14));
    await dialog.getByLabel('Alternative Date (optional)').blur();
    await expect(dialog.getByText('Alternative date must differ from the preferred date')).toBeVisible();
  });

  test('signed-out visitors of /orders, /chat, /search and /account/password sign in and come back; /analytics shows the admin login', async ({
    page,
    request,
  }) => {
    const account = await apiRegister(request);
    for (const path of ['/chat', '/search', '/account/password']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    }
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/orders$/);

    // `next` is only ever a path of this site.
    await page.context().clearCookies();
    await page.goto('/login?next=//evil.example/');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    await page.context().clearCookies();
    await page.goto('/analytics');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });
});

test.describe('operators edit the real catalogue', () => {
  test('a seeded station without a show name can be edited; the form shows No show name', async ({ page, server }) => {
    const token = await loginToken(server.url);
    await openAdmin(page, token);
    const all = await apiJson<AdminStationJson[]>(page, token, '/api/admin/stations');
    const plain = all.find((s) => !s.showName && s.callLetters === 'KTUU')!;
    await page.getByLabel('Search stations').fill('KTUU');
    const row = page.getByRole('table', { name: 'TV stations' }).getByRole('row').filter({ hasText: 'KTUU' });
    await expect(row).toContainText('No show name');
    await row.getByRole('button', { name: 'Edit KTUU' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Station' });
    await expect(dialog.getByLabel('Show Name (optional)')).toHaveAttribute('placeholder', 'No show name');
    await dialog.getByLabel('Rate (whole dollars)').fill('1750');
    await dialog.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText('Station updated successfully', { exact: true })).toBeVisible();
    const after = await apiJson<AdminStationJson[]>(page, token, '/api/admin/stations');
    expect(after.find((s) => s.id === plain.id)).toMatchObject({ rate: 1750 });
  });

  test('on a 390-pixel-wide phone: no public header, 50 rows a page, filters, and every row action in view', async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await loginToken(server.url);
    await openAdmin(page, token);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const table = page.getByRole('table', { name: 'TV stations' });
    await expect(table.locator('tbody tr')).toHaveCount(50);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Stations pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.getByLabel('Visibility', { exact: true }).selectOption('hidden');
    // The page comes from the server: the table is busy until it has.
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/^Page \d+ of/)).toHaveCount(0);
    for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText('Hidden');
    await page.getByLabel('Visibility', { exact: true }).selectOption('all');
    await page.getByLabel('Affiliate', { exact: true }).selectOption('CW');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText('CW');

    const first = table.locator('tbody tr').first();
    for (const name of [/^Edit /, /^Dates for /, /^(Hide|Show) /, /^Delete /]) {
      const button = first.getByRole('button', { name });
      await expect(button).toBeInViewport();
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});
