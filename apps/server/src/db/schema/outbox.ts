import { sqliteTables } from '../tables';

/** SQLite build of db/tables/outbox.ts. */
export const { outbox } = sqliteTables;
export type { MailAttachment } from '../tables/outbox';
