import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { AuditActor } from '../audit/record-audit';
import { pruneDeletedOrders, removeOrder } from './remove-order';

export interface DeleteOrderOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  id: string;
}

/** DELETE /api/admin/orders/:id; 404 if unknown. */
export async function deleteOrder({ deps, actor, id }: DeleteOrderOptions): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    await pruneDeletedOrders({ tx, clock: deps.clock });
    if (!(await removeOrder({ tx, deps, actor, id }))) throw notFound('Request not found');
  });
}
