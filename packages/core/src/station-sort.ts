// Apart from the matcher so a page that only reads the sort from its URL does not load the matcher.

/** Ways a station list can be ordered: by rate (stations without a rate last either way), market or call letters. */
export const STATION_SORTS = ['rate', '-rate', 'market', 'callLetters'] as const;
export type StationSort = (typeof STATION_SORTS)[number];
