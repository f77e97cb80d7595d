import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';

const { bool, timestamp, uuidPk } = pgColumns;

/** PostgreSQL twin of schema/stations.ts. */
export const stations = pgTable(
  'stations',
  {
    id: uuidPk(),
    callLetters: text('call_letters').notNull(),
    affiliate: text('affiliate').notNull(),
    market: text('market').notNull(),
    state: text('state'),
    city: text('city'),
    showName: text('show_name'),
    link: text('link'),
    rate: integer('rate'),
    isHidden: bool('is_hidden').notNull().default(false),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactTitle: text('contact_title'),
    mediaCompany: text('media_company'),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [uniqueIndex('stations_call_letters_unique').on(t.callLetters), index('stations_state_idx').on(t.state)],
);

/** Bumped by triggers on every write to the collection (migration 0001 of migrations-pg). */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});
