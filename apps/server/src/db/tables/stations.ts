import type { Kit } from '../schema/columns';

export const stationsTable = (k: Kit) =>
  k.table(
    'stations',
    {
      id: k.uuidPk(),
      callLetters: k.text('call_letters').notNull(),
      affiliate: k.text('affiliate').notNull(),
      market: k.text('market').notNull(),
      /** USPS code of the city of license, e.g. TX. */
      state: k.text('state'),
      city: k.text('city'),
      showName: k.text('show_name'),
      link: k.text('link'),
      /** Whole dollars, or null when the rate is to be agreed ('TBD'). */
      rate: k.integer('rate'),
      isHidden: k.bool('is_hidden').notNull().default(false),
      contactName: k.text('contact_name'),
      contactEmail: k.text('contact_email'),
      contactPhone: k.text('contact_phone'),
      contactTitle: k.text('contact_title'),
      mediaCompany: k.text('media_company'),
      ...k.createdUpdated(),
    },
    (t) => [k.uniqueIndex('stations_call_letters_unique').on(t.callLetters), k.index('stations_state_idx').on(t.state)],
  );

/**
 * One row per cached collection, bumped by SQL triggers on every write to it (see the
 * catalogue_version migration of each dialect), so caches stay right whoever writes: the API, the
 * CLI, a backup restore.
 */
export const dataVersionsTable = (k: Kit) =>
  k.table('data_versions', {
    name: k.text('name').primaryKey(),
    version: k.integer('version').notNull().default(0),
  });
