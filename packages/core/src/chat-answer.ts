// The chat assistant's matching and answers (hidden stations never match).
import type { PublicStation } from './api-types';
import type { ChatFilters } from './chat-filters';
import { chatPhrase } from './chat-words';
import { formatRate } from './format';
import { sortStations, stationMatchesWords } from './station-search';

/** At most this many station cards per answer. */
export const CHAT_MAX_CARDS = 5;

const lower = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();

/** Does the question ask for anything at all? ({} and { text: '' } do not.) */
export function hasChatCriteria(f: ChatFilters): boolean {
  return !!(
    f.all ||
    f.affiliates?.length ||
    f.states?.length ||
    f.markets?.length ||
    f.cities?.length ||
    f.callLetters?.length ||
    f.showWords?.length ||
    f.maxRate !== undefined ||
    f.minRate !== undefined ||
    f.text?.trim()
  );
}

/**
 * The stations a question asks for, in the given order. Hidden stations never match.
 * Values within a field are alternatives. Places (markets and cities) and states combine so that
 * 'Portland, Oregon' narrows Portland to Oregon while 'Houston and Ohio' gives both.
 */
export function applyChatFilters(stations: readonly PublicStation[], filters: ChatFilters): PublicStation[] {
  if (!hasChatCriteria(filters)) return [];
  const visible = stations.filter((s) => !s.isHidden);
  const affiliates = new Set((filters.affiliates ?? []).map((a) => a.toUpperCase()));
  const states = new Set((filters.states ?? []).map((s) => s.toUpperCase()));
  const markets = new Set((filters.markets ?? []).map(lower));
  const cities = new Set((filters.cities ?? []).map(lower));
  const calls = new Set((filters.callLetters ?? []).map((c) => c.trim().toUpperCase()));
  const shows = (filters.showWords ?? []).map(chatPhrase).filter(Boolean);
  const words = chatPhrase(filters.text ?? '')
    .split(' ')
    .filter(Boolean);

  const hasPlaces = markets.size > 0 || cities.size > 0;
  const inPlace = (s: PublicStation) => markets.has(lower(s.market)) || cities.has(lower(s.city));
  // A state that holds a named place qualifies it ('Portland, Oregon'); any other state stands alone.
  const qualifying = new Set(
    visible
      .filter(inPlace)
      .map((s) => (s.state ?? '').toUpperCase())
      .filter((c) => states.has(c)),
  );
  const standalone = new Set([...states].filter((c) => !qualifying.has(c)));
  const inLocation = (s: PublicStation) => {
    const state = (s.state ?? '').toUpperCase();
    if (!hasPlaces) return states.size === 0 || states.has(state);
    if (inPlace(s) && (qualifying.size === 0 || qualifying.has(state))) return true;
    return standalone.has(state);
  };

  const matches = visible.filter((s) => {
    if (affiliates.size && !affiliates.has(s.affiliate.trim().toUpperCase())) return false;
    if (!inLocation(s)) return false;
    if (calls.size && !calls.has(s.callLetters.trim().toUpperCase())) return false;
    if (shows.length) {
      const show = ` ${chatPhrase(s.showName ?? '')} `;
      if (!shows.some((w) => show.includes(` ${w} `))) return false;
    }
    if (filters.maxRate !== undefined && (s.rate === null || s.rate > filters.maxRate)) return false;
    if (filters.minRate !== undefined && (s.rate === null || s.rate < filters.minRate)) return false;
    if (!stationMatchesWords(s, words)) return false;
    return true;
  });
  return sortStations(matches, filters.sort);
}

export interface ChatAnswerContext {
  /** Stations in the network, hidden ones included. */
  total: number;
  /** Stations that can be booked (the ones searched). */
  visible: number;
  /** The question as asked. */
  query: string;
  /** The question's filters, to tailor the suggestions when nothing matched. */
  filters?: ChatFilters;
}

export interface ChatAnswer {
  text: string;
  /** The stations to show as cards: at most CHAT_MAX_CARDS. */
  cards: PublicStation[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** 'a, b and c'. */
function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const shortName = (s: PublicStation) => `${s.callLetters} (${[s.affiliate, s.market].filter(Boolean).join(', ')})`;

/** The networks among `stations`, most frequent first: 'NBC (12), CBS (10) and ABC (8)'. */
function networks(stations: readonly PublicStation[]): string {
  const counts = new Map<string, number>();
  for (const s of stations) {
    const a = s.affiliate.trim() || 'Other';
    counts.set(a, (counts.get(a) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return listing(sorted.map(([name, n]) => `${name} (${n})`));
}

function priceRange(stations: readonly PublicStation[]): string {
  const rates = stations.map((s) => s.rate).filter((r): r is number => r !== null);
  const onRequest = stations.length - rates.length;
  if (!rates.length) return 'None of them lists a rate yet: contact for pricing.';
  const low = formatRate(Math.min(...rates));
  const high = formatRate(Math.max(...rates));
  const span = low === high ? `All listed rates are ${low}` : `Rates range from ${low} to ${high}`;
  return `${span}${onRequest ? ` (${plural(onRequest, 'station')} with pricing on request)` : ''}.`;
}

function suggestions(filters: ChatFilters | undefined): string {
  const tips: string[] = [];
  if (filters?.maxRate !== undefined || filters?.minRate !== undefined) tips.push('Try a different budget, or leave the price out.');
  const criteria = ['affiliates', 'states', 'markets', 'cities', 'callLetters', 'showWords'].filter(
    (k) => (filters?.[k as keyof ChatFilters] as unknown[] | undefined)?.length,
  ).length;
  if (criteria >= 2) tips.push('Try fewer details at once, for example only the state or only the network.');
  tips.push(
    'You can ask for a state ("Texas stations"), a city ("Houston"), a network ("NBC stations"), a show ("morning shows"), a budget ("stations under $2000") or "all stations".',
  );
  return tips.join(' ');
}

/**
 * The assistant's reply: 1 to 5 matches are all named and shown; more are summarised by
 * network and price range with the first 5 shown; none gives suggestions and the station counts.
 */
export function describeChatAnswer(matches: readonly PublicStation[], context: ChatAnswerContext): ChatAnswer {
  const query = context.query.trim().replace(/\s+/g, ' ').slice(0, 100);
  const cards = matches.slice(0, CHAT_MAX_CARDS);
  const n = matches.length;
  if (n === 0) {
    return {
      text:
        `I couldn't find any stations matching "${query}". ` +
        `I searched ${plural(context.visible, 'available station')} out of ${plural(context.total, 'station')} in our network. ` +
        suggestions(context.filters),
      cards,
    };
  }
  if (n <= CHAT_MAX_CARDS) {
    return { text: `I found ${plural(n, 'station')} matching "${query}": ${listing(matches.map(shortName))}.`, cards };
  }
  return {
    text:
      `I found ${plural(n, 'station')} matching "${query}". Networks: ${networks(matches)}. ${priceRange(matches)} ` + `Here are the first ${CHAT_MAX_CARDS}:`,
    cards,
  };
}

/** The texts of a 'show more' reply. */
export const CHAT_MORE_TEXTS = {
  nothingYet: 'Ask me about stations first, for example "NBC stations in Texas", then say "show more" to see more of them.',
  next: (from: number, to: number, n: number) => `Here are stations ${from} to ${to} of ${n.toLocaleString('en-US')}:`,
  allShown: (n: number, query: string) => `That's all ${plural(n, 'station')} matching "${query}".`,
};

/**
 * The reply to 'show more': the next CHAT_MAX_CARDS of the last answer's matches after the
 * `shown` already on screen, or a note that they were all shown (or that nothing was asked yet).
 */
export function describeChatMore(matches: readonly PublicStation[] | null, shown: number, query: string): ChatAnswer {
  if (!matches?.length) return { text: CHAT_MORE_TEXTS.nothingYet, cards: [] };
  if (shown >= matches.length) return { text: CHAT_MORE_TEXTS.allShown(matches.length, query.trim().slice(0, 100)), cards: [] };
  const cards = matches.slice(shown, shown + CHAT_MAX_CARDS);
  return { text: CHAT_MORE_TEXTS.next(shown + 1, shown + cards.length, matches.length), cards };
}
