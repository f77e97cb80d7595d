import type { z } from 'zod';
import { MESSAGES, type orderGroupSchema, type PublicStation } from '@app/core';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/random';
import type { CreateOrderOptions } from './create-order';
import { placeOrders } from './place-orders';

/** The answer to a request for several stations. */
export type OrderGroup = z.infer<typeof orderGroupSchema>;

/**
 * One request for several stations (stationIds): one order per station, all in one transaction
 * and sharing a requestGroupId, or none at all. A hidden or unknown station refuses the whole
 * request with 400 naming it (hidden and unknown look the same).
 */
export async function createOrderGroup(opts: CreateOrderOptions): Promise<OrderGroup> {
  const ids = opts.input.stationIds ?? [];
  const stations: PublicStation[] = [];
  for (const id of ids) {
    const station = await opts.catalogue.get(id);
    if (!station) {
      const message = MESSAGES.stationMissingNamed(id);
      throw new AppError(400, message, 'station_missing', { stationIds: [message] });
    }
    stations.push(station);
  }
  const requestGroupId = newId();
  const orders = await placeOrders({ ...opts, stations, requestGroupId, answer: (created) => ({ requestGroupId, orders: created }) });
  return { requestGroupId, orders };
}
