import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';
import { stations } from './stations';

const { timestamp, uuidPk } = pgColumns;

/** PostgreSQL twin of schema/blackouts.ts. */
export const stationBlackouts = pgTable(
  'station_blackouts',
  {
    id: uuidPk(),
    stationId: text('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('station_blackouts_station_idx').on(t.stationId, t.fromDate)],
);
