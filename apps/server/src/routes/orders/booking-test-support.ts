import { expect } from 'vitest';
import { count } from 'drizzle-orm';
import type { ApiErrorBody, Order } from '@app/core';
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

const countOf = async (app: TestApp, table: typeof orders | typeof outbox) => (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** How many orders and outbox rows exist. */
export const rowCounts = async (app: TestApp) => ({ orders: await countOf(app, orders), outbox: await countOf(app, outbox) });

/** Posts an order that must be refused with `status` and leave nothing behind; returns the error body. */
export async function refusedOrder(app: TestApp, payload: unknown, status = 400): Promise<ApiErrorBody> {
  const before = await rowCounts(app);
  const res = await app.request('/api/orders', { json: payload });
  expect(res.status).toBe(status);
  const err = (await res.json()) as ApiErrorBody;
  expect(typeof err.message).toBe('string');
  expect(err.message.length).toBeGreaterThan(0);
  expect(await rowCounts(app)).toEqual(before);
  return err;
}

/** The token of the manage link in an email's text ('none' without one). */
export const manageTokenIn = (text: string | undefined): string => /\/manage\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? 'none';

/** Books through POST /api/orders, sends the receipt, and returns the order with the manage token the receipt carries. */
export async function bookWithManageLink(app: TestApp, body: unknown, headers: Record<string, string> = {}): Promise<{ order: Order; token: string }> {
  const res = await app.request('/api/orders', { json: body, headers });
  expect(res.status).toBe(201);
  const order = (await res.json()) as Order;
  await app.outbox.drain();
  const receipt = app.transport.sent.find((m) => m.to === order.email && m.subject === `We received your booking request ${order.orderNumber}`);
  const token = manageTokenIn(receipt?.text);
  expect(token, 'a manage link in the receipt').not.toBe('none');
  return { order, token };
}
