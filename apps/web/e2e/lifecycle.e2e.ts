// After the request: an operator completes a booking with its slot and undoes it, a requester
// cancels through the manage link and changes dates from My Bookings, the timeline, the badges.
import type { Page } from '@playwright/test';
import { test, expect, type TestServer } from './support/fixtures';
import { apiJson, bookableDate, createOrder, loginToken, openAdmin } from './support/admin-helpers';
import { apiRegister, signIn, toast, verificationLink } from './support/auth-helpers';

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

/** A verified, signed-in account (registered through the API, verified through its email; the link completes only signed in). */
async function verifiedSignIn(page: Page, server: TestServer) {
  const account = await apiRegister(page.request);
  await signIn(page, account.email);
  await page.goto(await verificationLink(server, account.email));
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return account;
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
    await page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: 'Request status updated successfully' }).getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Change undone')).toBeVisible();
    await expect(card.locator('[data-slot="badge"]').filter({ hasText: /^Pending$/ })).toBeVisible();
    const undone = await apiJson<{ status: string; slot: unknown }>(page, token, `/api/admin/orders/${order.id}`);
    expect(undone).toMatchObject({ status: 'pending', slot: null });
    // Past the undo window, still no "confirmed" email.
    await page.waitForTimeout(12_000);
    expect(server.mailbox.mails.filter((m) => m.to.includes(email) && /confirmed/.test(m.subject))).toEqual([]);
  });

  test('a requester cancels through the manage link in the receipt; the team is told; the link then closes', async ({ page, request, server }) => {
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

    // The team's email about a customer change waits a 10-second settle (a burst becomes one email).
    const ops = await server.mailbox.waitFor('ops@example.test', new RegExp(`^Request ${order.orderNumber} cancelled by the customer`), 30_000);
    expect(ops.raw).toContain('Our client has a conflict');
    expect(ops.raw).toMatch(new RegExp(`^Reply-To: ${email}`, 'mi'));
    await page.reload();
    await expect(page.getByText('This link is not valid or has expired')).toBeVisible();
  });

  test('a requester changes dates from My Bookings and sees it on the timeline, with the operator’s confirmation and slot; notes stay internal', async ({ page, server }) => {
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
    await expect(timeline).toContainText('Status: Confirmed');
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
