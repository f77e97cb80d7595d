import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures';
import { toast } from './support/auth-helpers';

import { addDays, firstFrom, isWeekend, pretty, todayInZone, weekday, type Station } from './support/booking-dates';

const earliest = () => firstFrom(addDays(todayInZone(), 7), (d) => !isWeekend(d));

async function stations(request: APIRequestContext, q: string): Promise<Station[]> {
  return (await (await request.get(`/api/stations?q=${encodeURIComponent(q)}`)).json()) as Station[];
}

async function openBooking(page: Page, q: string, station: Station): Promise<Locator> {
  await page.goto(`/?q=${encodeURIComponent(q)}`);
  await page.getByRole('article', { name: station.callLetters, exact: true }).getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
  await expect(dialog).toBeVisible();
  // The close cross is a target a thumb can hit: 24 px at least (WCAG 2.5.8).
  const close = await dialog.getByRole('button', { name: 'Close', exact: true }).boundingBox();
  expect(Math.min(close!.width, close!.height)).toBeGreaterThanOrEqual(24);
  return dialog;
}

const stepHeading = (dialog: Locator, text: string) => dialog.getByRole('heading', { name: text });

async function fillStepsOneAndTwo(dialog: Locator, email: string) {
  await dialog.getByLabel('Agency Name').fill('Bright PR');
  await dialog.getByLabel('Contact Name').fill('Sam Lee');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone (optional)').fill('(555) 123-4567');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Client Name').fill('Dr. Jane Smith');
  await dialog.getByLabel('Interview Topic').fill('Healthy holiday recipes');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(dialog, 'Step 3 of 3: Schedule')).toBeVisible();
}

test.describe('booking a segment', () => {
  test('a guest books from the landing search to the success toast; both emails arrive; the tracking link shows it pending', async ({
    page,
    request,
    server,
  }) => {
    const texas = await stations(request, 'Texas');
    const station = texas.find((s) => s.rate !== null)!;
    const email = `guest-${Date.now()}@example.test`;
    await page.addInitScript(() => {
      const w = window as unknown as { __analytics: unknown[] };
      w.__analytics = [];
      window.addEventListener('app:analytics', (e) => w.__analytics.push((e as CustomEvent).detail));
    });

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search TV stations' }).fill('Texas');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('article', { name: station.callLetters, exact: true }).getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
    await expect(dialog.getByText(`${station.callLetters} (${station.affiliate}) · ${station.market}`)).toBeVisible();
    await expect(stepHeading(dialog, 'Step 1 of 3: Agency Info')).toBeVisible();
    await page.screenshot({ path: '/tmp/dialog-step1.png' });

    await fillStepsOneAndTwo(dialog, email);
    const preferred = firstFrom(addDays(earliest(), 3), (d) => !isWeekend(d));
    await dialog.getByLabel('Preferred Date').fill(preferred);
    await dialog.getByLabel('Notes (optional)').fill('Prefers a morning slot');
    await expect(dialog.getByTestId('booking-rate')).toContainText(`$${station.rate!.toLocaleString('en-US')}`);
    await expect(dialog.getByTestId('booking-rate')).toContainText('Payment will be processed after confirmation.');
    const submit = dialog.getByRole('button', { name: 'Submit Request' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await expect(submit).toBeEnabled();
    await page.screenshot({ path: '/tmp/dialog-step3.png' });

    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST'), submit.click()]);
    expect(response.status()).toBe(201);
    const order = (await response.json()) as { orderNumber: string };
    const toast = page.getByRole('status').filter({ hasText: 'Request Submitted Successfully!' });
    // Read the toast once: it closes itself after 5 seconds.
    await expect(toast).toContainText(order.orderNumber);
    const toastText = (await toast.textContent()) ?? '';
    expect(toastText).toContain('emailed to the Spotlight TV booking team');
    expect(toastText).toContain('within 24 hours (M-F)');
    await expect(dialog).toBeHidden();
    const events = await page.evaluate(() => (window as unknown as { __analytics: { name: string; properties: unknown }[] }).__analytics);
    expect(events).toEqual([expect.objectContaining({ name: 'request_submitted', properties: { market: station.market, rate: station.rate } })]);

    // The provider's team and the requester each get their email over real SMTP.
    const ops = await server.mailbox.waitFor('ops@example.test', new RegExp(order.orderNumber));
    for (const text of [
      station.callLetters,
      station.affiliate,
      station.market,
      'Bright PR',
      'Sam Lee',
      email,
      '(555) 123-4567',
      'Dr. Jane Smith',
      'Healthy holiday recipes',
      pretty(preferred),
      'Prefers a morning slot',
      `${server.url}/admin`,
    ]) {
      expect(ops.raw).toContain(text);
    }
    const receipt = await server.mailbox.waitFor(email, new RegExp(order.orderNumber));
    for (const text of [order.orderNumber, 'within 24 hours, Monday to Friday', 'Payment will be processed after confirmation', `${server.url}/track`]) {
      expect(receipt.raw).toContain(text);
    }

    // Ask for a tracking link, open it from the email, and see the request as pending.
    await page.goto('/track');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Track My Requests' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    const linkMail = await server.mailbox.waitFor(email, /track your booking requests/);
    const link = /(http:\/\/\S+\/track\?token=[A-Za-z0-9_-]+)/.exec(linkMail.raw)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const row = page.getByTestId('tracked-request').filter({ hasText: order.orderNumber });
    await expect(row).toContainText('pending');
    await expect(row).toContainText('Dr. Jane Smith');
  });

  test('each step validates before Next; Back keeps the answers; Submit only on step 3', async ({ page, request }) => {
    const [station] = await stations(request, 'Ohio');
    const dialog = await openBooking(page, 'Ohio', station!);
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Agency name is required')).toBeVisible();
    await expect(dialog.getByText('Contact name is required')).toBeVisible();
    await expect(dialog.getByText('Valid email is required')).toBeVisible();
    await expect(stepHeading(dialog, 'Step 1 of 3: Agency Info')).toBeVisible();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Phone (optional)').fill('call me');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Valid email is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();

    await dialog.getByLabel('Agency Name').fill('Bright PR');
    await dialog.getByLabel('Contact Name').fill('Sam Lee');
    await dialog.getByLabel('Email').fill('sam@example.test');
    await dialog.getByLabel('Phone (optional)').fill('');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(dialog, 'Step 2 of 3: Client Info')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Client name is required')).toBeVisible();
    await expect(dialog.getByText('Interview topic is required')).toBeVisible();

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Agency Name')).toHaveValue('Bright PR');
    await expect(dialog.getByLabel('Email')).toHaveValue('sam@example.test');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Client Name').fill('Dr. Jane Smith');
    await dialog.getByLabel('Interview Topic').fill('Tea');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(dialog, 'Step 3 of 3: Schedule')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
    await expect(dialog.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');

    // Ticking the terms without a date: the submit shows the date rule.
    await dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Preferred date is required')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).uncheck();
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
  });

  test('date fields: only valid days, the spec messages, and a suggested next valid date', async ({ page, request }) => {
    const [station] = await stations(request, 'Ohio');
    const dialog = await openBooking(page, 'Ohio', station!);
    await fillStepsOneAndTwo(dialog, 'dates@example.test');
    const preferred = dialog.getByLabel('Preferred Date');
    await expect(preferred).toHaveAttribute('min', earliest());

    const tooSoon = addDays(todayInZone(), 3);
    await preferred.fill(tooSoon);
    await expect(dialog.getByText('Interview must be scheduled at least 7 days in advance')).toBeVisible();
    await dialog.getByRole('button', { name: `Use ${pretty(earliest())}` }).click();
    await expect(preferred).toHaveValue(earliest());
    await expect(dialog.getByText('Interview must be scheduled at least 7 days in advance')).toHaveCount(0);

    const saturday = firstFrom(addDays(todayInZone(), 10), (d) => weekday(d) === 6);
    await preferred.fill(saturday);
    await expect(dialog.getByText('Interviews are only available Monday through Friday')).toBeVisible();
    await dialog.getByRole('button', { name: `Use ${pretty(addDays(saturday, 2))}` }).click();
    await expect(preferred).toHaveValue(addDays(saturday, 2));

    const alternative = dialog.getByLabel('Alternative Date (optional)');
    await alternative.fill(addDays(todayInZone(), 1));
    await expect(dialog.getByText('Alternative date must also be at least 7 days in advance')).toBeVisible();
    await alternative.fill(addDays(saturday, 1));
    await expect(dialog.getByText('Alternative date must be Monday through Friday')).toBeVisible();
    await dialog.getByRole('button', { name: `Use ${pretty(addDays(saturday, 2))}` }).click();
    await expect(alternative).toHaveValue(addDays(saturday, 2));
    await expect(dialog.getByText('Alternative date must be Monday through Friday')).toHaveCount(0);
  });

  test('Escape closes only the calendar; closing with typed answers asks first; the draft survives a reopen, Discard empties it', async ({ page, request }) => {
    const [station] = await stations(request, 'Ohio');
    const dialog = await openBooking(page, 'Ohio', station!);
    await fillStepsOneAndTwo(dialog, 'draft@example.test');
    // The calendar is the innermost layer: Escape and a click outside close it, not the dialog.
    await dialog.getByRole('button', { name: 'Choose preferred date from calendar' }).click();
    const calendar = dialog.getByRole('group', { name: 'Preferred Date calendar' });
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose preferred date from calendar' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Choose preferred date from calendar' }).click();
    await expect(calendar).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();

    // Escape on the dialog itself asks before anything typed is lost.
    await page.keyboard.press('Escape');
    const leave = page.getByRole('alertdialog', { name: 'Leave this request?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await expect(leave).toBeHidden();
    await expect(stepHeading(dialog, 'Step 3 of 3: Schedule')).toBeVisible();

    // Kept as a draft: the form reopens where it was, even from another page of the same visit.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog', { name: 'Leave this request?' }).getByRole('button', { name: 'Save draft and close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('article', { name: station!.callLetters, exact: true }).getByRole('link', { name: station!.callLetters, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: station!.callLetters, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Book Now' }).first().click();
    await expect(stepHeading(dialog, 'Step 3 of 3: Schedule')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Client Name')).toHaveValue('Dr. Jane Smith');

    // Discard empties it: the next opening starts blank at step 1.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Leave this request?' }).getByRole('button', { name: 'Discard request' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Book Now' }).first().click();
    await expect(stepHeading(dialog, 'Step 1 of 3: Agency Info')).toBeVisible();
    await expect(dialog.getByLabel('Agency Name')).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    // Screen readers find no word of the discarded form's last step either.
    await expect(dialog.locator('[data-slot="live-region"]')).toHaveText(/^\s*$/);
    // An untouched form closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("individuals get 'Contact Info' and 'Interview Details' without an agency name", async ({ page, request }) => {
    const [station] = await stations(request, 'Ohio');
    const dialog = await openBooking(page, 'Ohio', station!);
    await dialog.getByRole('radio', { name: 'For myself' }).check();
    await expect(stepHeading(dialog, 'Step 1 of 3: Contact Info')).toBeVisible();
    await expect(dialog.getByLabel('Agency Name')).toHaveCount(0);
    await dialog.getByLabel('Contact Name').fill('Pat Doe');
    await dialog.getByLabel('Email').fill('pat@example.test');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(dialog, 'Step 2 of 3: Interview Details')).toBeVisible();
  });

  test('no rate: the card says TBD and the dialog shows no booking rate', async ({ page, request }) => {
    const all = await stations(request, '');
    const tbd = all.find((s) => s.rate === null)!;
    const dialog = await openBooking(page, tbd.callLetters, tbd);
    await fillStepsOneAndTwo(dialog, 'tbd@example.test');
    await expect(dialog.getByTestId('booking-rate')).toHaveCount(0);
    await expect(dialog.getByText('Payment will be processed after confirmation.')).toHaveCount(0);
  });

  test('Submit is disabled while submitting; a station hidden meanwhile gives the station-missing message', async ({ page, request }) => {
    const [station] = await stations(request, 'Ohio');
    const login = await request.post('/api/admin/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const dialog = await openBooking(page, 'Ohio', station!);
    await fillStepsOneAndTwo(dialog, 'hidden@example.test');
    await dialog.getByLabel('Preferred Date').fill(earliest());
    await dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();

    const hide = (isHidden: boolean) =>
      request.patch(`/api/admin/stations/${station!.id}/visibility`, { data: { isHidden }, headers: { Authorization: `Bearer ${token}` } });
    expect((await hide(true)).ok()).toBe(true);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/orders', async (route) => {
      await gate;
      await route.continue();
    });
    try {
      const submit = dialog.getByRole('button', { name: 'Submit Request' });
      await submit.click();
      await expect(submit).toBeDisabled();
      release();
      await expect(page.getByText('Error: Station information is missing. Please try selecting a station again.', { exact: true })).toBeVisible();
      await expect(dialog).toBeVisible();
    } finally {
      await hide(false);
    }
  });

  test("a submit the server answers 401: 'Please sign in', then the sign-in page after 1.5 s", async ({ page, request }) => {
    const [station] = await stations(request, 'Ohio');
    const dialog = await openBooking(page, 'Ohio', station!);
    await fillStepsOneAndTwo(dialog, 'expired@example.test');
    await dialog.getByLabel('Preferred Date').fill(earliest());
    await dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await page.route('**/api/orders', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized","code":"unauthorized"}' }),
    );
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page, 'Please sign in')).toContainText('You need to be signed in to access this feature.');
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  });
  test('?stationId=&openBooking=true opens the dialog for that station, then the URL resets to /', async ({ page, request }) => {
    const [station] = await stations(request, 'Ohio');
    await page.goto(`/?stationId=${station!.id}&openBooking=true`);
    const dialog = page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
    await expect(dialog.getByText(`${station!.callLetters} (${station!.affiliate}) · ${station!.market}`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/?stationId=no-such-station&openBooking=true');
    await expect(page.getByText('Error: Station information is missing. Please try selecting a station again.', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});
