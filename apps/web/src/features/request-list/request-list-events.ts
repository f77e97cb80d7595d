// Kept apart from the store so the page can tell whether to load the list without loading it.

/** The browser storage key of the request list. */
export const REQUEST_LIST_KEY = 'spotlight-request-list';
/** Fired on window when a station is added, so the page can load the list's bar on demand. */
export const REQUEST_LIST_EVENT = 'spotlight:request-list';

/** Does the browser hold a non-empty request list? Read without loading the store. */
export function hasStoredRequestList(): boolean {
  try {
    const raw = localStorage.getItem(REQUEST_LIST_KEY);
    return !!raw && /"stations":\[\{/.test(raw);
  } catch {
    return false;
  }
}
