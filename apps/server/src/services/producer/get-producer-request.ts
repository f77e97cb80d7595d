import type { ProducerRequest } from '@app/core';
import type { AppDeps } from '../../context';
import { findStationRequest } from './find-station-request';
import { producerRequestJson } from './producer-request-json';

export interface GetProducerRequestOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  token: string;
}

/** GET /api/producer/request?token=: the request a producer link belongs to; 404 for a bad or closed link. */
export async function getProducerRequest({ deps, token }: GetProducerRequestOptions): Promise<ProducerRequest> {
  const { order, station } = await findStationRequest({ db: deps.db, token });
  return producerRequestJson({ db: deps.db, order, station, clock: deps.clock, businessTimeZone: deps.config.businessTimeZone });
}
