import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { UNDO_WINDOW_MS } from '@app/core';
import type { AppDeps } from '../../context';
import { orderEvents, outbox } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { customerChangeOpsEmail, type CustomerChange, type CustomerChangeOpsEmailInput } from '../../mail/templates/customer-change-ops-email';
import type { OrderRow } from './order-json';
import { orderMail } from './order-mail';

/**
 * How long the team's email about a customer's change waits before it leaves: a change that
 * follows within it replaces the waiting email with one that sums up the burst.
 */
export const CUSTOMER_CHANGE_SETTLE_MS = UNDO_WINDOW_MS;

export interface NotifyTeamOfCustomerChangeOptions {
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer' | 'config'>;
  /** The order as it is after the change. */
  order: OrderRow;
  station: CustomerChangeOpsEmailInput['station'];
  change: CustomerChange;
}

/**
 * Queues the team's (OPS_EMAIL) email about a change the requester made, held back for a short
 * settle. A burst of changes to one order (anyone holding the manage link can make many) is
 * one email: the one still waiting is cancelled and the new one sums up the burst, reporting the
 * dates from before its first change.
 */
export async function notifyTeamOfCustomerChange({ tx, deps, order, station, change }: NotifyTeamOfCustomerChangeOptions): Promise<void> {
  // Outbox rows tagged with this key are the order's team emails still waiting (cancelChange's key).
  const key = `customer-change:${order.id}`;
  const waiting = await tx
    .select({ createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.changeId, key), eq(outbox.status, 'pending')))
    .orderBy(asc(outbox.createdAt));
  let summed = change;
  let earlierChanges = 0;
  const burstStart = waiting[0]?.createdAt;
  if (burstStart) {
    await deps.mailer.cancelChange(tx, key);
    // This change's event is already written: the burst is every customer change since the waiting email.
    const burst = await tx
      .select({ kind: orderEvents.kind, from: orderEvents.from })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, order.id),
          eq(orderEvents.actor, 'customer'),
          inArray(orderEvents.kind, ['reschedule', 'cancel']),
          gte(orderEvents.at, burstStart),
        ),
      )
      .orderBy(asc(orderEvents.at));
    earlierChanges = Math.max(burst.length - 1, 1);
    const first = burst.find((e) => e.kind === 'reschedule');
    if (change.kind === 'reschedule' && first?.from) summed = { kind: 'reschedule', from: JSON.parse(first.from) as typeof change.from };
  }
  const message = customerChangeOpsEmail({ to: deps.config.opsEmail, order, station, change: summed, publicUrl: deps.config.publicUrl, earlierChanges });
  await deps.mailer.enqueue(tx, {
    ...orderMail(message, order, deps.config, 'team'),
    notBefore: new Date(deps.clock.now().getTime() + CUSTOMER_CHANGE_SETTLE_MS),
    changeId: key,
  });
}
