// Changing a password from the signed-in user menu: the current password, a new one that is
// not common, and every other device signed out.
import { expect, test } from './support/fixtures';
import { apiRegister, PASSWORD, signIn, toast } from './support/auth-helpers';

const NEW_PASSWORD = 'a fresh and rare passphrase';

test('the user menu opens Change password; wrong, common and good passwords; other sessions end', async ({ page, request }) => {
  const account = await apiRegister(request);
  // Another device, signed in before the change.
  expect((await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } })).ok()).toBe(true);
  expect((await request.get('/api/auth/user')).status()).toBe(200);

  await signIn(page, account.email);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

  // The form's own rules, in the browser.
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();

  // A wrong current password, told on its field.
  await page.getByLabel('Current password').fill('not my password at all');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  // Told on the field and in a toast: the field's own message is the one checked here.
  await expect(page.locator('#change-current-password-error')).toHaveText('Your current password is not correct');

  // A common new password, refused by the server with its exact text.
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('iloveyou123');
  await page.getByLabel('Confirm new password').fill('iloveyou123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password not changed')).toBeVisible();
  await expect(page.getByText('This password is too common. Choose a less common one.').first()).toBeVisible();

  // A good one.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expect(page.getByText('Every other device was signed out.')).toBeVisible();
  // The earlier failure's toast does not stay beside the success.
  // (Counted at once: the toast would leave by itself after 4 seconds.)
  expect(await page.locator('[data-slot="toast"][data-state="open"]').filter({ hasText: 'Password not changed' }).count()).toBe(0);

  // This browser is still signed in; the other device is not.
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  expect((await request.get('/api/auth/user')).status()).toBe(401);
  // The new password signs in; the old one does not.
  expect((await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: account.email, password: NEW_PASSWORD } })).ok()).toBe(true);
});
