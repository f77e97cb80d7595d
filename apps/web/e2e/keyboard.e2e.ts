// Keyboard-only journeys: book a station, open and close every dialog, complete a request in the
// admin panel, with no mouse. After each dialog closes focus must be back on the control that
// opened it, and no focused control may be hidden under the sticky header (or anything else).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bookAsSignedInUser, escapeReturnsFocus, expectFocusVisible, ringContrast, tabAndCheck, tabTo } from './support/a11y-helpers';
import { apiJson, bookableDate, createOrder, loginToken, openAdmin } from './support/admin-helpers';
import { apiRegister, signIn, uniqueEmail } from './support/auth-helpers';

/** Chromium's date field takes the date typed as digits, month first (en-US). */
const typedDate = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

const bookingDialog = (page: Page) => page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
const liveRegion = (dialog: Locator) => dialog.locator('[data-slot="live-region"]');

test.describe('keyboard only', () => {
  test('a guest finds a station and books it; Escape, Close and a successful submit each return focus to Book Now', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search TV stations' });
    await tabTo(page, search);
    // The search box shows where focus is: its panel draws a ring of at least 3:1.
    await expect.poll(() => ringContrast(search.locator('xpath=../..'))).toBeGreaterThanOrEqual(3);
    await page.keyboard.type('Texas');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Showing \d+ stations in Texas$/)).toBeVisible();
    await scrollSettled(page);

    const firstCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Book Now' }) })
      .first();
    const bookNow = firstCard.getByRole('button', { name: 'Book Now' });
    await tabTo(page, bookNow);
    await expectFocusVisible(page, 'the first Book Now');

    // Escape closes the dialog and focus is back on Book Now.
    await page.keyboard.press('Enter');
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();

    // The Close (X) button: reached with Shift+Tab from the first control, ring of 3:1 or more.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    await tabTo(page, close, 20, true);
    // Polled: the button fades in to full opacity when focused (a short transition).
    await expect.poll(() => ringContrast(close)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();

    // Step 1: Enter in an empty field shows the errors, says so, and focuses the first of them.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 3: Agency Info' })).toBeVisible();
    const agencyName = dialog.getByLabel('Agency Name');
    await tabTo(page, agencyName, 10);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Agency name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Contact name is required', { exact: true })).toBeVisible();
    await expect(liveRegion(dialog)).toHaveText(/^3 fields need attention\s*$/);
    await expect(agencyName).toBeFocused();
    await page.keyboard.type('Bright PR');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Contact Name')).toBeFocused();
    await page.keyboard.type('Sam Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keyboard'));
    // Enter in a text field moves on, like Next; focus goes to the new step's heading, one Tab
    // before its first field.
    await page.keyboard.press('Enter');
    const step2 = dialog.getByRole('heading', { name: 'Step 2 of 3: Client Info' });
    await expect(step2).toBeFocused();
    await expect(liveRegion(dialog)).toHaveText(/^Step 2 of 3: Client Info\s*$/);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Client Name')).toBeFocused();
    await page.keyboard.type('Dr. Jane Smith');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Healthy holiday recipes');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Step 3 of 3: Schedule' })).toBeFocused();
    await expect(liveRegion(dialog)).toHaveText(/^Step 3 of 3: Schedule\s*$/);
    await page.keyboard.press('Tab');
    const preferred = dialog.getByLabel('Preferred Date');
    await expect(preferred).toBeFocused();
    await page.keyboard.type(typedDate(bookableDate()));
    await expect(preferred).toHaveValue(bookableDate());

    // Enter before the terms are ticked says why, on the terms box.
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('You must accept the Terms and Conditions to proceed', { exact: true })).toBeVisible();
    const terms = dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(terms).toBeFocused();
    await expect(liveRegion(dialog)).toHaveText(/^1 field needs attention\s*$/);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Submit Request' }), 5);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST'),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();
    await expectFocusVisible(page, 'Book Now after booking');
  });

  test('on a phone: the menu returns focus to its button; Shift+Tab never leaves Book Now or Search under the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?q=Texas');
    await expect(page.getByText(/^Showing \d+ stations in Texas$/)).toBeVisible();
    await scrollSettled(page);
    await escapeReturnsFocus(page, page.getByRole('button', { name: 'Open menu' }), page.getByRole('dialog', { name: 'Menu' }));

    // Down to the fourth Book Now, then back up past the cards and the search box.
    await tabTo(page, page.getByRole('button', { name: 'Book Now' }).nth(3), 40);
    const passed = await tabAndCheck(page, 40, 'the phone results', true);
    expect(passed.some((name) => name.includes('Search'))).toBe(true);
  });

  test('signed in: My Bookings details, with a reschedule by keyboard, returns focus to View Details', async ({ page, request }) => {
    const account = await apiRegister(request);
    await signIn(page, account.email);
    await bookAsSignedInUser(page, { email: account.email, clientName: 'Keyboard Client', contactName: 'Rosa Parks' });
    await page.goto('/');
    const tab = page.getByRole('tab', { name: 'My Bookings' });
    await tabTo(page, page.getByRole('tab', { name: 'Search Stations' }));
    await page.keyboard.press('ArrowRight');
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const details = page.getByRole('button', { name: 'View details of the request for Keyboard Client' });
    await tabTo(page, details, 10);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request Details' });
    await expect(dialog).toContainText('Urban gardening');

    // Reschedule: Change dates, a new preferred date typed, Send new dates, all by keyboard.
    await tabTo(page, dialog.getByRole('button', { name: 'Change dates' }), 20);
    await page.keyboard.press('Enter');
    const later = new Date(`${bookableDate()}T12:00:00Z`);
    do later.setUTCDate(later.getUTCDate() + 1);
    while (later.getUTCDay() === 0 || later.getUTCDay() === 6);
    const laterDate = later.toISOString().slice(0, 10);
    // The form takes the button's place, and focus its first field.
    const newDate = dialog.getByLabel('New preferred date');
    await expect(newDate).toBeFocused();
    await page.keyboard.type(typedDate(laterDate));
    await expect(newDate).toHaveValue(laterDate);
    await tabTo(page, dialog.getByRole('button', { name: 'Send new dates' }), 10);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Your new dates have been sent to our team.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
    await expectFocusVisible(page, 'View Details');
  });

  test('the manage page: Change dates and Cancel request focus their first field, a calendar pick its button, closing each its opener, a refused send the form', async ({
    page,
    request,
    server,
  }) => {
    const email = uniqueEmail('kb-manage');
    const order = await createOrder(request, { email, clientName: 'Keyboard Manage' });
    const receipt = await server.mailbox.waitFor(email, new RegExp(`^We received your booking request ${order.orderNumber}$`));
    await page.goto(/https?:\/\/\S+\/manage\?token=[\w-]+/.exec(receipt.raw)![0]);
    const changeDates = page.getByRole('button', { name: 'Change dates' });
    await tabTo(page, changeDates);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('New preferred date')).toBeFocused();

    // A date picked in the calendar closes it: focus is back on the button that opened it.
    const toggle = page.getByRole('button', { name: 'Choose new preferred date from calendar' });
    await tabTo(page, toggle, 5);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('group', { name: 'New preferred date calendar' });
    await tabTo(page, calendar.getByRole('button', { disabled: false, pressed: false }).filter({ hasText: /^\d+$/ }).first(), 50);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(toggle).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Back' }), 10);
    await page.keyboard.press('Enter');
    await expect(changeDates).toBeFocused();

    const cancel = page.getByRole('button', { name: 'Cancel request' });
    await tabTo(page, cancel, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Reason (optional)')).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Keep request' }), 5);
    await page.keyboard.press('Enter');
    await expect(cancel).toBeFocused();

    // Refused (the server is unavailable): the message says so, and focus is back in the form.
    await page.route(
      (url) => url.pathname.endsWith('/cancel'),
      (route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
      {
        times: 1,
      },
    );
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Yes, cancel request' }), 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Service unavailable' })).toBeVisible();
    await expect(page.getByLabel('Reason (optional)')).toBeFocused();

    // Cancelled: the form and both buttons are gone, focus is on the message that took their place.
    await tabTo(page, page.getByRole('button', { name: 'Yes, cancel request' }), 5);
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveText('Your request has been cancelled. Our team has been told.');
  });

  test('Clear Search puts focus in the search box; a sent reset link focuses its message, Send another email the field', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search TV stations' });
    await tabTo(page, search);
    await page.keyboard.type('Atlantis Undersea');
    await page.keyboard.press('Enter');
    const clear = page.getByRole('button', { name: 'Clear Search' });
    await tabTo(page, clear);
    await page.keyboard.press('Enter');
    await expect(clear).toHaveCount(0);
    await expect(search).toBeFocused();

    await page.goto('/forgot-password');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(uniqueEmail('kb-forgot'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send another email' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('Show more puts focus on the first card it adds, also when it adds the last page', async ({ page }) => {
    await page.goto('/?q=NBC');
    const cards = page.getByTestId('station-card');
    await expect(cards).toHaveCount(24);
    const more = page.getByRole('button', { name: 'Show more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(48);
    await expect(cards.nth(24).getByRole('link')).toBeFocused();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveCount(0);
    await expect(cards.nth(48).getByRole('link')).toBeFocused();
  });

  test('on a phone: My Bookings details opens at its top, with focus on its title', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await apiRegister(request);
    await signIn(page, account.email);
    await bookAsSignedInUser(page, { email: account.email, clientName: 'Phone Details', contactName: 'Rosa Parks' });
    await page.goto('/orders');
    const details = page.getByRole('button', { name: 'View details of the request for Phone Details' });
    await tabTo(page, details, 40);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request Details' });
    await expect(dialog.getByRole('button', { name: 'Change dates' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Request Details' })).toBeFocused();
    await expectFocusVisible(page, 'the details dialog');
    expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });

  test('the FAQ: Shift+Tab up from the last question never hides a question under the header', async ({ page }) => {
    await page.goto('/faq');
    const last = page.getByRole('button', { name: 'When do I pay?' });
    await expect(last).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Privacy' }).last(), 60);
    const passed = await tabAndCheck(page, 16, 'the FAQ', true);
    expect(passed).toContain('<button> When do I pay?');
  });

  test('admin: edit a station, look at a request and complete it, with focus back on each button', async ({ page, request, server }) => {
    const token = await loginToken(server.url);
    const order = await createOrder(request, { email: uniqueEmail('kb-admin'), clientName: 'Keyboard Complete' });
    await openAdmin(page, token);
    const table = page.getByRole('table', { name: 'TV stations' });
    await expect(table).toBeVisible();

    // Add Station, closed with Escape.
    await escapeReturnsFocus(page, page.getByRole('button', { name: 'Add Station' }), page.getByRole('dialog', { name: 'Add Station' }));

    // Down the table, then back up: the row buttons stay clear of the header.
    const rows = table.getByRole('row');
    const edit = rows.nth(8).getByRole('button', { name: /^Edit / });
    await tabTo(page, edit, 80);
    await tabAndCheck(page, 12, 'the stations table', true);

    // Edit, saved with Enter in a field: focus comes back to the same Edit button.
    await tabTo(page, edit, 40);
    await page.keyboard.press('Enter');
    const editDialog = page.getByRole('dialog', { name: 'Edit Station' });
    await expect(editDialog).toBeVisible();
    await tabTo(page, editDialog.getByLabel('Show Name'), 10);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Keyboard Morning');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Station updated successfully', { exact: true })).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expectFocusVisible(page, 'Edit after saving');

    // Requests: Details, then the status set to Booking Completed with the keyboard. The edit's
    // toast has gone first (Escape would otherwise be its to take).
    await expect(page.getByText('Station updated successfully', { exact: true })).toBeHidden({ timeout: 15_000 });
    // The tab list is one Tab stop (the selected tab); the arrow keys move between its tabs.
    const requestsTab = page.getByRole('tab', { name: /^Requests/ });
    await tabTo(page, page.getByRole('tab', { name: /^TV Stations/ }), 80, true);
    await page.keyboard.press('ArrowRight');
    await expect(requestsTab).toBeFocused();
    await expect(requestsTab).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: 'Request for Keyboard Complete' });
    const detailsButton = card.getByRole('button', { name: 'Details' });
    await tabTo(page, detailsButton, 80);
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await expect(details).toContainText(order.orderNumber);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(detailsButton).toBeFocused();

    const status = card.getByRole('combobox', { name: 'Status for Keyboard Complete' });
    await tabTo(page, status, 10, true);
    await expectFocusVisible(page, 'the status selector');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Pending' })).toBeFocused();
    for (const next of ['Sent to Station', 'Booking', 'Booking Completed']) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: next, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    // Completing emails the customer, so it asks first, with the booked slot.
    const complete = page.getByRole('dialog', { name: 'Complete booking' });
    await expect(complete).toBeVisible();
    const start = complete.getByLabel('Start (station time)');
    await tabTo(page, start, 10);
    // The one step not typed key by key: Chromium's date-and-time field splits into segments
    // whose typing rules vary with the locale, which would test Chromium rather than us.
    await start.fill(`${bookableDate()}T10:30`);
    await tabTo(page, complete.getByRole('button', { name: 'Complete and email customer' }), 30);
    await page.keyboard.press('Enter');
    await expect(complete).toBeHidden();
    await expect.poll(async () => (await apiJson<{ status: string }>(page, token, `/api/admin/orders/${order.id}`)).status).toBe('booking_completed');
    await expect(status).toBeFocused();

    // Back up the request cards: nothing focused hides under the header.
    await tabAndCheck(page, 10, 'the requests list', true);
  });

  test('analytics: the charts are no Tab stops, and Back to Admin stays clear of the header', async ({ page, server }) => {
    await openAdmin(page, await loginToken(server.url), '/analytics');
    await expect(page.getByRole('region', { name: 'Top Markets' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to Admin' });
    await tabTo(page, back, 20);
    // On to the end of the page: no chart takes focus on the way, every stop is a link or a button.
    const passed = await tabAndCheck(page, 40, 'analytics');
    expect(passed.filter((p) => !/^<(a|button)> /.test(p))).toEqual([]);
    // And back up to Back to Admin, which stays clear of the header.
    await tabTo(page, back, 50, true);
    await expectFocusVisible(page, 'Back to Admin');
  });
});

/** The results scroll into view smoothly after a search; a person tabs on once the page is still. */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      await page.waitForTimeout(250);
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still;
    })
    .toBe(true);
}
