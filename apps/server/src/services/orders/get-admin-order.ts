import type { AdminOrderDetails } from '@app/core';
import type { AppDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { overdueCutoff } from './business-hours';
import { loadAdminOrdersJson } from './load-admin-orders-json';
import { findOrderWithStation } from './find-order-with-station';
import { listAdminOrderEvents } from './list-admin-order-events';
import { listOrderHistory } from './list-order-history';
import { readAdminOrderDetails } from './admin-order-details-statement';
import { getStationRequestInfo } from '../producer/get-station-request-info';

export interface GetAdminOrderOptions {
  /** `db` may be a transaction's, to answer with what it has just written. */
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  id: string;
}

/** One order with its whole station (contact fields included), status history and every history row; 404 if unknown. */
export async function getAdminOrder({ deps, id }: GetAdminOrderOptions): Promise<AdminOrderDetails> {
  const { db } = deps;
  const cutoff = overdueCutoff(deps.clock.now(), deps.config.businessTimeZone);
  // PostgreSQL reads it all in one statement (admin-order-details-statement.ts).
  const once = await readAdminOrderDetails(db, id, cutoff);
  if (once !== undefined) {
    if (!once) throw notFound('Request not found');
    return once;
  }
  const found = await findOrderWithStation({ db, id });
  if (!found) throw notFound('Request not found');
  const [order] = await loadAdminOrdersJson({
    db,
    rows: [found],
    overdueCutoff: cutoff,
    station: 'full',
  });
  if (!order) throw notFound('Request not found');
  return {
    ...order,
    history: await listOrderHistory({ db, order: found.order }),
    events: await listAdminOrderEvents({ db, orderId: id }),
    stationRequest: await getStationRequestInfo({ db, orderId: id }),
  };
}
