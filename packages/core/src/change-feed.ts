// The change feed (GET /api/admin/changes) as the server sends it and the console's replica reads it.
import type { z } from 'zod';
import type { changeRowSchemas, changeSchema, changesPageSchema } from './api-schemas';

export const CHANGE_ENTITIES = ['station', 'order', 'order_event', 'notification', 'chat_query'] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

export type ChangeOp = 'upsert' | 'delete';

/** What the feed carries for each entity: the admin API's JSON of the item (api-schemas.ts). */
export type ChangeRows = { [E in ChangeEntity]: z.infer<(typeof changeRowSchemas)[E]> };

export type ChangeRow = ChangeRows[ChangeEntity];

export type Change = z.infer<typeof changeSchema>;

/** One page of the feed: apply `changes` in order, keep `cursor`, ask again while `more`. */
export type ChangesPage = z.infer<typeof changesPageSchema>;
