import type { Db } from '../../db/client';
import { adminStationJson, type StationRow } from '../stations/station-json';
import { enqueueWebhookEvents } from './enqueue-webhook-events';

/** Queues station.changed (data: the station's admin JSON as written, or as it was when deleted), in the write's transaction. */
export async function enqueueStationChanged({ tx, station, at }: { tx: Pick<Db, 'insert' | 'select'>; station: StationRow; at: string }): Promise<void> {
  await enqueueWebhookEvents({ tx, types: ['station.changed'], at, data: () => adminStationJson(station) });
}
