import type { OrderStatus } from '@app/core';
import type { Db } from '../db/client';

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/**
 * user_profiles counters (totalBookings, confirmedBookings, totalSpent) kept in step with orders.
 * Called inside the transaction that creates an order or changes its status. The accounts
 * feature supplies the bodies.
 */
export function recordOrderCreated(_tx: Tx, _order: { userId: string | null; email: string; stationRate: number | null }): void {}

export function recordOrderStatusChanged(
  _tx: Tx,
  _order: { userId: string | null; email: string; stationRate: number | null },
  _before: OrderStatus,
  _after: OrderStatus,
): void {}
