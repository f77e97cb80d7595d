// After the request: an operator completes a booking with its slot and undoes it, a requester
// cancels through the manage link and changes dates from My Bookings, the timeline, the badges.
import type { Page } from '@playwright/test';
import { test, expect, type TestServer } from './support/fixtures';
import { apiJson, bookableDate, createOrder, loginToken, openAdmin } from './support/admin-helpers';
import { toast, verifiedSignIn } from './support/auth-helpers';

let token = '';
test.beforeAll(async ({ server }) => {
  token = await loginToken(server.url);
});

/** The manage link of the receipt emailed for `orderNumber`. */
async function manageLink(server: TestServer, email: string, orderNumber: string): Promise<string> {
  const receipt = await server.mailbox.waitFor(email, new RegExp(`^We received your booking request ${orderNumber}$`));
  const link = /https?:\/\/\S+\/manage\?token=[\w-]+/.exec(receipt.raw)?.[0];
  expect(link, 'a manage link in the receipt').toBeTruthy();
  return link!;
}

/** Books the first listed station as the signed-in user of `page`. */
async function bookSignedIn(page: Page, email: string, clientName: string): Promise<{ id: string; orderNumber: string }> {
  const stations = (await (await page.request.get('/api/stations')).json()) as { id: string }[];
  const res = await page.request.post('/api/orders', {
    data: {
      agencyName: '',
      clientName,
      contactName: 'Robin Requester',
      email,
      phone: '',
      interviewTopic: 'Spring gardening',
      preferredDate: bookableDate(),
      alternativeDate: '',
      notes: '',
      stationId: stations[0]!.id,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; orderNumber: string };
}

test.describe('booking lifecycle', () => {
  test('an operator completes a request with its slot, then undoes it: back to pending, and no email leaves', async ({ page, request, server }) => {
    const stamp = Date.now();
    const email = `undo-${stamp}@example.test`;
    const order = await createOrder(request, { email, clientName: `Undo ${stamp}` });
    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    const card = page.getByRole('article', { name: `Request for Undo ${stamp}` });
    await card.getByRole('combobox', { name: `Status for Undo ${stamp}` }).click();
    await page.getByRole('option', { name: 'Booking Completed' }).click();

    const ask = page.getByRole('dialog', { name: 'Complete booking' });
    await expect(ask).toContainText('The customer will be emailed');
    await ask.getByLabel('Start (station time)').fill(`${bookableDate()}T09:30`);
    await ask.getByLabel('Format').selectOption('remote');
    await ask.getByLabel('Call time (optional)').fill('08:45');
    await ask.getByRole('button', { name: 'Complete and email customer' }).click();

    const done = toast(page, 'Request status updated successfully');
    await expect(done).toBeVisible();
    const completed = await apiJson<{ status: string; slot: { format: string; callTime: string } | null }>(page, token, `/api/admin/orders/${order.id}`);
    expect(completed).toMatchObject({ status: 'booking_completed', slot: { format: 'remote', callTime: '08:45' } });

    // The toast's Undo button (the toast list item, beside its announced status).
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Request status updated successfully' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(toast(page, 'Change undone')).toBeVisible();
    await expect(card.locator('[data-slot="badge"]').filter({ hasText: /^Pending$/ })).toBeVisible();
    const undone = await apiJson<{ status: string; slot: unknown }>(page, token, `/api/admin/orders/${order.id}`);
    expect(undone).toMatchObject({ status: 'pending', slot: null });
    // Past the undo window, still no "confirmed" email.
    await page.waitForTimeout(12_000);
    expect(server.mailbox.mails.filter((m) => m.to.includes(email) && /confirmed/.test(m.subject))).toEqual([]);
  });

  test('a requester cancels through the manage link in the receipt; the team is told, the requester emailed, the timeline stays; the link then closes with a way on', async ({
    page,
    request,
    server,
  }) => {
    const stamp = Date.now();
    const email = `manage-${stamp}@example.test`;
    const order = await createOrder(request, { email, clientName: `Manage ${stamp}` });
    await page.goto(await manageLink(server, email, order.orderNumber));
    await expect(page.getByRole('heading', { name: 'Manage your request' })).toBeVisible();
    await expect(page.getByText(`Request #${order.orderNumber}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Request sent');

    await page.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByLabel('Reason (optional)').fill('Our client has a conflict');
    await page.getByRole('button', { name: 'Yes, cancel request' }).click();
    await expect(page.getByText('Your request has been cancelled. Our team has been told.')).toBeVisible();
    await expect(page.getByText('Cancellation reason: Our client has a conflict')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    // The cancelled request and its timeline stay on the page.
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Request sent');
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Cancelled by the requester');

    // The team's email about a customer change waits a 10-second settle (a burst becomes one email).
    const ops = await server.mailbox.waitFor('ops@example.test', new RegExp(`^Request ${order.orderNumber} cancelled by the customer`), 30_000);
    expect(ops.raw).toContain('Our client has a conflict');
    expect(ops.raw).toMatch(new RegExp(`^Reply-To: ${email}`, 'mi'));
    const own = await server.mailbox.waitFor(email, new RegExp(`^Your booking request was cancelled: request ${order.orderNumber}$`));
    expect(own.raw).toContain('Our client has a conflict');
    expect(own.raw).toMatch(/^Reply-To: ops@example\.test/im);
    await page.reload();
    await expect(page.getByText('This link is not valid or has expired')).toBeVisible();
    await page.getByRole('link', { name: 'Track your requests' }).click();
    await expect(page).toHaveURL(/\/track$/);
  });

  test('a booked slot less than 48 hours away: the manage link offers no cancel and says why and who can still help', async ({ page, request, server }) => {
    const stamp = Date.now();
    const email = `late-${stamp}@example.test`;
    const order = await createOrder(request, { email, clientName: `Late ${stamp}` });
    const link = await manageLink(server, email, order.orderNumber);
    const startsAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
    const res = await page.request.patch(`/api/admin/orders/${order.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'booking_completed', slot: { startsAt, timeZone: 'America/New_York', format: 'remote' } },
    });
    expect(res.status()).toBe(200);
    await page.goto(link);
    await expect(page.getByText(/^Your slot:/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    await expect(
      page.getByText('Bookings can be cancelled here until 48 hours before the interview. Please reply to our last email and we will help.'),
    ).toBeVisible();
  });

  test("the manage page's 'Change dates' uses the booking calendar: only valid dates, the weekday hint, a Saturday refused before sending; the link still cancels after", async ({
    page,
    request,
    server,
  }) => {
    const stamp = Date.now();
    const email = `dates-${stamp}@example.test`;
    const order = await createOrder(request, { email, clientName: `Dates ${stamp}` });
    // On a phone first: the form stays inside its card.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(await manageLink(server, email, order.orderNumber));
    await page.getByRole('button', { name: 'Change dates' }).click();
    const preferred = page.getByLabel('New preferred date');
    const alternative = page.getByLabel('New alternative date (optional)');
    for (const field of [preferred, alternative]) {
      // Inside the padding of the card (the nearest box with a border) that holds it.
      const inside = await field.evaluate((input) => {
        let card = input.parentElement!;
        while (card.parentElement && getComputedStyle(card).borderRightWidth === '0px') card = card.parentElement;
        const style = getComputedStyle(card);
        return (
          input.getBoundingClientRect().right <= card.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) + 0.5
        );
      });
      expect(inside).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(preferred).toHaveAccessibleDescription(/Monday to Friday, at least 7 days ahead/);
    await expect(preferred).toHaveAttribute('min', /\d{4}-\d{2}-\d{2}/);
    const saturday = new Date(`${bookableDate()}T12:00:00Z`);
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/reschedule')) sent++;
    });
    // Sent as it opens, on the request's own dates: nothing would change, so nothing is sent.
    await page.getByRole('button', { name: 'Send new dates' }).click();
    await expect(page.getByText('These are already the dates of your request: choose a new date.')).toBeVisible();
    expect(sent).toBe(0);
    await preferred.fill(saturday.toISOString().slice(0, 10));
    await expect(page.getByText('Interviews are only available Monday through Friday')).toBeVisible();
    await page.getByRole('button', { name: 'Send new dates' }).click();
    await expect(preferred).toBeFocused();
    expect(sent).toBe(0);
    // The calendar offers weekdays only: Saturday's button is disabled; a weekday is taken.
    await page.getByRole('button', { name: 'Choose new preferred date from calendar' }).click();
    const calendar = page.getByRole('group', { name: 'New preferred date calendar' });
    const monday = new Date(saturday);
    monday.setUTCDate(monday.getUTCDate() + 2);
    const label = (d: Date) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(d);
    // It opens on the month of the date typed.
    await expect(calendar.getByRole('button', { name: label(saturday) })).toBeDisabled();
    if (monday.getUTCMonth() !== saturday.getUTCMonth()) await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('button', { name: label(monday) }).click();
    await expect(preferred).toHaveValue(monday.toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Send new dates' }).click();
    await expect(page.getByText('Your new dates have been sent to our team.')).toBeVisible();
    expect(sent).toBe(1);
    // The same link still cancels the request after its dates changed.
    await page.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByRole('button', { name: 'Yes, cancel request' }).click();
    await expect(page.getByText('Your request has been cancelled. Our team has been told.')).toBeVisible();
  });

  test('a requester changes dates from My Bookings and sees it on the timeline, with the operator’s confirmation and slot; notes stay internal', async ({
    page,
    server,
  }) => {
    const account = await verifiedSignIn(page, server);
    const order = await bookSignedIn(page, account.email, 'Timeline Client');
    await page.goto('/orders');
    await page.getByRole('button', { name: 'View details of the request for Timeline Client' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await expect(details.getByRole('list', { name: 'Timeline' })).toContainText('Request sent');

    // Change dates: the next weekday after the current preferred date.
    const next = new Date(`${bookableDate()}T12:00:00Z`);
    do next.setUTCDate(next.getUTCDate() + 1);
    while (next.getUTCDay() === 0 || next.getUTCDay() === 6);
    const newDate = next.toISOString().slice(0, 10);
    await details.getByRole('button', { name: 'Change dates' }).click();
    await details.getByLabel('New preferred date').fill(newDate);
    await details.getByRole('button', { name: 'Send new dates' }).click();
    await expect(details.getByText('Your new dates have been sent to our team.')).toBeVisible();
    await expect(details.getByRole('list', { name: 'Timeline' })).toContainText('New dates requested');
    await server.mailbox.waitFor('ops@example.test', new RegExp(`^New dates proposed for request ${order.orderNumber}`), 30_000);

    // The operator writes an internal note, then confirms with a slot.
    const headers = { Authorization: `Bearer ${token}` };
    expect((await page.request.post(`/api/admin/orders/${order.id}/notes`, { headers, data: { text: 'Secret operator remark' } })).status()).toBe(201);
    const patched = await page.request.patch(`/api/admin/orders/${order.id}`, {
      headers,
      data: { status: 'booking_completed', slot: { startsAt: `${newDate}T09:30:00-05:00`, timeZone: 'America/New_York', format: 'in_studio' } },
    });
    expect(patched.status()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'View details of the request for Timeline Client' }).click();
    const timeline = details.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('Status: confirmed');
    await expect(timeline).toContainText('Slot:');
    await expect(details.getByLabel('Booking outcome')).toContainText('Your slot:');
    await expect(details).not.toContainText('Secret operator remark');
    // Confirmed: dates can no longer be changed here.
    await expect(details.getByRole('button', { name: 'Change dates' })).toHaveCount(0);
  });

  test('badges: the first request earns First Request on the dashboard', async ({ page, server }) => {
    const account = await verifiedSignIn(page, server);
    await expect(page.getByRole('list', { name: 'Your badges' })).toHaveCount(0);
    await bookSignedIn(page, account.email, 'Badge Client');
    await page.reload();
    const badges = page.getByRole('list', { name: 'Your badges' });
    await expect(badges).toContainText('First Request');
    await expect(badges).not.toContainText('First Confirmed');
  });
});

test.describe('operators change a booking after the fact', () => {
  /** A request completed through the API with a slot at 09:30 on a bookable date (station time). */
  async function completedOrder(page: Page, request: Parameters<typeof createOrder>[0], clientName: string, email: string) {
    const order = await createOrder(request, { email, clientName });
    const res = await page.request.patch(`/api/admin/orders/${order.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'booking_completed', slot: { startsAt: `${bookableDate()}T09:30:00-05:00`, timeZone: 'America/New_York', format: 'in_studio' } },
    });
    expect(res.status()).toBe(200);
    return order;
  }

  /** Opens the Requests tab filtered to `text`. */
  async function requestsMatching(page: Page, text: string) {
    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await page.getByLabel('Search requests').fill(text);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  test("'Change slot' in the details moves the slot; the requester gets 'Your booking was updated' with the new time and a calendar file", async ({
    page,
    request,
    server,
  }) => {
    const stamp = Date.now();
    const email = `moved-${stamp}@example.test`;
    const client = `Moved ${stamp}`;
    const order = await completedOrder(page, request, client, email);
    await requestsMatching(page, client);
    await page
      .getByRole('article', { name: `Request for ${client}` })
      .getByRole('button', { name: 'Details' })
      .click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await expect(details).toContainText('9:30 AM');
    await details.getByRole('button', { name: 'Change slot' }).click();

    const ask = page.getByRole('dialog', { name: 'Change slot' });
    await expect(ask).toContainText('The customer will be emailed the new time');
    await expect(ask.getByLabel('Start (station time)')).toHaveValue(`${bookableDate()}T09:30`);
    await ask.getByLabel('Start (station time)').fill(`${bookableDate()}T14:15`);
    await ask.getByRole('button', { name: 'Change slot and email customer' }).click();
    await expect(ask).toBeHidden();
    await expect(toast(page, 'Request status updated successfully')).toBeVisible();
    // The details, still open, show the new slot; the status stays Booking Completed.
    await expect(details).toContainText('2:15 PM');
    const moved = await apiJson<{ status: string; slot: { startsAt: string } }>(page, token, `/api/admin/orders/${order.id}`);
    expect(moved).toMatchObject({ status: 'booking_completed', slot: { startsAt: `${bookableDate()}T14:15:00-05:00` } });

    const mail = await server.mailbox.waitFor(email, new RegExp(`^Your booking was updated: request ${order.orderNumber}$`), 45_000);
    expect(mail.raw).toContain('2:15 PM');
    expect(mail.raw).toMatch(/name="?interview\.ics"?/);
    // No second "confirmed" email, and the tracker never showed it pending.
    expect(server.mailbox.mails.filter((m) => m.to.includes(email) && /confirmed/.test(m.subject))).toHaveLength(1);
  });

  test('bulk Booking Completed asks for the slot once and completes every selected request', async ({ page, request }) => {
    const stamp = Date.now();
    const a = await createOrder(request, { email: `bulkslot-a-${stamp}@example.test`, clientName: `Bulkslot A ${stamp}` });
    const b = await createOrder(request, { email: `bulkslot-b-${stamp}@example.test`, clientName: `Bulkslot B ${stamp}` });
    await requestsMatching(page, `${stamp}`);
    await page.getByRole('checkbox', { name: `Select request for Bulkslot A ${stamp}` }).click();
    await page.getByRole('checkbox', { name: `Select request for Bulkslot B ${stamp}` }).click();
    await page.getByRole('combobox', { name: 'New status for selected requests' }).click();
    await page.getByRole('option', { name: 'Booking Completed' }).click();
    await page.getByRole('button', { name: 'Change status' }).click();
    const ask = page.getByRole('dialog', { name: 'Complete booking' });
    await expect(ask).toContainText('Set 2 requests to Booking Completed with this slot?');
    await ask.getByLabel('Start (station time)').fill(`${bookableDate()}T11:00`);
    await ask.getByLabel('Format').selectOption('remote');
    await ask.getByRole('button', { name: 'Complete and email customer' }).click();
    await expect(toast(page, 'Request status updated successfully')).toContainText('2 requests set to Booking Completed.');
    for (const o of [a, b]) {
      const got = await apiJson<{ status: string; slot: { format: string } | null }>(page, token, `/api/admin/orders/${o.id}`);
      expect(got).toMatchObject({ status: 'booking_completed', slot: { format: 'remote' } });
    }
  });

  test("'Mark as finished' starts from the slot's time and refuses an air time in the future", async ({ page, request }) => {
    const stamp = Date.now();
    const client = `Aired ${stamp}`;
    const order = await completedOrder(page, request, client, `aired-${stamp}@example.test`);
    await requestsMatching(page, client);
    await page.getByRole('combobox', { name: `Status for ${client}` }).click();
    await page.getByRole('option', { name: 'Finished' }).click();
    const ask = page.getByRole('dialog', { name: 'Mark as finished' });
    const airedAt = ask.getByLabel('Aired at (station time, optional)');
    await expect(airedAt).toHaveValue(`${bookableDate()}T09:30`);
    // The slot is days ahead: it cannot have aired yet.
    await ask.getByRole('button', { name: 'Finish and email customer' }).click();
    await expect(ask.getByText('Aired time cannot be in the future')).toBeVisible();
    await ask.getByLabel('Clip link (https, optional)').fill('http://station.example/clip');
    await ask.getByRole('button', { name: 'Finish and email customer' }).click();
    await expect(ask.getByText('Clip link must be an https:// address')).toBeVisible();
    await airedAt.fill('2026-01-05T09:40');
    await ask.getByLabel('Clip link (https, optional)').fill('https://station.example/clip');
    await ask.getByRole('button', { name: 'Finish and email customer' }).click();
    await expect(ask).toBeHidden();
    await expect(toast(page, 'Request status updated successfully')).toBeVisible();
    const got = await apiJson<{ status: string; airedAt: string; clipUrl: string }>(page, token, `/api/admin/orders/${order.id}`);
    expect(got).toMatchObject({ status: 'finished', airedAt: '2026-01-05T09:40:00-05:00', clipUrl: 'https://station.example/clip' });
  });
});

test('a request for several stations shows as one group in the admin requests and in My Bookings, each order named by its station, with its dates', async ({
  page,
  server,
}) => {
  const account = await verifiedSignIn(page, server);
  const stations = ((await (await page.request.get('/api/stations?q=Texas')).json()) as { id: string; callLetters: string }[]).slice(0, 3);
  const client = `Grouped ${Date.now()}`;
  const res = await page.request.post('/api/orders', {
    data: {
      agencyName: '',
      clientName: client,
      contactName: 'Robin Requester',
      email: account.email,
      phone: '',
      interviewTopic: 'Spring gardening',
      preferredDate: bookableDate(),
      alternativeDate: '',
      notes: '',
      stationIds: stations.map((s) => s.id),
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('tab', { name: 'My Bookings' }).click();
  const mine = page.getByRole('region', { name: `Request for ${client}: 3 stations` });
  await expect(mine.getByTestId('booking-card')).toHaveCount(3);
  for (const s of stations) await expect(mine.getByRole('button', { name: `View details of the request for ${client} at ${s.callLetters}` })).toBeVisible();

  const admin = await page.context().newPage();
  await openAdmin(admin, token);
  await admin.getByRole('tab', { name: /^Requests/ }).click();
  await admin.getByLabel('Search requests').fill(client);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const group = admin.getByRole('region', { name: `Request for ${client}: 3 stations` });
  await expect(group.getByRole('article')).toHaveCount(3);
  for (const s of stations) {
    await expect(group.getByRole('checkbox', { name: `Select request for ${client} at ${s.callLetters}`, exact: true })).toBeVisible();
    await expect(group.getByRole('combobox', { name: `Status for ${client} at ${s.callLetters}`, exact: true })).toBeVisible();
  }
  await expect(group.getByRole('article').first()).toContainText(
    `Interview dates: ${new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${bookableDate()}T00:00:00Z`))}`,
  );
  await admin.setViewportSize({ width: 360, height: 800 });
  await expect(group.getByRole('article')).toHaveCount(3);
  await admin.close();
});
