// The signed-in area: the full account journey, the dashboard, Request Management, error screens.
import { expect, test } from './support/fixtures';
import { apiRegister, bookableDate, PASSWORD, signIn, toast, uniqueEmail, verificationLink } from './support/auth-helpers';

test.describe('signed in', () => {
  test('the whole journey: register, verify by email, sign in, book, see it in My Bookings, sign out', async ({ page, server }) => {
    const email = uniqueEmail('journey');
    await page.goto('/register');
    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Registration successful!')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Registration successful!' })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/login$/);

    // Signed in but not verified: the banner, with Resend email.
    await signIn(page, email);
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText('Please verify your email address.');
    await banner.getByRole('button', { name: 'Resend email' }).click();
    await expect(toast(page, 'Verification email sent')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Jamie Rivera')).toBeVisible();

    // Resend email voided the first link: only the second one works.
    const first = await verificationLink(server, email, 1);
    const link = await verificationLink(server, email, 2);
    await page.goto(first);
    await expect(page.getByText('The verification link has expired or is invalid.', { exact: true })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue to dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Jamie' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.screenshot({ path: '/tmp/dashboard.png', fullPage: true });

    // Book through the dashboard's search tab; the dialog comes prefilled from the account.
    await page.getByRole('searchbox', { name: 'Search TV stations' }).fill('Houston');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('station-card').first().getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
    await expect(dialog.getByLabel('Contact Name')).toHaveValue('Jamie Rivera');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('Agency Name')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Client Name').fill('Jamie Rivera');
    await dialog.getByLabel('Interview Topic').fill('Urban gardening');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Preferred Date').fill(bookableDate());
    await dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page, 'Request Submitted Successfully!')).toBeVisible();
    // The booking earned the first badge: the dashboard shows it at once, without a reload.
    await expect(page.getByRole('list', { name: 'Your badges' })).toContainText('First Request');

    await page.getByRole('tab', { name: 'My Bookings' }).click();
    const card = page
      .getByTestId('booking-card')
      .filter({ hasText: 'Urban gardening' })
      .or(page.getByTestId('booking-card').filter({ hasText: 'Jamie Rivera' }));
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('pending');
    // A reload comes back to the tab the user was on.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    await expect(card).toHaveCount(1);
    await page.screenshot({ path: '/tmp/my-bookings.png', fullPage: true });
    await card.getByRole('button', { name: /View details/ }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await expect(details).toContainText('Urban gardening');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('the dashboard tabs, the user menu, and the Special Offers', async ({ page, request }) => {
    const account = await apiRegister(request);
    await signIn(page, account.email);
    await expect(page.getByRole('tab', { name: 'Search Stations' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Chat Assistant' })).toHaveAttribute('href', '/chat');
    await page.getByRole('tab', { name: 'Special Offers' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Morning Show Starter Pack' })).toBeVisible();
    await page.getByRole('tab', { name: 'My Bookings' }).click();
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    // Requests booked as a guest join only once the email is verified: the empty list says so.
    await expect(page.getByText(`Sent requests as a guest with ${account.email}? They appear here once you verify that email address.`)).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu')).toContainText(`${account.firstName} ${account.lastName}`);
    await expect(page.getByRole('menu')).toContainText(account.email);
    await page.keyboard.press('Escape');

    // The unverified-email banner can be dismissed, and stays away while browsing.
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText(account.email);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(banner).toHaveCount(0);
  });

  test('?stationId=...&openBooking=true opens that station’s booking dialog, then the URL is /', async ({ page, request }) => {
    const [station] = (await (await request.get('/api/stations?q=Texas')).json()) as { id: string; callLetters: string; affiliate: string; market: string }[];
    const account = await apiRegister(request, { userType: 'agency', agencyName: 'Spotlight PR' });
    await signIn(page, account.email);
    await page.goto(`/?stationId=${station!.id}&openBooking=true`);
    const dialog = page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
    await expect(dialog).toContainText(`${station!.callLetters} (${station!.affiliate}) · ${station!.market}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByLabel('Agency Name')).toHaveValue('Spotlight PR');
  });

  test('the header shows the name with the agency, and Logout clears the session and goes to /', async ({ page, request }) => {
    const account = await apiRegister(request, { userType: 'agency', agencyName: 'Northwind Media' });
    await signIn(page, account.email);
    await expect(page.getByTestId('header-user-name')).toHaveText(`${account.firstName} ${account.lastName} · Northwind Media`);

    // While the session is looked up, the page says 'Loading...' and the header offers no Sign In.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/user', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/orders');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    release();
    await expect(page.getByTestId('header-user-name')).toBeVisible();
    await page.unroute('**/api/auth/user');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
  });

  test('the home dashboard shows 5 skeleton cards while a search loads', async ({ page, request }) => {
    const account = await apiRegister(request);
    await signIn(page, account.email);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/stations?q=*', async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole('searchbox').first().fill('Ohio');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('station-skeleton')).toHaveCount(5);
    release();
    await expect(page.getByText(/^Showing \d+ stations in Ohio$/)).toBeVisible();
  });

  test('Request Management: 3 skeletons, the load error, and the agency overview', async ({ page, request }) => {
    const account = await apiRegister(request, { userType: 'agency', agencyName: 'Overview Partners' });
    await signIn(page, account.email);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/orders', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Request Management' })).toBeVisible();
    await expect(page.getByTestId('booking-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Agency overview' })).toBeVisible();
    await expect(page.getByText('Total bookings')).toBeVisible();
    await expect(page.getByTestId('status-count-pending')).toHaveText('0');
    await page.screenshot({ path: '/tmp/orders.png', fullPage: true });

    await page.unroute('**/api/orders');
    await page.route('**/api/orders', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.reload();
    await expect(page.getByText('Failed to load orders. Please try again.')).toBeVisible({ timeout: 15_000 });
  });

  test("a session that ends while the app is open: 'Please sign in', then /login after 1.5 s", async ({ page, request }) => {
    const account = await apiRegister(request);
    await signIn(page, account.email);
    // The session ends on the server (as after a password reset elsewhere).
    await page.request.post('/api/auth/logout');
    await page.getByRole('tab', { name: 'My Bookings' }).click();
    await expect(toast(page, 'Please sign in')).toContainText('You need to be signed in to access this feature.');
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});

test.describe('error screens', () => {
  test("a page that breaks while rendering shows 'Something went wrong' with Try Again and Refresh Page", async ({ page, request }) => {
    const account = await apiRegister(request);
    await signIn(page, account.email);
    // A malformed answer (an object where a list belongs) makes the request list throw.
    await page.route('**/api/orders', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("We encountered an unexpected error. This has been logged and we'll look into it.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    await page.unroute('**/api/orders');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { name: 'Request Management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  });

  test("a page whose code cannot be downloaded shows 'Connection Problem' with Try Again", async ({ page }) => {
    await page.goto('/');
    await page.route('**/assets/faq-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page.getByRole('heading', { name: 'Connection Problem' })).toBeVisible();
    await expect(page.getByText('Please check your internet connection and try again.')).toBeVisible();
    await page.unroute('**/assets/faq-page-*.js');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Connection Problem' })).toHaveCount(0);
  });
});

test('a signed-in user who opens /login or /register is sent on: home, or the ?next= path', async ({ page, request }) => {
  const account = await apiRegister(request);
  await signIn(page, account.email);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  await page.goto('/login?next=%2Forders');
  await expect(page).toHaveURL(/\/orders$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  // Only paths of this site: anything else goes home.
  await page.goto('/login?next=https%3A%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/$/);
});
