import type { OrderStatus } from '@app/core';
import type { Tx } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { recordOrderStatusChanged } from '../profiles/record-order-status-changed';

export interface RecordAdminStatusMoveOptions {
  tx: Tx;
  clock: Clock;
  actor: AuditActor;
  order: { id: string; userId: string | null; email: string; status: OrderStatus };
  /** The booked station's rate (what a completed booking adds to the amount spent). */
  stationRate: number | null;
  to: OrderStatus;
}

/**
 * What an operator's move of an order from its status to `to` records besides the row itself,
 * whether the move is a change or the undo of one: the owner's counters and the audit entry.
 */
export async function recordAdminStatusMove({ tx, clock, actor, order, stationRate, to }: RecordAdminStatusMoveOptions): Promise<void> {
  await recordOrderStatusChanged({
    tx,
    order: { userId: order.userId, email: order.email, stationRate },
    before: order.status,
    after: to,
    clock,
  });
  await recordAudit({
    tx,
    clock,
    actor,
    action: 'order.status',
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status },
    after: { status: to },
  });
}
