import { expect } from 'vitest';
import { count } from 'drizzle-orm';
import type { ApiErrorBody } from '@app/core';
import { orders, outbox } from '../../db/schema';
import type { TestApp } from '../../test/helpers';

/** A valid order body for the helpers' default clock (Friday 20 November, New York), with overrides. */
export const orderBody = (stationId: string, over: Record<string, unknown> = {}) => ({
  agencyName: 'Bright PR',
  clientName: 'Dr. Jane Smith',
  contactName: 'Sam Lee',
  email: 'Sam@Example.com',
  phone: '(555) 123-4567',
  interviewTopic: 'Healthy holiday recipes',
  preferredDate: '2026-11-27',
  alternativeDate: '2026-11-30',
  notes: 'Prefers mornings',
  stationId,
  ...over,
});

const countOf = (app: TestApp, table: typeof orders | typeof outbox) => app.db.select({ n: count() }).from(table).get()?.n ?? 0;

/** How many orders and outbox rows exist. */
export const rowCounts = (app: TestApp) => ({ orders: countOf(app, orders), outbox: countOf(app, outbox) });

/** Posts an order that must be refused with `status` and leave nothing behind; returns the error body. */
export async function refusedOrder(app: TestApp, payload: unknown, status = 400): Promise<ApiErrorBody> {
  const before = rowCounts(app);
  const res = await app.request('/api/orders', { json: payload });
  expect(res.status).toBe(status);
  const err = (await res.json()) as ApiErrorBody;
  expect(typeof err.message).toBe('string');
  expect(err.message.length).toBeGreaterThan(0);
  expect(rowCounts(app)).toEqual(before);
  return err;
}
