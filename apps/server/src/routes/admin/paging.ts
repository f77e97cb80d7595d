import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../services/orders/list-admin-orders';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';

/** ?limit= (default 500, at most 5,000) and ?offset= of the admin lists. */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE })
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int({ error: OFFSET_MESSAGE })
    .min(0, { error: OFFSET_MESSAGE })
    .max(Number.MAX_SAFE_INTEGER, { error: OFFSET_MESSAGE })
    .default(0),
});
