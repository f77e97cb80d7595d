import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, uuidPk } from './columns';
import { stations } from './stations';

/** Date ranges (inclusive, YYYY-MM-DD) on which a station takes no interviews; kept by operators. */
export const stationBlackouts = sqliteTable(
  'station_blackouts',
  {
    id: uuidPk(),
    stationId: text('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    /** Why, for operators only ('Holiday programming'). */
    note: text('note'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('station_blackouts_station_idx').on(t.stationId, t.fromDate)],
);
