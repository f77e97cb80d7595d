// axe-core on every page and dialog, on a desktop and on a phone, signed out, signed in and as an
// operator: any violation of a WCAG 2.0, 2.1 or 2.2 success criterion of level A or AA fails.
// One test per audience and screen size visits its pages in turn (each page is audited as a
// soft assertion, so one run names every failing page), sharing the worker's server.
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, test, type TestServer } from './support/fixtures';
import { audit, bookAsSignedInUser } from './support/a11y-helpers';
import { createOrder, loginToken, openAdmin } from './support/admin-helpers';
import { apiRegister, signIn, uniqueEmail } from './support/auth-helpers';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Opens `path`, waits for `ready`, and audits the page. */
async function visit(page: Page, path: string, ready: (page: Page) => Locator, screen = path): Promise<void> {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await audit(page, screen);
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

// A page is audited whole once; a dialog, menu or changed form on it is then audited on its own
// (what is behind a modal dialog is hidden from assistive technology while it is open).
const DIALOG = '[role="dialog"]';
const MAIN = 'main';

/** The booking dialog's three steps, with the errors Next shows, each audited. */
async function auditBookingDialog(page: Page, where: string): Promise<void> {
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
  await expect(dialog.getByRole('heading', { name: /^Step 1 of 3/ })).toBeVisible();
  await audit(page, `${where}: booking step 1`, DIALOG);
  await dialog.getByLabel('Contact Name').fill('');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Contact name is required')).toBeVisible();
  await audit(page, `${where}: booking step 1 with errors`, DIALOG);
  if (await dialog.getByLabel('Agency Name').count()) await dialog.getByLabel('Agency Name').fill('Bright PR');
  await dialog.getByLabel('Contact Name').fill('Sam Lee');
  await dialog.getByLabel('Email').fill('sam@example.test');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: /^Step 2 of 3/ })).toBeVisible();
  await audit(page, `${where}: booking step 2`, DIALOG);
  await dialog.getByLabel('Client Name').fill('Dr. Jane Smith');
  await dialog.getByLabel('Interview Topic').fill('Healthy holiday recipes');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 3: Schedule' })).toBeVisible();
  await dialog.getByLabel('Preferred Date').fill('2020-01-04');
  await dialog.getByLabel('Notes (optional)').click();
  await expect(dialog.getByText('Interview must be scheduled at least 7 days in advance')).toBeVisible();
  await audit(page, `${where}: booking step 3 with a date error`, DIALOG);
  await page.keyboard.press('Escape');
  // Typed answers are never dropped unasked.
  const leave = page.getByRole('alertdialog', { name: 'Leave this request?' });
  await expect(leave).toBeVisible();
  await audit(page, `${where}: leaving a typed booking request`, '[role="alertdialog"]');
  await leave.getByRole('button', { name: 'Discard request' }).click();
  await expect(dialog).toBeHidden();
}

/** A tracking link for `email`, as the tracker emails it. */
async function trackingLink(page: Page, server: TestServer, email: string): Promise<string> {
  expect((await page.request.post('/api/orders/track-link', { data: { email } })).status()).toBe(202);
  const mail = await server.mailbox.waitFor(email, /track/i);
  const link = /(http:\/\/\S+\/track\?token=[A-Za-z0-9_%-]+)/.exec(mail.raw)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

for (const screen of SCREENS) {
  test.describe(`WCAG 2.2 AA on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, contextOptions: { reducedMotion: 'reduce' } });
    // Each test audits a dozen or more screens.
    test.describe.configure({ timeout: 240_000 });

    test('signed out: every page and dialog', async ({ page, request, server }) => {
      await visit(page, '/', h1(/.+/), 'the landing page');
      if (screen.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await audit(page, 'the mobile menu', DIALOG);
        await page.keyboard.press('Escape');
      }
      await visit(page, '/?q=Texas', (p) => p.getByText(/^Showing \d+ stations in Texas$/), 'the landing search results');
      await auditBookingDialog(page, 'the landing page');
      const [station] = (await (await request.get('/api/stations?q=Texas')).json()) as { id: string; callLetters: string }[];
      await visit(page, `/stations/${station!.id}`, h1(new RegExp(station!.callLetters)), 'a station page');
      await visit(page, '/?q=Qqqzzz', (p) => p.getByText('No stations found'), 'the empty search');

      await visit(page, '/login', h1(/.+/), '/login');
      await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
      await expect(page.getByText('Please enter a valid email')).toBeVisible();
      await audit(page, '/login with errors', MAIN);
      await visit(page, '/login?registered=true', (p) => p.getByRole('alert').first(), '/login after registering');
      await visit(page, '/register', h1(/.+/), '/register');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Please confirm your password')).toBeVisible();
      await audit(page, '/register with errors', MAIN);
      await visit(page, '/forgot-password', h1(/.+/), '/forgot-password');
      await page.getByLabel('Email').fill(uniqueEmail('forgot'));
      await page.getByRole('button', { name: /send/i }).click();
      await expect(page.getByText('Check your email')).toBeVisible();
      await audit(page, '/forgot-password sent', MAIN);
      await visit(page, '/reset-password', (p) => p.getByText('Invalid reset link'), '/reset-password without a token');
      await visit(
        page,
        '/reset-password?token=abc',
        (p) => p.getByText('This password reset link has expired or was already used.'),
        '/reset-password with a bad token',
      );
      const resetter = await apiRegister(request);
      expect((await request.post('/api/auth/forgot-password', { data: { email: resetter.email } })).status()).toBe(200);
      const resetMail = await server.mailbox.waitFor(resetter.email, /Reset your password/);
      const resetLink = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(resetMail.raw)![0]);
      await visit(page, `${resetLink.pathname}${resetLink.search}`, (p) => p.getByLabel(/confirm/i), '/reset-password with a token');
      await visit(page, '/verify-email?status=success', (p) => p.getByText(/verified/i).first(), '/verify-email success');
      await visit(page, '/verify-email?error=invalid_token', (p) => p.getByText('The verification link is invalid.'), '/verify-email error');

      await visit(page, '/terms', h1(/.+/), '/terms');
      await visit(page, '/privacy', h1(/.+/), '/privacy');
      await visit(page, '/about', h1(/.+/), '/about');
      await visit(page, '/faq', h1(/.+/), '/faq');
      await page.getByRole('button', { name: 'When do I pay?' }).click();
      await audit(page, '/faq with an answer open', MAIN);
      await visit(page, '/no-such-page', (p) => p.getByText('404 Page Not Found'), 'the 404 page');

      // The tracker: its form, then the results a tracking link opens, and a request's details.
      const email = uniqueEmail('a11y-track');
      const order = await createOrder(request, { email, clientName: 'Tracked Client' });
      // The manage page the receipt links to, with its Cancel request form open.
      const receipt = await server.mailbox.waitFor(email, new RegExp(`^We received your booking request ${order.orderNumber}$`));
      const manage = /https?:\/\/\S+\/manage\?token=[\w-]+/.exec(receipt.raw)?.[0];
      expect(manage).toBeTruthy();
      await visit(page, manage!, h1('Manage your request'), '/manage');
      await page.getByRole('button', { name: 'Cancel request' }).click();
      await expect(page.getByLabel('Reason (optional)')).toBeVisible();
      await audit(page, '/manage with the cancel form', MAIN);
      await visit(page, '/track', h1(/.+/), '/track');
      await page.goto(await trackingLink(page, server, email));
      await expect(page.getByText('Tracked Client')).toBeVisible();
      await audit(page, '/track results', MAIN);
      await page
        .getByRole('button', { name: /View Details/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Request Details' })).toBeVisible();
      await audit(page, 'the tracker request details', DIALOG);
    });

    test('signed in: every page and dialog', async ({ page, request }) => {
      const account = await apiRegister(request, { userType: 'agency', agencyName: 'Northwind Media' });
      await signIn(page, account.email);
      // One request of the user's own, for My Bookings and Request Management.
      await bookAsSignedInUser(page, {
        email: account.email,
        clientName: 'Own Client',
        contactName: `${account.firstName} ${account.lastName}`,
        agencyName: 'Northwind Media',
      });

      await visit(page, '/', h1(/^Welcome back/), 'the dashboard');
      await page.getByRole('button', { name: /^User menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit(page, 'the dashboard user menu', '[role="menu"]');
      await page.keyboard.press('Escape');
      if (screen.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await audit(page, 'the mobile menu, signed in', DIALOG);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('searchbox', { name: 'Search TV stations' }).fill('Houston');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText(/^Showing \d+ stations in Houston$/)).toBeVisible();
      await audit(page, 'the dashboard search results', MAIN);
      await auditBookingDialog(page, 'the dashboard');
      await page.getByRole('button', { name: 'Or view our special offers' }).click();
      await expect(page.getByRole('button', { name: 'Back to Station Search' })).toBeVisible();
      await audit(page, 'the special offers', MAIN);
      await page.getByRole('tab', { name: 'My Bookings' }).click();
      await expect(page.getByTestId('booking-card')).toHaveCount(1);
      await audit(page, 'the My Bookings tab', MAIN);
      await page.getByRole('button', { name: /View details/ }).click();
      await expect(page.getByRole('dialog', { name: 'Request Details' })).toBeVisible();
      await audit(page, 'the My Bookings details', DIALOG);
      await page.getByRole('dialog').getByRole('button', { name: 'Change dates' }).click();
      await expect(page.getByLabel('New preferred date')).toBeVisible();
      await audit(page, 'the My Bookings details, changing dates', DIALOG);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Special Offers' }).click();
      await expect(page.getByRole('tabpanel').getByRole('article', { name: 'National Exposure Bundle' })).toBeVisible();
      await audit(page, 'the Special Offers tab', MAIN);

      await visit(page, '/search?q=Texas', (p) => p.getByText(/^Showing \d+ stations in Texas$/), '/search');
      await visit(page, '/chat', h1('Chat Assistant'), '/chat');
      await page.getByRole('button', { name: 'Texas Stations' }).click();
      await expect(page.getByTestId('chat-station-card').first()).toBeVisible();
      await audit(page, '/chat with an answer', MAIN);
      await page.getByRole('button', { name: /^User menu/ }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
      await audit(page, 'the profile dialog', DIALOG);
      await page.keyboard.press('Escape');
      await visit(page, '/orders', (p) => p.getByText('Own Client').first(), '/orders');
      await page
        .getByRole('button', { name: /View details/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Request Details' })).toBeVisible();
      await audit(page, 'the Request Management details', DIALOG);
      await page.keyboard.press('Escape');
      await visit(page, '/account/password', h1('Change password'), '/account/password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
      await audit(page, '/account/password with errors', MAIN);
      await visit(page, '/track', h1(/.+/), '/track, signed in');
      await visit(page, '/about', h1(/.+/), '/about, signed in');
    });

    test('admin: every page and dialog', async ({ page, request, server }) => {
      const client = `Admin Audit ${Date.now().toString(36)}`;
      await createOrder(request, { email: uniqueEmail('a11y-admin'), clientName: client });
      await visit(page, '/admin', h1('Admin'), 'the admin login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await audit(page, 'the admin login with errors', MAIN);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
      await audit(page, 'the admin login refused', MAIN);

      await openAdmin(page, await loginToken(server.url));
      await expect(page.getByRole('table', { name: 'TV stations' })).toBeVisible();
      // Every row is built alike: a few of them say as much as all 252, in a fraction of the time.
      await page.getByLabel('Search stations').fill('Houston');
      await expect(page.getByRole('table', { name: 'TV stations' }).getByRole('row')).not.toHaveCount(1);
      await audit(page, 'the stations tab');
      await page.getByRole('button', { name: 'Add Station' }).click();
      const add = page.getByRole('dialog', { name: 'Add Station' });
      await add.getByRole('button', { name: 'Add Station' }).click();
      await expect(add.getByText('Call letters is required')).toBeVisible();
      await audit(page, 'the Add Station dialog with errors', DIALOG);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit Station' })).toBeVisible();
      await audit(page, 'the Edit Station dialog', DIALOG);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Hide / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await audit(page, 'the hide confirmation', '[role="alertdialog"]');
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: /^Requests/ }).click();
      const card = page.getByRole('article', { name: `Request for ${client}` });
      await expect(card).toBeVisible();
      await audit(page, 'the requests tab', MAIN);
      await card.getByRole('combobox', { name: /^Status for/ }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      // The open list traps focus and hides the page behind it (aria-hidden), as a modal does;
      // axe cannot tell that from a page hiding controls it can still reach, so only the list is
      // audited while it is open.
      await audit(page, 'the status selector', '[role="listbox"]');
      await page.getByRole('option', { name: 'Booking Completed' }).click();
      await expect(page.getByRole('dialog', { name: 'Complete booking' })).toBeVisible();
      await audit(page, 'the Complete booking dialog', DIALOG);
      await page.keyboard.press('Escape');
      await card.getByRole('button', { name: 'Details' }).click();
      await expect(page.getByRole('dialog', { name: 'Request Details' })).toBeVisible();
      await audit(page, 'the request details', DIALOG);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
      await page.getByRole('button', { name: 'Create Notification' }).click();
      const create = page.getByRole('dialog', { name: 'Create Notification' });
      await expect(create).toBeVisible();
      await audit(page, 'the Create Notification dialog', DIALOG);
      await page.keyboard.press('Escape');
      await audit(page, 'the notifications tab', MAIN);
      await page.getByRole('tab', { name: /^Chat Queries/ }).click();
      await expect(page.getByRole('heading', { name: 'Chat Queries Analytics' })).toBeVisible();
      await audit(page, 'the chat queries tab', MAIN);

      await page.getByRole('button', { name: 'Analytics Dashboard' }).click();
      await expect(page.getByRole('region', { name: 'Top Markets' })).toBeVisible();
      await audit(page, '/analytics');
    });
  });
}
