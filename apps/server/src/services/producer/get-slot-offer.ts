import type { SlotOffer } from '@app/core';
import type { FindCustomerOrderOptions } from '../orders/find-customer-order';
import { findCustomerOrder } from '../orders/find-customer-order';
import { findSlotOffer } from './producer-request-json';

/** GET /api/orders/:id/slot-offer: the times the requester may choose from now, or null; 404 as findCustomerOrder. */
export async function getSlotOffer(opts: FindCustomerOrderOptions): Promise<SlotOffer | null> {
  const row = await findCustomerOrder(opts);
  return row.status === 'booking' ? findSlotOffer({ db: opts.db, orderId: row.id }) : null;
}
