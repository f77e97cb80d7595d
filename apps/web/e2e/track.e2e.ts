import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test, type TestServer } from './support/fixtures';

const ZONE = 'America/New_York';
function bookableDate(extraDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7 + extraDays);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.test`;

interface CreatedOrder {
  id: string;
  orderNumber: string;
}

async function placeOrder(request: APIRequestContext, email: string, over: Record<string, unknown> = {}): Promise<CreatedOrder> {
  const [station] = (await (await request.get('/api/stations?q=Ohio')).json()) as { id: string }[];
  const res = await request.post('/api/orders', {
    data: {
      agencyName: 'Bright PR',
      clientName: 'Dr. Jane Smith',
      contactName: 'Sam Lee',
      email,
      interviewTopic: 'Healthy holiday recipes',
      preferredDate: bookableDate(),
      alternativeDate: bookableDate(3),
      notes: 'Prefers mornings',
      stationId: station!.id,
      ...over,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as CreatedOrder;
}

/** Asks for a link on /track and returns the address from the email. */
async function linkFromEmail(page: Page, server: TestServer, email: string): Promise<string> {
  await page.goto('/track');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Track My Requests' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  const mail = await server.mailbox.waitFor(email, /track your booking requests/);
  const link = /(http:\/\/\S+\/track\?token=[A-Za-z0-9_-]+)/.exec(mail.raw)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/admin/login', { data: ADMIN });
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

test.describe('/track', () => {
  test('invites an email; a blank or invalid one is refused in place', async ({ page }) => {
    await page.goto('/track');
    await expect(page.getByRole('heading', { name: 'Track My Requests', level: 1 })).toBeVisible();
    await expect(page.getByText('Enter the email address you used when booking')).toBeVisible();
    await page.getByRole('button', { name: 'Track My Requests' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email Address').fill('   ');
    await page.getByRole('button', { name: 'Track My Requests' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email Address').fill('nope@');
    await page.getByRole('button', { name: 'Track My Requests' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('known and unknown emails get the same answer; only the known one gets an email', async ({ page, request, server }) => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await placeOrder(request, known);
    for (const email of [unknown, known]) {
      await page.goto('/track');
      await page.getByLabel('Email Address').fill(email);
      await page.getByRole('button', { name: 'Track My Requests' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Check your inbox' })).toContainText(
        `If we have requests for ${email}, we've emailed you a link to see them. The link works for 30 minutes.`,
      );
    }
    await server.mailbox.waitFor(known, /track your booking requests/);
    expect(server.mailbox.mails.some((m) => m.to.includes(unknown))).toBe(false);
  });

  test('the emailed link lists the requests with status badges and View Details', async ({ page, request, server }) => {
    const email = uniqueEmail('details');
    const first = await placeOrder(request, email, { clientName: 'First Client' });
    const second = await placeOrder(request, email, { clientName: 'Second Client', agencyName: null, alternativeDate: null, notes: null });
    // Completing a booking records the slot the station agreed.
    const slot = { startsAt: '2026-12-15T09:30:00-05:00', timeZone: 'America/New_York', format: 'in_studio' };
    const completed = await request.patch(`/api/admin/orders/${first.id}`, {
      data: { status: 'booking_completed', slot },
      headers: await adminHeaders(request),
    });
    expect(completed.status()).toBe(200);

    const link = await linkFromEmail(page, server, email);
    await page.goto(link);
    const rows = page.getByTestId('tracked-request');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(second.orderNumber);
    await expect(rows.first()).toContainText('pending');
    await expect(rows.nth(1)).toContainText(first.orderNumber);
    await expect(rows.nth(1)).toContainText('confirmed');

    await rows.nth(1).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    for (const [label, value] of [
      ['Request Number', first.orderNumber],
      ['Status', 'confirmed'],
      ['Client Name', 'First Client'],
      ['Agency', 'Bright PR'],
      ['Interview Topic', 'Healthy holiday recipes'],
      ['Notes', 'Prefers mornings'],
      ['Booked Slot', 'Tuesday, December 15, 2026 at 9:30 AM EST (station time) · In studio'],
    ] as const) {
      await expect(details.locator(`dt:text-is("${label}") + dd`)).toContainText(value);
    }
    await expect(details.locator('dt:text-is("Preferred Date") + dd')).toHaveText(/\w{3}, \w{3} \d{1,2}, \d{4}/);
    await expect(details.locator('dt:text-is("Alternate Date") + dd')).toHaveText(/\w{3}, \w{3} \d{1,2}, \d{4}/);
    await expect(details.locator('dt:text-is("Submitted Date") + dd')).toHaveText(/\d{4}/);
    await details.getByRole('button', { name: 'Close' }).click();

    await rows.first().getByRole('button', { name: 'View Details' }).click();
    await expect(details.locator('dt:text-is("Agency") + dd')).toHaveText('Not provided');
    await expect(details.locator('dt:text-is("Alternate Date") + dd')).toHaveText('Not provided');
    await expect(details.locator('dt:text-is("Notes") + dd')).toHaveText('Not provided');
    await details.getByRole('button', { name: 'Close' }).click();

    // A reload keeps the results: the link works for its 30 minutes.
    await page.reload();
    await expect(rows).toHaveCount(2);
    await page.screenshot({ path: '/tmp/track.png', fullPage: true });
  });

  test("'No requests found' with a hint when the requests are gone", async ({ page, request, server }) => {
    const email = uniqueEmail('gone');
    const order = await placeOrder(request, email);
    const link = await linkFromEmail(page, server, email);
    expect((await request.delete(`/api/admin/orders/${order.id}`, { headers: await adminHeaders(request) })).ok()).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'No requests found' })).toBeVisible();
    await expect(page.getByText(/double-check the email address/)).toBeVisible();
  });

  test("'Failed to load requests. Please try again.' with a Retry that works", async ({ page, request, server }) => {
    const email = uniqueEmail('retry');
    await placeOrder(request, email);
    const link = await linkFromEmail(page, server, email);
    await page.route('**/api/orders/by-email*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.goto(link);
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load requests. Please try again.' });
    await expect(failure).toBeVisible();
    await page.unroute('**/api/orders/by-email*');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('tracked-request')).toHaveCount(1);
  });

  test('an invalid or expired link says so and keeps the form', async ({ page }) => {
    await page.goto('/track?token=not-a-real-token');
    await expect(page.getByRole('alert').filter({ hasText: 'Link not valid' })).toContainText('invalid or has expired');
    await expect(page.getByLabel('Email Address')).toBeVisible();
  });

  test('a signed-in user with that verified email sees the results at once', async ({ page, server }) => {
    const email = uniqueEmail('member');
    const password = 'a long enough password';
    const api = page.request;
    const reg = await api.post('/api/auth/register', {
      data: { email, password, confirmPassword: password, firstName: 'Mia', lastName: 'Member', userType: 'individual' },
    });
    expect(reg.status()).toBe(201);
    const verification = await server.mailbox.waitFor(email);
    const token = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(verification.raw)?.[1];
    expect(token).toBeTruthy();
    // The link completes only in a session of its account.
    expect((await api.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
    const verified = await api.get(`/api/auth/verify-email?token=${token}`, { maxRedirects: 0 });
    expect(verified.headers()['location']).toBe('/verify-email?status=success');
    const order = await placeOrder(api, email);

    await page.goto('/track');
    await page.getByLabel('Email Address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Track My Requests' }).click();
    await expect(page.getByTestId('tracked-request')).toContainText(order.orderNumber);
    await expect(page.getByText('Check your inbox')).toHaveCount(0);

    // Somebody else's address still goes through the emailed link.
    await page.getByLabel('Email Address').fill(uniqueEmail('stranger'));
    await page.getByRole('button', { name: 'Track My Requests' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await expect(page.getByTestId('tracked-request')).toHaveCount(0);
  });
});
