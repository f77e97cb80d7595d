import { MESSAGES, type Order } from '@app/core';
import { AppError } from '../../lib/errors';
import type { StationCatalogue } from '../stations/create-station-catalogue';
import { placeOrders, type BookingRequestOptions } from './place-orders';

export interface CreateOrderOptions extends BookingRequestOptions {
  catalogue: Pick<StationCatalogue, 'get'>;
}

/**
 * Stores a booking request for one station (see placeOrders); 400 for a hidden or unknown
 * station, the same answer for both, so hidden stations stay invisible.
 */
export async function createOrder(opts: CreateOrderOptions): Promise<Order> {
  const station = await opts.catalogue.get(opts.input.stationId ?? '');
  if (!station) throw new AppError(400, MESSAGES.stationMissing, 'station_missing', { stationId: [MESSAGES.stationMissing] });
  const [order] = await placeOrders({ ...opts, stations: [station], requestGroupId: null, answer: ([o]) => o });
  if (!order) throw new Error('placeOrders returned no order');
  return order;
}
