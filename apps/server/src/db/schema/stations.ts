import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, timestamp, uuidPk } from './columns';

export const stations = sqliteTable(
  'stations',
  {
    id: uuidPk(),
    callLetters: text('call_letters').notNull(),
    affiliate: text('affiliate').notNull(),
    market: text('market').notNull(),
    /** USPS code of the city of license, e.g. TX. */
    state: text('state'),
    city: text('city'),
    showName: text('show_name'),
    link: text('link'),
    /** Whole dollars, or null when the rate is to be agreed ('TBD'). */
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

/**
 * One row per cached collection, bumped by SQL triggers on every write to it (see the
 * catalogue_version migration), so caches stay right whoever writes: the API, the CLI, a backup restore.
 */
export const dataVersions = sqliteTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});
