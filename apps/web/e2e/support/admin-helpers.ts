// Helpers of the admin browser tests: API login, opening the panel with a token, making orders,
// reading table columns and CSV files.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect } from './fixtures';

export interface AdminStationJson {
  id: string;
  callLetters: string;
  affiliate: string;
  market: string;
  showName: string;
  rate: number | null;
  isHidden: boolean;
}

/** A bearer token from POST /api/admin/login. */
export async function loginToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Opens an admin page with the token already in localStorage (as after a login). */
export async function openAdmin(page: Page, token: string, path = '/admin'): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('admin_token', t), token);
  await page.goto(path);
}

/** GET an admin endpoint with the token. */
export async function apiJson<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** A weekday at least 10 days after today in New York: always a valid preferred date. */
export function bookableDate(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 10);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Books a visible station as a guest through the public API. */
export async function createOrder(
  request: APIRequestContext,
  fields: { email: string; clientName?: string; notes?: string; phone?: string; agencyName?: string; stationId?: string },
): Promise<{ id: string; orderNumber: string }> {
  const stations = (await (await request.get('/api/stations')).json()) as { id: string }[];
  const res = await request.post('/api/orders', {
    data: {
      agencyName: 'E2E Agency',
      contactName: 'Casey Contact',
      phone: '555-010-2000',
      interviewTopic: 'Winter wellness',
      preferredDate: bookableDate(),
      alternativeDate: '',
      notes: '',
      stationId: stations[0]!.id,
      clientName: 'E2E Client',
      ...fields,
    },
  });
  if (res.status() !== 201) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; orderNumber: string };
}

/** The texts of one column of a table body, top to bottom. */
export async function readColumn(table: Locator, index: number): Promise<string[]> {
  // Loading, or still showing the last answer while the next page, search or sort loads.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await table.locator('tbody tr').first().waitFor();
  return table.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index);
}

/** Reads the CSV exports (RFC 4180: CRLF rows, quoted fields, doubled quotes) with core's reader. */
export { parseCsv as csvRows } from '@app/core';

/** The Undo button of the toast titled `title` (the toast list item, beside its announced status). */
export const toastUndo = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Undo' });
