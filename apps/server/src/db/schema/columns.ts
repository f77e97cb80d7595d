import { integer, text } from 'drizzle-orm/sqlite-core';

/** Primary key: a random UUID made by the application (see lib/random.ts). */
export const uuidPk = () => text('id').primaryKey();
/** ISO 8601 UTC timestamp, written by the application from the injected clock. */
export const timestamp = (name: string) => text(name);
export const bool = (name: string) => integer(name, { mode: 'boolean' });
