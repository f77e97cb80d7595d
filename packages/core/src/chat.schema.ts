import { z } from 'zod';
import type { chatStationCountsSchema } from './api-schemas';
import { requiredText } from './fields';

/** Longest chat question kept in the log (longer ones are refused, not cut). */
export const CHAT_QUERY_MAX = 500;
/** Landing-page searches that found nothing are kept to this many characters. */
export const SEARCH_MISS_MAX = 100;

/** POST /api/chat/log: one question of the chat assistant and how many stations it found. */
export const chatLogInputSchema = z.object({
  query: requiredText('Query is required', CHAT_QUERY_MAX, 'Query'),
  resultsCount: z
    .number({ error: 'Results count must be a whole number' })
    .int({ error: 'Results count must be a whole number' })
    .min(0, { error: 'Results count cannot be negative' })
    .max(1_000_000, { error: 'Results count is too large' }),
});
export type ChatLogInput = z.output<typeof chatLogInputSchema>;

/** POST /api/chat/search-miss: a station search that found nothing (trimmed, lower-cased, cut to 100). */
export const searchMissInputSchema = z.object({
  query: requiredText('Query is required', CHAT_QUERY_MAX, 'Query').transform((q) => q.toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_MISS_MAX).trim()),
});
export type SearchMissInput = z.output<typeof searchMissInputSchema>;

/** GET /api/chat/stats: the counts the assistant quotes when nothing matched. */
export type ChatStationCounts = z.infer<typeof chatStationCountsSchema>;
