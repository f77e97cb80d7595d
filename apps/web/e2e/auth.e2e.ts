// The account screens signed out: sign in, sign up, forgot and reset password, email verification.
import { expect, test } from './support/fixtures';
import { apiRegister, PASSWORD, signIn, toast, uniqueEmail } from './support/auth-helpers';

test.describe('sign-in screen', () => {
  test('fields, links, no Google button without GOOGLE_CLIENT_ID, and the spec messages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.screenshot({ path: '/tmp/login.png', fullPage: true });
    await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a failed sign-in’s toast goes once the next attempt is made: it does not follow the user in', async ({ page, request }) => {
    const account = await apiRegister(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    // The toast itself, not its spoken copy (role status), which goes once read out; and at once,
    // not after it closes by itself 4 s after it opened.
    const failedToast = page.locator('[data-state="open"]').filter({ has: page.locator('[data-slot="toast-title"]', { hasText: 'Login failed' }) });
    expect(await failedToast.count()).toBe(0);
  });

  test('?registered=true shows the success alert and ?verified=true a toast; the URL is cleaned to /login', async ({ page }) => {
    await page.goto('/login?registered=true');
    await expect(page.getByRole('alert').filter({ hasText: 'Registration successful!' })).toContainText('Please check your email to verify your account');
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/login?verified=true');
    await expect(toast(page, 'Email verified')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with Google configured, sign-in and sign-up offer Google through /api/auth/google', async ({ page }) => {
    // The server announces GOOGLE_CLIENT_ID through the public config meta tag; pretend it did.
    await page.route(/\/(login|register)$/, async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace('&quot;googleEnabled&quot;:false', '&quot;googleEnabled&quot;:true');
      await route.fulfill({ response: res, body: html });
    });
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/api/auth/google');
    await page.goto('/register');
    await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', '/api/auth/google');
  });

  test('a Google sign-in that failed says so', async ({ page }) => {
    await page.goto('/login?error=google_unverified');
    await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in failed' })).toContainText('not verified');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sign-up screen', () => {
  test('every field and rule, the agency name only for agencies, then 409 for a taken email', async ({ page, request }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', 'Minimum 8 characters');
    await expect(page.getByLabel('Agency name')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');
    await page.screenshot({ path: '/tmp/register.png', fullPage: true });

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByRole('radio', { name: 'Agency' }).check();
    await expect(page.getByLabel('Agency name')).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Agency name is required for agency accounts')).toBeVisible();
    await page.getByRole('radio', { name: 'Individual' }).check();
    await expect(page.getByLabel('Agency name')).toHaveCount(0);

    const taken = await apiRegister(request);
    await page.getByLabel('First name').fill('Dup');
    await page.getByLabel('Last name').fill('User');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Registration failed')).toContainText('An account with this email already exists');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test('a signed-out visitor sent to sign in who signs up instead comes back to the page after signing in', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Forders$/);
  const email = uniqueEmail('next');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Next');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Registration successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test.describe('forgot and reset password', () => {
  test("forgot: the form, then 'Check your email' with 'Send another email' and 'Back to login'", async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    const email = uniqueEmail('someone');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Send another email' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("reset: 'Invalid reset link' without a token, and at once for a token that no longer works, with 'Request new reset link'", async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
    await page.getByRole('link', { name: 'Request new reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    const response = await page.goto('/reset-password?token=not-a-real-token-but-long-enough-to-try');
    // A page that carries a token must not leak it through the Referer header.
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    // Checked when the page opens: no password is typed for a link that cannot work.
    await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
    await expect(page.getByText('This password reset link has expired or was already used.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request new reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("a reset link used up while its form is open fails with the spec's toast; the form checks its fields first", async ({ page, request, server }) => {
    const account = await apiRegister(request);
    expect((await request.post('/api/auth/forgot-password', { data: { email: account.email } })).status()).toBe(200);
    const mail = await server.mailbox.waitFor(account.email, /Reset your password/);
    const link = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail.raw)!;
    await page.goto(link[0]);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a different passphrase');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    // Meanwhile the link is used elsewhere.
    const used = await request.post('/api/auth/reset-password', {
      data: { token: link[1], password: 'another new passphrase', confirmPassword: 'another new passphrase' },
    });
    expect(used.status()).toBe(200);
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Reset failed')).toContainText('The reset link may be invalid or expired.');
  });

  test('the emailed reset link sets a new password: form, then done, then sign in with it', async ({ page, request, server }) => {
    const account = await apiRegister(request);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const mail = await server.mailbox.waitFor(account.email, /Reset your password/);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.raw)![0];
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
    await server.mailbox.waitFor(account.email, /Your password was changed/);
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, account.email, 'a brand new passphrase');
  });
});

test.describe('email verification page', () => {
  for (const [code, text] of [
    ['invalid_token', 'The verification link is invalid.'],
    ['invalid_or_expired', 'The verification link has expired or is invalid.'],
    ['server_error', 'A server error occurred during verification.'],
    ['something_else', 'Verification failed'],
  ] as const) {
    test(`?error=${code} shows '${text}' with the two buttons`, async ({ page }) => {
      await page.goto(`/verify-email?error=${code}`);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send new verification email' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    });
  }

  test('an unknown token: loading, then the invalid-link error', async ({ page }) => {
    await page.goto('/verify-email?token=this-token-does-not-exist-anywhere');
    await expect(page.getByText('The verification link is invalid.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email\?error=invalid_token$/);
  });

  test("signed out, 'Send new verification email' leads to sign-in ('Please sign in', then /login)", async ({ page }) => {
    await page.goto('/verify-email?error=invalid_or_expired');
    await page.getByRole('button', { name: 'Send new verification email' }).click();
    await expect(toast(page, 'Please sign in')).toContainText('You need to be signed in to access this feature.');
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  });
});
