import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { AuditActor } from '../audit/record-audit';
import { adminActor } from './order-actors';
import { recordOrderEvent } from './record-order-event';
import { findOrderWithStation } from './find-order-with-station';

export interface AddOrderNoteOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  actor: AuditActor;
  id: string;
  text: string;
}

/** POST /api/admin/orders/:id/notes: an operator-only note in the order's history; 404 if unknown. */
export async function addOrderNote({ deps, actor, id, text }: AddOrderNoteOptions): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    if (!(await findOrderWithStation({ db: tx, id }))) throw notFound('Request not found');
    await recordOrderEvent({
      tx,
      orderId: id,
      at: deps.clock.now().toISOString(),
      actor: adminActor(actor.username),
      kind: 'note',
      to: text,
      internal: true,
      businessTimeZone: deps.config.businessTimeZone,
    });
  });
}
