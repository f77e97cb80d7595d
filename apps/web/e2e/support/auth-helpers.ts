// Shared by the account browser tests (auth.e2e.ts, auth-signed-in.e2e.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type TestServer } from './fixtures';

export const PASSWORD = 'correct horse battery staple';
let n = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}@example.test`;

// Booking dates follow "today" in BUSINESS_TIMEZONE (America/New_York by default).
const todayInZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
export function bookableDate(): string {
  const d = new Date(`${todayInZone()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 10);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export interface Account {
  email: string;
  firstName: string;
  lastName: string;
}

/** Creates an account through the API (the sign-up screen has its own tests). */
export async function apiRegister(request: APIRequestContext, extra: Record<string, string> = {}): Promise<Account> {
  const account = { email: uniqueEmail('user'), firstName: 'Rosa', lastName: 'Parks', ...extra };
  const res = await request.post('/api/auth/register', {
    data: { ...account, password: PASSWORD, confirmPassword: PASSWORD, userType: 'individual', ...extra },
  });
  expect(res.status()).toBe(201);
  return account;
}

/** The verification link of the `count`-th verification mail to `email`, as received over SMTP. */
export async function verificationLink(server: TestServer, email: string, count = 1): Promise<string> {
  const mails = () => server.mailbox.mails.filter((m) => m.to.includes(email) && /Verify your email/.test(m.subject));
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mails()[count - 1]!.raw)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** A toast (Radix renders them as status regions) by its title. */
export const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** A verified, signed-in account (registered through the API, verified through its email; the link completes only signed in). */
export async function verifiedSignIn(page: Page, server: TestServer, extra: Record<string, string> = {}): Promise<Account> {
  const account = await apiRegister(page.request, extra);
  await signIn(page, account.email);
  await page.goto(await verificationLink(server, account.email));
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return account;
}
