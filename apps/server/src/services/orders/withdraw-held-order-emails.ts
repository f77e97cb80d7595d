import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { UNDO_WINDOW_MS } from '@app/core';
import type { AppDeps } from '../../context';
import { orderEvents } from '../../db/schema';
import type { Tx } from '../../db/transaction';

export interface WithdrawHeldOrderEmailsOptions {
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer'>;
  order: { id: string; threadMessageId: string | null };
}

/**
 * The requester cancelled while an operator's change was still in its undo window: what that
 * change announced will not happen, so its emails about this order that have not left (a
 * confirmation, an update, the request to the station) never will, and the cancellation is the
 * last word. Only this order's: a bulk change's emails about other orders still leave. Returns
 * the changes whose emails were withdrawn.
 */
export async function withdrawHeldOrderEmails({ tx, deps, order }: WithdrawHeldOrderEmailsOptions): Promise<string[]> {
  // Every email about an order shares its thread; orders from before threads have nothing held.
  if (!order.threadMessageId) return [];
  const since = new Date(deps.clock.now().getTime() - UNDO_WINDOW_MS).toISOString();
  const recent = await tx
    .selectDistinct({ changeId: orderEvents.changeId })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), isNotNull(orderEvents.changeId), gte(orderEvents.at, since)));
  const withdrawn: string[] = [];
  for (const { changeId } of recent) {
    if (changeId && (await deps.mailer.cancelChange(tx, changeId, order.threadMessageId)) > 0) withdrawn.push(changeId);
  }
  return withdrawn;
}
