// The chat assistant's matcher: the question read by the chat parser, with the station search's
// forgiveness (station-search.ts): misspelt places are read as the nearest known name, ambiguous
// place words are asked about instead of guessed, and a question that matches nothing within a
// place falls back to that place's stations.
import type { PublicStation } from './api-types';
import { applyChatFilters, describeChatAnswer, hasChatCriteria, type ChatAnswer, type ChatAnswerContext } from './chat-answer';
import { parseChatQuery, type ChatCatalogue, type ChatFilters } from './chat-query';
import { ALL_WORDS, CHAT_AFFILIATES, chatPhrase, COMMON_WORDS, STOPWORDS } from './chat-words';
import { AMBIGUOUS_SEARCHES, nearestPlaceName, searchStations, stationMatchesWords, TYPO_MIN_LENGTH, type SearchReading } from './station-search';

export interface ChatMatch {
  matches: PublicStation[];
  filters: ChatFilters;
  /** The question as read after correcting misspelt places ('Stations in California'). */
  corrected?: string;
  /** The word that names several places, and its readings (every one answered). */
  ambiguous?: { word: string; readings: SearchReading[] };
  /** Nothing matched every detail: these are the stations of the place asked about. */
  placeFallback?: boolean;
}

const AFFILIATE_WORDS = new Set(CHAT_AFFILIATES.map((a) => a.toLowerCase()));
// Words after an ambiguous place word that settle it ('Washington DC', 'Washington state').
const SETTLING = new Set(['dc', 'd', 'state']);

/** Words of the question that could be misspelt places: long, not question words, matching no station. */
function isUnknownWord(word: string, stations: readonly PublicStation[]): boolean {
  return (
    word.length >= TYPO_MIN_LENGTH &&
    !STOPWORDS.has(word) &&
    !ALL_WORDS.has(word) &&
    !COMMON_WORDS.has(word) &&
    !AFFILIATE_WORDS.has(word) &&
    !/\d/.test(word) &&
    !stations.some((s) => stationMatchesWords(s, [word]))
  );
}

/** The question with each misspelt place replaced by the name it is nearest to, or null when none was. */
function correctPlaces(question: string, stations: readonly PublicStation[]): string | null {
  let changed = false;
  const words = question.split(/(\s+)/).map((part) => {
    const phrase = chatPhrase(part);
    if (!phrase || phrase.includes(' ') || !isUnknownWord(phrase, stations)) return part;
    const near = nearestPlaceName(phrase, stations);
    if (!near) return part;
    changed = true;
    return part.replace(/[A-Za-z]+/, near);
  });
  return changed ? words.join('') : null;
}

/** An ambiguous place word in the question that nothing after it settles ('Washington', not 'Washington DC'). */
function ambiguousWord(question: string): string | null {
  const words = chatPhrase(question).split(' ');
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    // Two-letter codes stay the states they name in the chat ('LA' is Louisiana).
    if (w.length >= 3 && Object.hasOwn(AMBIGUOUS_SEARCHES, w) && !SETTLING.has(words[i + 1] ?? '')) return w;
  }
  return null;
}

const placeFilters = (f: ChatFilters): ChatFilters => ({
  ...(f.states ? { states: f.states } : {}),
  ...(f.markets ? { markets: f.markets } : {}),
  ...(f.cities ? { cities: f.cities } : {}),
});

/** The stations a chat question asks for, read with the search's forgiveness. `stations` are the visible ones. */
export function matchChatQuestion(question: string, stations: readonly PublicStation[], catalogue: ChatCatalogue): ChatMatch {
  const word = ambiguousWord(question);
  if (word) {
    // Every reading's stations, narrowed by the rest of the question (network, price, show).
    const answer = searchStations(stations, { q: word });
    const rest = parseChatQuery(question.replace(new RegExp(`\\b${word}\\b`, 'i'), ' '), catalogue);
    const { states: _s, markets: _m, cities: _c, ...others } = rest;
    const matches = hasChatCriteria(others) && !others.all ? applyChatFilters(answer.stations, others) : answer.stations;
    return { matches, filters: rest, ambiguous: { word, readings: answer.ambiguous ?? [] } };
  }
  const corrected = correctPlaces(question, stations);
  const read = corrected ?? question;
  const filters = parseChatQuery(read, catalogue);
  const matches = applyChatFilters(stations, filters);
  const base: ChatMatch = { matches, filters, ...(corrected ? { corrected } : {}) };
  if (matches.length > 0) return base;
  // Nothing has every detail asked for: the place's own stations are the next best answer.
  const place = placeFilters(filters);
  if (Object.keys(place).length && Object.keys(place).length < Object.keys(filters).length) {
    const inPlace = applyChatFilters(stations, place);
    if (inPlace.length) return { ...base, matches: inPlace, placeFallback: true };
  }
  return base;
}

/** 'a or b', 'a, b or c'. */
const either = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** The assistant's reply to a matched question: what was corrected, asked or relaxed, then the stations. */
export function describeChatMatch(match: ChatMatch, context: ChatAnswerContext): ChatAnswer {
  const reply = describeChatAnswer(match.matches, { ...context, filters: match.filters });
  if (match.ambiguous) {
    const { word, readings } = match.ambiguous;
    const shown = word.charAt(0).toUpperCase() + word.slice(1);
    return { ...reply, text: `"${shown}" can mean ${either(readings.map((r) => r.label))}: which one do you mean? Meanwhile, stations of both. ${reply.text}` };
  }
  if (match.placeFallback) {
    const places = [...(match.filters.markets ?? []), ...(match.filters.cities ?? []), ...(match.filters.states ?? [])];
    const text = describeChatAnswer(match.matches, { ...context, query: places.join(', ') }).text;
    return {
      ...reply,
      text: `No station matches every detail of "${context.query.trim().slice(0, 100)}". Here are the stations in ${either(places)} instead. ${text}`,
    };
  }
  if (match.corrected) return { ...reply, text: `Showing results for "${match.corrected}". ${reply.text}` };
  return reply;
}
