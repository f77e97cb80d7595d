// The one station matcher: the public search (GET /api/stations, the results page) and the chat
// assistant both read station names through the functions here, so a station found by one is
// found by the other.
import type { PublicStation } from './api-types';
import { CATALOGUE_NOUNS, chatPhrase } from './chat-words';
import { expandSearchTerm, MAJOR_CITIES, resolveState, US_STATES } from './states';
import type { StationSort } from './station-sort';

export { STATION_SORTS, type StationSort } from './station-sort';

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.name]));

/** The comparable fields of a station: call letters, network, market, city, state code and name, show. */
function fieldsOf(s: PublicStation): string[] {
  return [s.callLetters, s.affiliate, s.market, s.city, s.state, STATE_NAMES.get(s.state ?? '') ?? '', s.showName].map((f) => chatPhrase(f ?? ''));
}

/**
 * Does every word appear in one of the station's fields? Words of one or two letters must be
 * whole words ('or' is Oregon's code, not part of 'Orlando'); longer ones may be part of a word.
 */
export function stationMatchesWords(s: PublicStation, words: readonly string[]): boolean {
  if (!words.length) return true;
  const fields = fieldsOf(s);
  return words.every((w) => fields.some((f) => (w.length <= 2 ? ` ${f} `.includes(` ${w} `) : f.includes(w))));
}

/** The parts of a market name: 'Dallas-Fort Worth' is also 'dallas' and 'fort worth'; 'Portland, OR' is 'portland'. */
export function marketParts(market: string): string[] {
  const whole = chatPhrase(market);
  const parts = market
    .replace(/,\s*[A-Za-z]{2}\s*$/, '')
    .split(/\s*[-–/]\s*/)
    .map(chatPhrase)
    .filter(Boolean);
  return [...new Set([whole, ...parts])];
}

/** Names in reading order (case and accents aside), then by code point: one order whatever the database's collation. */
const byText = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/** The catalogue's own order, whatever the database: by market, then call letters (sort=market's). */
export const byMarket = (a: PublicStation, b: PublicStation): number => byText(a.market, b.market) || byText(a.callLetters, b.callLetters);

/** A sorted copy of `list`; equal keys keep their order. */
export function sortStations(list: readonly PublicStation[], sort: StationSort | undefined): PublicStation[] {
  const out = [...list];
  if (!sort) return out;
  if (sort === 'market') out.sort(byMarket);
  else if (sort === 'callLetters') out.sort((a, b) => byText(a.callLetters, b.callLetters));
  else {
    const sign = sort === 'rate' ? 1 : -1;
    out.sort((a, b) => {
      if (a.rate === null || b.rate === null) return (a.rate === null ? 1 : 0) - (b.rate === null ? 1 : 0);
      return sign * (a.rate - b.rate);
    });
  }
  return out;
}

/** One reading of an ambiguous word: its label, the unambiguous search that shows only it, and what it matches. */
export interface SearchReading {
  label: string;
  query: string;
  state?: string;
  market?: string;
}

/**
 * Words that name two places. A search for one answers the stations of every reading and names
 * the readings, so the visitor can pick one instead of the search guessing.
 */
export const AMBIGUOUS_SEARCHES: Readonly<Record<string, readonly SearchReading[]>> = {
  washington: [
    { label: 'Washington (state)', query: 'WA', state: 'WA' },
    { label: 'Washington, DC', query: 'Washington, DC', state: 'DC' },
  ],
  la: [
    { label: 'Los Angeles', query: 'Los Angeles', market: 'Los Angeles' },
    { label: 'Louisiana', query: 'Louisiana', state: 'LA' },
  ],
};

/** Typos are corrected only in words at least this long, and only within this many edits. */
export const TYPO_MIN_LENGTH = 5;
export const TYPO_MAX_EDITS = 2;

/**
 * Edits (insert, delete, replace, swap of neighbours) between a and b, or max + 1 once it is
 * certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max = TYPO_MAX_EDITS): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return Math.min(prev[b.length] ?? max + 1, max + 1);
}

interface Vocabulary {
  /** Comparable form -> the name as it should be shown ('california' -> 'California'). */
  names: Map<string, string>;
}

const vocabularies = new WeakMap<readonly PublicStation[], Vocabulary>();
const titleCase = (phrase: string) => phrase.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The place names a search can be corrected to: states, the list's markets and cities, major cities. */
function vocabularyOf(list: readonly PublicStation[]): Vocabulary {
  let v = vocabularies.get(list);
  if (v) return v;
  const names = new Map<string, string>();
  const add = (shown: string) => {
    const key = chatPhrase(shown);
    if (key.length >= TYPO_MIN_LENGTH - TYPO_MAX_EDITS && !names.has(key)) names.set(key, shown);
  };
  for (const s of US_STATES) add(s.name);
  for (const s of list) {
    add(s.market);
    for (const part of marketParts(s.market)) if (!names.has(part)) add(titleCase(part));
    if (s.city) add(s.city);
  }
  for (const city of Object.keys(MAJOR_CITIES)) add(titleCase(city));
  v = { names };
  vocabularies.set(list, v);
  return v;
}

/** The known name nearest to `phrase` within two edits, or null (ties go to the first known: states before markets). */
function nearestName(phrase: string, vocabulary: Vocabulary): string | null {
  if (phrase.replace(/ /g, '').length < TYPO_MIN_LENGTH) return null;
  let best: string | null = null;
  let bestDistance = TYPO_MAX_EDITS + 1;
  for (const [key, shown] of vocabulary.names) {
    const d = editDistance(phrase, key, TYPO_MAX_EDITS);
    if (d < bestDistance) {
      best = shown;
      bestDistance = d;
      if (d === 0) break;
    }
  }
  return bestDistance >= 1 && bestDistance <= TYPO_MAX_EDITS ? best : null;
}

/**
 * The place name (state, market, city) a misspelt word is read as, within two edits, or null:
 * the chat reads typos with the same vocabulary and limits as the search.
 */
export function nearestPlaceName(word: string, list: readonly PublicStation[]): string | null {
  return nearestName(chatPhrase(word), vocabularyOf(list));
}

export interface StationSearchInput {
  /** Free text: a state, city, market, network, call letters or show. */
  q?: string | undefined;
  /** A state's name or USPS code. */
  state?: string | undefined;
  /** Part of a market name. */
  market?: string | undefined;
  /** A network, any case: 'nbc'. */
  affiliate?: string | undefined;
  /** Whole dollars; stations without a rate are left out. */
  maxRate?: number | undefined;
  sort?: StationSort | undefined;
}

export interface StationSearchAnswer {
  stations: PublicStation[];
  /** The name a misspelt search was read as ('California' for 'Calfornia'). */
  corrected?: string;
  /** The readings of an ambiguous search, every one of them answered ('Washington (state)', 'Washington, DC'). */
  ambiguous?: SearchReading[];
}

/** Stations of a state, plus any station of a market that bears the state's name (New York's WNET is licensed in New Jersey). */
function stationsOfPlace(list: readonly PublicStation[], phrase: string): PublicStation[] | null {
  const state = resolveState(phrase);
  const inMarket = (s: PublicStation) => marketParts(s.market).includes(phrase);
  if (state) return list.filter((s) => s.state === state.code || inMarket(s));
  const market = list.filter(inMarket);
  return market.length ? market : null;
}

/** Words that say what is looked for, not which station: 'Texas stations', 'TV stations in Ohio', 'New York State', 'WCBS-TV'. */
const FILLER_WORDS: ReadonlySet<string> = new Set([...CATALOGUE_NOUNS, 'state', 'in', 'of', 'the', 'near', 'around']);

/** The free-text part of a search, without filters: what the text names, and how it was read. */
function matchText(list: readonly PublicStation[], text: string, vocabulary: Vocabulary): StationSearchAnswer {
  const phrase = chatPhrase(text);
  // Blank text searches nothing; text of symbols only ('%', '?') names no station.
  if (!phrase) return { stations: text.trim() ? [] : [...list] };
  const readings = Object.hasOwn(AMBIGUOUS_SEARCHES, phrase) ? AMBIGUOUS_SEARCHES[phrase] : undefined;
  if (readings) {
    const stations = list.filter((s) =>
      readings.some((r) => (r.state !== undefined && s.state === r.state) || (r.market !== undefined && s.market === r.market)),
    );
    return { stations, ambiguous: [...readings] };
  }
  const place = stationsOfPlace(list, phrase);
  if (place) return { stations: place };
  const words = phrase.split(' ');
  const direct = list.filter((s) => stationMatchesWords(s, words));
  if (direct.length) return { stations: direct };
  // Read without the words that only say what is looked for, when something else is left.
  const kept = words.filter((w) => !FILLER_WORDS.has(w));
  if (kept.length && kept.length < words.length) {
    const rest = kept.join(' ');
    // 'Washington state', 'New York State': the state itself, not a market of the same name.
    const state = words.includes('state') ? resolveState(rest) : null;
    if (state) return { stations: list.filter((s) => s.state === state.code) };
    const again = matchText(list, rest, vocabulary);
    if (again.stations.length) return again;
  }
  // A major city with no station of its own: the stations of its state.
  const expanded = expandSearchTerm(text);
  if (expanded.city && expanded.state) {
    const code = expanded.state.code;
    return { stations: list.filter((s) => s.state === code) };
  }
  // A misspelling: the whole text as one name ('Los Angelos'), else each long word that matches nothing.
  const whole = nearestName(phrase, vocabulary);
  if (whole) {
    const again = matchText(list, whole, vocabulary);
    if (again.stations.length) return { ...again, corrected: whole };
  }
  let changed = false;
  const fixed = words.map((w) => {
    if (w.length < TYPO_MIN_LENGTH || list.some((s) => stationMatchesWords(s, [w]))) return w;
    const near = nearestName(w, vocabulary);
    if (near && !near.includes(' ')) {
      changed = true;
      return near;
    }
    return w;
  });
  if (changed) {
    const corrected = fixed.map((w, i) => (w === words[i] ? (text.trim().split(/\s+/)[i] ?? w) : w)).join(' ');
    const again = list.filter((s) => stationMatchesWords(s, fixed.map(chatPhrase)));
    if (again.length) return { stations: again, corrected };
  }
  return { stations: [] };
}

/**
 * Visible stations matching a search (hidden stations never match), filtered, then sorted.
 * The answer says when a misspelling was corrected and when the words had several readings.
 */
export function searchStations(list: readonly PublicStation[], input: StationSearchInput): StationSearchAnswer {
  let out = list.filter((s) => !s.isHidden);
  // A misspelt state or market filter is read as the name within two edits, as the free text is.
  let filterCorrected: string | undefined;
  // A blank filter filters nothing, as a blank market or text does.
  if (input.state !== undefined && input.state.trim() !== '') {
    let st = resolveState(input.state);
    if (!st) {
      const near = nearestName(chatPhrase(input.state), vocabularyOf(list));
      st = near ? resolveState(near) : null;
      if (st) filterCorrected = st.name;
    }
    out = st ? out.filter((s) => s.state === st.code) : [];
  }
  if (input.market !== undefined) {
    const m = chatPhrase(input.market);
    const inMarket = (phrase: string) => out.filter((s) => chatPhrase(s.market).includes(phrase));
    if (m) {
      const found = inMarket(m);
      const near = found.length ? null : nearestName(m, vocabularyOf(list));
      const again = near ? inMarket(chatPhrase(near)) : [];
      if (near && again.length) filterCorrected = near;
      out = again.length ? again : found;
    }
  }
  if (input.affiliate !== undefined) {
    const a = input.affiliate.trim().toUpperCase();
    if (a) out = out.filter((s) => s.affiliate.trim().toUpperCase() === a);
  }
  if (input.maxRate !== undefined) {
    const max = input.maxRate;
    out = out.filter((s) => s.rate !== null && s.rate <= max);
  }
  // Corrections come from the whole list, so a filter does not change what a typo is read as.
  const answer = input.q !== undefined ? matchText(out, input.q, vocabularyOf(list)) : { stations: out };
  const corrected = answer.corrected ?? filterCorrected;
  return { ...answer, ...(corrected ? { corrected } : {}), stations: sortStations(answer.stations, input.sort) };
}
