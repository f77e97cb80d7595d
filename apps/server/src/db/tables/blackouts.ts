import type { Kit } from '../schema/columns';
import type { stationsTable } from './stations';

/** Date ranges (inclusive, YYYY-MM-DD) on which a station takes no interviews; kept by operators. */
export const stationBlackoutsTable = (k: Kit, stations: ReturnType<typeof stationsTable>) =>
  k.table(
    'station_blackouts',
    {
      id: k.uuidPk(),
      stationId: k
        .text('station_id')
        .notNull()
        .references(() => stations.id, { onDelete: 'cascade' }),
      fromDate: k.text('from_date').notNull(),
      toDate: k.text('to_date').notNull(),
      /** Why, for operators only ('Holiday programming'). */
      note: k.text('note'),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.index('station_blackouts_station_idx').on(t.stationId, t.fromDate)],
  );
