import type { StationSort } from '@app/core';

// Apart from the search hook so the first page reads its URL without loading the search code.

/** What the results page filters and sorts by (all optional; they live in the URL). */
export interface StationFilters {
  affiliate?: string | undefined;
  maxRate?: number | undefined;
  sort?: StationSort | undefined;
}

/** The trimmed search text; blank means "no search". */
export const normalizeQuery = (query: string): string => query.trim().replace(/\s+/g, ' ');
