// Test support for the pure search and chat rules: catalogue rows written one line each.
import type { PublicStation } from '../api-types';

export type StationOf = (
  callLetters: string,
  affiliate: string,
  market: string,
  state: string,
  city: string,
  showName?: string | null,
  rate?: number | null,
  isHidden?: boolean,
) => PublicStation;

/**
 * Returns `station(callLetters, affiliate, market, state, city, showName?, rate?, isHidden?)`,
 * which builds one public station with a fresh id; what a call leaves out comes from `defaults`.
 */
export function stationMaker(defaults: { showName: string | null; rate: number | null }): StationOf {
  let seq = 0;
  return (callLetters, affiliate, market, state, city, showName = defaults.showName, rate = defaults.rate, isHidden = false) => ({
    id: `s${++seq}`,
    callLetters,
    affiliate,
    market,
    state,
    city,
    showName,
    link: null,
    rate,
    isHidden,
  });
}
