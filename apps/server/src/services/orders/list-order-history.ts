import { isOrderStatus, type OrderHistoryEntry } from '@app/core';
import type { Db } from '../../db/client';
import { listAuditEntries, type AuditEntry } from '../audit/list-audit-entries';
import type { OrderRow } from './order-json';

export interface ListOrderHistoryOptions {
  db: Pick<Db, 'select'>;
  order: OrderRow;
}

/**
 * The status history of an order: created as pending, then every status change an operator
 * made, from the audit log.
 */
export async function listOrderHistory({ db, order }: ListOrderHistoryOptions): Promise<OrderHistoryEntry[]> {
  return orderHistoryOf(order, await listAuditEntries({ db, targetType: 'order', targetId: order.id }));
}

/** The status history of an order from its audit entries (oldest first). */
export function orderHistoryOf(order: Pick<OrderRow, 'createdAt'>, entries: AuditEntry[]): OrderHistoryEntry[] {
  const history: OrderHistoryEntry[] = [{ status: 'pending', at: order.createdAt, by: null }];
  for (const entry of entries) {
    const after = entry.after as { status?: unknown } | null;
    if (entry.action === 'order.status' && isOrderStatus(after?.status)) {
      history.push({ status: after.status, at: entry.createdAt, by: entry.adminUsername });
    }
  }
  return history;
}
