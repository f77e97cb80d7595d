// Stations answer directly, on a phone: the producer opens the link from the request email,
// accepts with a time, proposes other times, marks a segment aired; the requester chooses one of
// the proposed times on the manage page.
import type { Page } from '@playwright/test';
import { test, expect, type TestServer } from './support/fixtures';
import { audit } from './support/a11y-helpers';
import { bookableDate, loginToken, openAdmin } from './support/admin-helpers';
import { verifiedSignIn } from './support/auth-helpers';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const PRODUCER = 'producer@station.example';
/** The producer's email leaves after the operator's 10-second undo window. */
const MAIL_WAIT_MS = 45_000;

let token = '';
let station: { id: string; callLetters: string };
test.beforeAll(async ({ server }) => {
  token = await loginToken(server.url);
  const stations = (await (await fetch(`${server.url}/api/stations`)).json()) as { id: string; callLetters: string }[];
  // Not the first station: other suites book that one and count its emails.
  station = stations[1]!;
  const res = await fetch(`${server.url}/api/admin/stations/${station.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ contactEmail: PRODUCER }),
  });
  expect(res.status).toBe(200);
});

/** Books the producer's station as a guest, sends the order to the station, and returns the producer's link and the requester's manage link. */
async function sentToStation(server: TestServer, clientName: string, stationId = station.id): Promise<{ producerLink: string; manageLink: string }> {
  const email = `${clientName.toLowerCase().replace(/\W+/g, '-')}@example.test`;
  const res = await fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      agencyName: 'Phone PR',
      clientName,
      contactName: 'Casey Contact',
      email,
      phone: '555-010-2000',
      interviewTopic: 'Winter wellness',
      preferredDate: bookableDate(),
      alternativeDate: '',
      notes: '',
      stationId,
    }),
  });
  expect(res.status).toBe(201);
  const order = (await res.json()) as { id: string; orderNumber: string };
  const patch = await fetch(`${server.url}/api/admin/orders/${order.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'sent_to_station' }),
  });
  expect(patch.status).toBe(200);
  const receipt = await server.mailbox.waitFor(email, new RegExp(`^We received your booking request ${order.orderNumber}$`));
  const manageLink = /https?:\/\/\S+\/manage\?token=[\w-]+/.exec(receipt.raw)?.[0] ?? '';
  if (stationId !== station.id) return { producerLink: '', manageLink };
  const subject = new RegExp(`^New segment request: ${clientName} on ${station.callLetters}$`);
  const request = await server.mailbox.waitFor(PRODUCER, subject, MAIL_WAIT_MS);
  const producerLink = /https?:\/\/\S+\/producer\?token=[\w-]+/.exec(request.raw)?.[0] ?? '';
  expect(producerLink, 'a producer link in the station email').toBeTruthy();
  expect(request.raw).not.toContain(email);
  return { producerLink, manageLink };
}

/** `date` (YYYY-MM-DD) and a time as a datetime-local value. */
const at = (date: string, time: string) => `${date}T${time}`;

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('the producer page on a phone', () => {
  test('the producer accepts with a time: the request is booked and listed among the upcoming segments', async ({ page, server }) => {
    const client = `Accept ${Date.now()}`;
    const { producerLink } = await sentToStation(server, client);
    await page.goto(producerLink);
    await expect(page.getByRole('heading', { name: `Segment request: ${client}` })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Waiting for your answer.');
    await expect(page.getByText('Casey Contact')).toHaveCount(0);
    await expectNoSideScroll(page);
    await audit(page, 'producer page');
    if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/producer-page-phone.png', fullPage: true });

    const accept = page.getByRole('form', { name: 'Accept' });
    // The station's zone in words ('Eastern Time'), not its IANA name.
    await expect(accept.getByLabel(/^Date and time \([A-Z][A-Za-z-]*( [A-Z][A-Za-z-]*)* Time\)$/)).toHaveCount(1);
    await accept.getByLabel(/^Date and time/).fill(at(bookableDate(), '09:30'));
    await accept.getByLabel('Format').selectOption('remote');
    await accept.getByLabel('Call time (optional)').fill('08:45');
    await accept.getByRole('button', { name: 'Accept and book' }).click();
    await expect(page.getByRole('status')).toContainText('Booked for');
    await expect(page.getByRole('status')).toContainText('9:30 AM');
    await expect(page.getByRole('list', { name: 'Upcoming segments' })).toContainText(client);
    // Booked: only 'bumped' remains until the slot starts.
    await expect(page.getByRole('form', { name: 'Bumped by breaking news' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Accept' })).toHaveCount(0);
    await expectNoSideScroll(page);
  });

  test('the producer proposes two times and the requester chooses one on the manage page', async ({ page, server }) => {
    const client = `Propose ${Date.now()}`;
    const { producerLink, manageLink } = await sentToStation(server, client);
    await page.goto(producerLink);
    const propose = page.getByRole('form', { name: 'Propose other times' });
    await propose.getByLabel(/^Time 1/).fill(at(bookableDate(), '10:00'));
    await propose.getByRole('button', { name: 'Add another time' }).click();
    await propose.getByLabel(/^Time 2/).fill(at(bookableDate(), '14:15'));
    await propose.getByLabel('Format of time 2').selectOption('remote');
    await propose.getByLabel('Note (optional)').fill('Afternoons work too');
    await propose.getByRole('button', { name: 'Send proposed times' }).click();
    await expect(page.getByRole('status')).toHaveText('Waiting for the guest to choose one of the offered times.');
    if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/producer-proposed-phone.png', fullPage: true });

    // The requester, on the manage page (also a phone).
    await page.goto(manageLink);
    const choose = page.getByRole('form', { name: 'Choose a time' });
    await expect(choose).toContainText('The station says: Afternoons work too');
    await choose.getByRole('radio', { name: /2:15 PM/ }).check();
    await audit(page, 'manage page with offered times');
    if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/manage-choose-time-phone.png', fullPage: true });
    await choose.getByRole('button', { name: 'Confirm this time' }).click();
    const outcome = page.getByRole('definition').filter({ hasText: '(station time)' });
    await expect(outcome).toContainText('2:15 PM');
    await expect(outcome).toContainText('Remote');
    await expect(page.getByRole('form', { name: 'Choose a time' })).toHaveCount(0);
    await expectNoSideScroll(page);
  });

  test.describe('signed in, on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test('My Bookings says when the station proposed times, and the choice is made in its details', async ({ page, server }) => {
      const client = `Mine ${Date.now()}`;
      const { producerLink } = await sentToStation(server, client);
      await page.goto(producerLink);
      const propose = page.getByRole('form', { name: 'Propose other times' });
      await propose.getByLabel(/^Time 1/).fill(at(bookableDate(), '11:00'));
      await propose.getByRole('button', { name: 'Send proposed times' }).click();
      await expect(page.getByRole('status')).toHaveText('Waiting for the guest to choose one of the offered times.');

      // The requester's account, verified with the email the request was made with.
      await verifiedSignIn(page, server, { email: `${client.toLowerCase().replace(/\W+/g, '-')}@example.test` });
      await page.goto('/orders');
      const card = page.getByTestId('booking-card').filter({ hasText: client });
      await expect(card).toContainText('The station proposed times: choose one in the details');
      await card.getByRole('button', { name: /^View details/ }).click();
      const choose = page.getByRole('dialog').getByRole('form', { name: 'Choose a time' });
      await choose.getByRole('radio', { name: /11:00 AM/ }).check();
      await choose.getByRole('button', { name: 'Confirm this time' }).click();
      await expect(choose).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(card).not.toContainText('The station proposed times');
      await expect(card).toContainText('Slot:');
    });
  });

  test('a time added by mistake can be removed again, down to the one first time', async ({ page, server }) => {
    const client = `Remove ${Date.now()}`;
    const { producerLink } = await sentToStation(server, client);
    await page.goto(producerLink);
    const propose = page.getByRole('form', { name: 'Propose other times' });
    await propose.getByRole('button', { name: 'Add another time' }).click();
    await propose.getByRole('button', { name: 'Add another time' }).click();
    await expect(propose.getByRole('button', { name: 'Add another time' })).toHaveCount(0);
    // The button that added the last time has gone: focus is on that time, not on the page's body.
    await expect(propose.getByLabel(/^Time 3/)).toBeFocused();
    // The first time always stays: at least one is proposed.
    await expect(propose.getByRole('button', { name: 'Remove time 1' })).toHaveCount(0);
    await propose.getByRole('button', { name: 'Remove time 3' }).click();
    await expect(propose.getByLabel(/^Time 3/)).toHaveCount(0);
    await expect(propose.getByLabel(/^Time 2/)).toBeFocused();
    await propose.getByRole('button', { name: 'Remove time 2' }).click();
    await expect(propose.getByLabel(/^Time 2/)).toHaveCount(0);
    await expect(propose.getByRole('button', { name: 'Add another time' })).toBeVisible();
    await propose.getByLabel(/^Time 1/).fill(at(bookableDate(), '10:00'));
    await propose.getByRole('button', { name: 'Send proposed times' }).click();
    await expect(page.getByRole('status')).toHaveText('Waiting for the guest to choose one of the offered times.');
    await expect(page.getByRole('region', { name: 'Times offered to the guest' }).getByRole('listitem')).toHaveCount(1);
  });

  test('a long unbroken client name wraps instead of widening the page, on the request and among the upcoming segments', async ({ page, server }) => {
    const client = `Wellness${'X'.repeat(70)}${Date.now()}`;
    const { producerLink } = await sentToStation(server, client);
    await page.goto(producerLink);
    await expect(page.getByRole('heading', { name: `Segment request: ${client}` })).toBeVisible();
    await expectNoSideScroll(page);
    const accept = page.getByRole('form', { name: 'Accept' });
    await accept.getByLabel(/^Date and time/).fill(at(bookableDate(), '09:30'));
    await accept.getByRole('button', { name: 'Accept and book' }).click();
    await expect(page.getByRole('list', { name: 'Upcoming segments' })).toContainText(client);
    await expectNoSideScroll(page);
  });

  test('a proposed time the booking rules refuse shows its reason on that field, tied to it', async ({ page, server }) => {
    const client = `Refused ${Date.now()}`;
    const { producerLink } = await sentToStation(server, client);
    await page.goto(producerLink);
    const propose = page.getByRole('form', { name: 'Propose other times' });
    const saturday = new Date(`${bookableDate()}T12:00:00Z`);
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    const time = propose.getByLabel(/^Time 1/);
    await time.fill(at(saturday.toISOString().slice(0, 10), '10:00'));
    await propose.getByRole('button', { name: 'Send proposed times' }).click();
    // Said once, under the field it belongs to, not again under the form.
    await expect(propose.getByText('Interviews are only available Monday through Friday')).toHaveCount(1);
    await expect(propose.getByRole('alert')).toHaveCount(0);
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(/Interviews are only available Monday through Friday/);
    const describedBy = (await time.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toHaveText('Interviews are only available Monday through Friday');
    await expect(page.getByRole('status')).toHaveText('Waiting for your answer.');
  });

  test('a page another answer has overtaken shows the request as it now stands; the producer marks the segment aired once its slot has started', async ({
    page,
    server,
  }) => {
    const client = `Aired ${Date.now()}`;
    const { producerLink } = await sentToStation(server, client);
    const tokenOf = new URL(producerLink).searchParams.get('token') ?? '';
    await page.goto(producerLink);
    await expect(page.getByRole('status')).toHaveText('Waiting for your answer.');
    // Meanwhile someone else at the station accepts, with a slot that started an hour ago (a
    // station may confirm a segment after the fact).
    const startsAt = new Date(Date.now() - 3_600_000).toISOString();
    const accepted = await fetch(`${server.url}/api/producer/accept?token=${tokenOf}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slot: { startsAt, format: 'in_studio' } }),
    });
    expect(accepted.status).toBe(200);
    // This page was opened before that answer and still offers to decline: the server refuses,
    // and the page shows what the station can do now.
    const decline = page.getByRole('form', { name: 'Decline' });
    await decline.getByLabel('Reason').fill('Fully booked that week');
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Booked for /);
    await expect(decline).toHaveCount(0);
    const aired = page.getByRole('form', { name: 'Aired' });
    // A day before the slot's start: the server's rule, said once under the field it belongs to, tied to it.
    const airedAt = aired.getByLabel(/^Aired at/);
    const slotStart = await airedAt.inputValue();
    await airedAt.fill(new Date(Date.parse(`${slotStart}Z`) - 86_400_000).toISOString().slice(0, 16));
    await aired.getByRole('button', { name: 'Mark as aired' }).click();
    await expect(airedAt).toHaveAttribute('aria-invalid', 'true');
    await expect(airedAt).toHaveAccessibleDescription("The aired time must be between the slot's start and now");
    await expect(aired.getByText("The aired time must be between the slot's start and now")).toHaveCount(1);
    await expect(aired.getByRole('alert')).toHaveCount(0);
    await airedAt.fill(slotStart);
    await aired.getByLabel(/^Clip link/).fill('https://clips.example/segment');
    await aired.getByRole('button', { name: 'Mark as aired' }).click();
    await expect(page.getByRole('status')).toHaveText('Aired. Thank you!');
    await expect(page.getByRole('heading', { name: 'Your answer' })).toHaveCount(0);
    // The link has done its work: opened again, it says so.
    await page.reload();
    await expect(page.getByText('This link is not valid or has expired')).toBeVisible();
  });

  test('the producer declines with a reason: a blank one is refused in place, the request is declined with it', async ({ page, server }) => {
    const client = `Decline ${Date.now()}`;
    const { producerLink } = await sentToStation(server, client);
    await page.goto(producerLink);
    const decline = page.getByRole('form', { name: 'Decline' });
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await expect(decline.getByText('Please give a reason')).toBeVisible();
    await decline.getByLabel('Reason').fill('   ');
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await expect(decline.getByText('Please give a reason')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Waiting for your answer.');
    await decline.getByLabel('Reason').fill('Fully booked that week');
    // By keyboard: the form answered leaves the page, and focus goes to what the answer did, not to the page's top.
    await decline.getByLabel('Reason').press('Tab');
    await expect(decline.getByRole('button', { name: 'Decline request' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Declined. Thank you for letting us know.');
    await expect(page.getByRole('status')).toBeFocused();
    const orders = (await (
      await fetch(`${server.url}/api/admin/orders?q=${encodeURIComponent(client)}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { cancelReason: string | null }[];
    expect(orders.map((o) => o.cancelReason)).toEqual(['The station declined: Fully booked that week']);
  });
});

test.describe('the operator', () => {
  test('sees who waits on a station, filters them, and is told when a station has no contact email', async ({ page, server }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const stations = (await (await fetch(`${server.url}/api/stations`)).json()) as { id: string }[];
    // The seeded catalogue has no contact emails: this station's requests are relayed by hand.
    const manual = stations[2]!;
    const client = `Relay ${Date.now()}`;
    await sentToStation(server, client, manual.id);
    await openAdmin(page, token);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await expect(page.getByTestId('waiting-on-station-count')).toHaveText(/^Waiting on station \([1-9]\d*\)$/);
    await page.getByRole('checkbox', { name: 'Waiting on station only' }).click();
    const card = page.getByRole('article', { name: `Request for ${client}` });
    await expect(card).toContainText('Waiting on station · under 1 h');
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await expect(details.getByRole('region', { name: 'Station' })).toContainText('No contact email for this station: relay the request by hand');
  });
});
