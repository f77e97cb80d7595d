// The chat assistant's question reader: from plain words to what to search for. Pure: the catalogue's names come in
// as arguments, so every market, city, call sign and show the operators add is understood at once.
import type { PublicStation } from './api-types';
import type { ChatFilters } from './chat-filters';
import { extractPrice } from './chat-price';
import {
  ALL_WORDS,
  AMBIGUOUS_CODES,
  CATALOGUE_NOUNS,
  CHAT_AFFILIATES,
  chatPhrase,
  chatTokens,
  COMMON_WORDS,
  FUNCTION_WORDS,
  SHOW_NOUNS,
  STOPWORDS,
  type Token,
} from './chat-words';
import { US_STATES } from './states';

export { applyChatFilters, CHAT_MAX_CARDS, CHAT_MORE_TEXTS, describeChatAnswer, describeChatMore, hasChatCriteria } from './chat-answer';
export type { ChatAnswer, ChatAnswerContext } from './chat-answer';
export type { ChatFilters } from './chat-filters';
export { CHAT_AFFILIATES, chatPhrase } from './chat-words';
export * from './chat.schema';

/** The names the parser recognises besides states and networks: taken from the live catalogue. */
export interface ChatCatalogue {
  markets: readonly string[];
  cities: readonly string[];
  callLetters: readonly string[];
  showNames: readonly string[];
}

type Kind = 'affiliate' | 'state' | 'show' | 'callLetters' | 'market' | 'city' | 'stateCode';
// On phrases of equal length: 'New York' is the state (which holds the market), 'Houston' the
// market (which holds the city), 'Washington' the state rather than the DC market.
const PRIORITY: Kind[] = ['affiliate', 'state', 'show', 'callLetters', 'market', 'city', 'stateCode'];

interface Lexicon {
  phrases: Map<string, Map<Kind, Set<string>>>;
  maxLength: number;
  showVocabulary: Set<string>;
  showPhrases: string[];
}

const lexicons = new WeakMap<ChatCatalogue, Lexicon>();

// Everyday names of big markets; they apply only when the catalogue has such a market.
// ('LA' stays Louisiana's code: the spec reads every code as its state.)
const NICKNAMES: [string, string][] = [
  ['nyc', 'new york'],
  ['sf', 'san francisco'],
  ['bay area', 'san francisco'],
  ['philly', 'philadelphia'],
  ['vegas', 'las vegas'],
  ['dfw', 'dallas'],
  ['twin cities', 'minneapolis'],
  ['motor city', 'detroit'],
];

function lexiconOf(catalogue: ChatCatalogue): Lexicon {
  const cached = lexicons.get(catalogue);
  if (cached) return cached;
  const phrases = new Map<string, Map<Kind, Set<string>>>();
  let maxLength = 1;
  const add = (phrase: string, kind: Kind, value: string) => {
    if (!phrase) return;
    let kinds = phrases.get(phrase);
    if (!kinds) phrases.set(phrase, (kinds = new Map<Kind, Set<string>>()));
    let values = kinds.get(kind);
    if (!values) kinds.set(kind, (values = new Set()));
    values.add(value);
    maxLength = Math.max(maxLength, phrase.split(' ').length);
  };
  for (const a of CHAT_AFFILIATES) {
    add(a.toLowerCase(), 'affiliate', a);
    add(`${a.toLowerCase()}s`, 'affiliate', a); // 'NBCs', "NBC's"
  }
  for (const s of US_STATES) {
    add(chatPhrase(s.name), 'state', s.code);
    add(s.code.toLowerCase(), 'stateCode', s.code);
  }
  add('washington dc', 'state', 'DC');
  for (const market of catalogue.markets) {
    add(chatPhrase(market), 'market', market);
    // 'Dallas-Fort Worth' is also 'Dallas' and 'Fort Worth'; 'Portland, OR' is also 'Portland'.
    for (const part of market.replace(/,\s*[A-Za-z]{2}\s*$/, '').split(/\s*[-–/]\s*/)) add(chatPhrase(part), 'market', market);
  }
  for (const city of catalogue.cities) add(chatPhrase(city), 'city', city);
  for (const [nickname, name] of NICKNAMES) {
    for (const market of catalogue.markets) if (` ${chatPhrase(market)} `.includes(` ${name} `)) add(nickname, 'market', market);
  }
  for (const call of catalogue.callLetters) {
    add(chatPhrase(call), 'callLetters', call);
    const base = call.split('-')[0] ?? '';
    if (base.length >= 3) add(chatPhrase(base), 'callLetters', call); // 'WHO' for 'WHO-DT'
  }
  const showVocabulary = new Set<string>();
  const showPhrases: string[] = [];
  for (const name of catalogue.showNames) {
    const phrase = chatPhrase(name);
    if (!phrase) continue;
    showPhrases.push(phrase);
    add(phrase, 'show', phrase);
    if (phrase.startsWith('the ')) add(phrase.slice(4), 'show', phrase); // 'Morning Blend'
    for (const w of phrase.split(' ')) if (!FUNCTION_WORDS.has(w) && !SHOW_NOUNS.has(w) && !/^\d+$/.test(w)) showVocabulary.add(w);
  }
  const lexicon = { phrases, maxLength, showVocabulary, showPhrases };
  lexicons.set(catalogue, lexicon);
  return lexicon;
}

const isCapitals = (t: Token) => t.orig.length >= 2 && t.orig === t.orig.toUpperCase() && /[A-Z]/.test(t.orig);

/** Reads a question such as 'NBC stations in Texas under $2,000' into filters. */
export function parseChatQuery(text: string, catalogue: ChatCatalogue): ChatFilters {
  const source = typeof text === 'string' ? text.slice(0, 2000) : '';
  const { range, rest } = extractPrice(source);
  const tokens = chatTokens(rest);
  const lexicon = lexiconOf(catalogue);
  // In a sentence typed all in capitals, capitals say nothing about 'OR' being Oregon.
  const shouting = !/[a-z]/.test(source);
  const capital = (i: number) => {
    const t = tokens[i];
    return !!t && !shouting && isCapitals(t);
  };

  /** May the single code-like word at i be read as a state code? */
  const codeAllowed = (i: number): boolean => {
    const low = tokens[i]?.low ?? '';
    if (!AMBIGUOUS_CODES.has(low)) return true;
    const afterIn = tokens[i - 1]?.low === 'in';
    // 'in' itself is a state only as in 'stations in IN'.
    if (low === 'in') return afterIn && isCapitals(tokens[i] as Token);
    return capital(i) || (afterIn && i === tokens.length - 1);
  };

  const allowed = (kind: Kind, i: number, length: number): boolean => {
    const first = tokens[i] as Token;
    const last = tokens[i + length - 1] as Token;
    if (kind === 'stateCode') return codeAllowed(i);
    if (length === 1 && kind !== 'affiliate' && kind !== 'state') {
      // 'wish', 'king', 'wave' are words before they are call letters.
      if (COMMON_WORDS.has(first.low) || STOPWORDS.has(first.low)) return capital(i);
    }
    // 'Portland or Seattle' is not 'Portland, OR'.
    if (kind === 'market' && length > 1 && AMBIGUOUS_CODES.has(last.low)) {
      return capital(i + length - 1) || i + length === tokens.length;
    }
    return true;
  };

  const found = {
    affiliate: [] as string[],
    state: [] as string[],
    stateCode: [] as string[],
    show: [] as string[],
    callLetters: [] as string[],
    market: [] as string[],
    city: [] as string[],
  } satisfies Record<Kind, string[]>;
  const consumed = new Set<number>();

  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    for (let length = Math.min(lexicon.maxLength, tokens.length - i); length >= 1 && !taken; length--) {
      const kinds = lexicon.phrases.get(
        tokens
          .slice(i, i + length)
          .map((t) => t.low)
          .join(' '),
      );
      if (!kinds) continue;
      const kind = PRIORITY.find((k) => kinds.has(k) && allowed(k, i, length));
      if (!kind) continue;
      found[kind].push(...(kinds.get(kind) ?? []));
      taken = length;
    }
    if (taken) for (let k = i; k < i + taken; k++) consumed.add(k);
    i += taken || 1;
  }

  const showWords = [...found.show, ...readShowWords(tokens, consumed, lexicon)];
  const filters: ChatFilters = {};
  const put = (key: 'affiliates' | 'states' | 'markets' | 'cities' | 'callLetters' | 'showWords', values: string[]) => {
    if (values.length) filters[key] = [...new Set(values)];
  };
  put('affiliates', found.affiliate);
  put('states', [...found.state, ...found.stateCode]);
  put('markets', found.market);
  put('cities', found.city);
  put('callLetters', found.callLetters);
  put('showWords', showWords);
  if (range.maxRate !== undefined) filters.maxRate = range.maxRate;
  if (range.minRate !== undefined) filters.minRate = range.minRate;
  const sort = rateOrder(source);
  if (Object.keys(filters).length) return sort ? { ...filters, sort } : filters;
  // 'Cheapest stations' asks for every station, lowest rate first.
  if (sort) return { all: true, sort };

  const left = tokens.filter((_, i) => !consumed.has(i));
  if (left.some((t) => ALL_WORDS.has(t.low))) return { all: true };
  const content = left.filter((t) => !STOPWORDS.has(t.low) && !ALL_WORDS.has(t.low) && !/^\d+$/.test(t.low));
  if (content.length) return { text: content.map((t) => t.low).join(' ') };
  // 'What stations do you have?' asks for the whole list.
  if (left.some((t) => CATALOGUE_NOUNS.has(t.low))) return { all: true };
  return {};
}

/** 'cheapest', 'lowest price' list the lowest rates first; 'most expensive', 'priciest' the highest. */
function rateOrder(text: string): 'rate' | '-rate' | undefined {
  const t = text.toLowerCase();
  if (/\b(most expensive|priciest|highest (?:price|rate)s?|premium)\b/.test(t)) return '-rate';
  if (/\b(cheapest|cheap|least expensive|lowest (?:price|rate)s?|most affordable|affordable|budget friendly|budget-friendly)\b/.test(t)) return 'rate';
  return undefined;
}

const MORE_QUESTION =
  /^(?:(?:please\s+)?(?:show|see|give|load|list|tell)\s+(?:me\s+|us\s+)?)?(?:some\s+|the\s+)?(?:more|next(?:\s+(?:5|five))?|others?)(?:\s+(?:stations|results|ones|please|of them))*\s*(?:please)?[.!?]*$/i;

/** Does the message ask to continue the last answer ('show more', 'next 5', 'more please')? */
export function isChatShowMore(text: string): boolean {
  return typeof text === 'string' && MORE_QUESTION.test(text.trim());
}

/**
 * Show-name words that were not part of a full show name: a run of them before 'show(s)'
 * ('morning shows', 'Good Day show'), or two or more that appear together in a show's name
 * ('good day'). Marks the words it takes as consumed.
 */
function readShowWords(tokens: Token[], consumed: Set<number>, lexicon: Lexicon): string[] {
  const out: string[] = [];
  const inVocabulary = (i: number) => !consumed.has(i) && lexicon.showVocabulary.has(tokens[i]?.low ?? '');
  for (let i = 0; i < tokens.length; i++) {
    if (consumed.has(i) || !SHOW_NOUNS.has(tokens[i]?.low ?? '')) continue;
    // 'show me', 'show us all': the verb, not the noun.
    if (VERB_OBJECTS.has(tokens[i + 1]?.low ?? '')) continue;
    let start = i;
    while (start > 0 && inVocabulary(start - 1)) start--;
    if (start === i) continue;
    out.push(take(tokens, consumed, start, i));
  }
  for (let i = 0; i < tokens.length; i++) {
    let end = i;
    while (end < tokens.length && inVocabulary(end)) end++;
    if (end - i >= 2) {
      const phrase = phraseAt(tokens, i, end);
      if (lexicon.showPhrases.some((p) => ` ${p} `.includes(` ${phrase} `))) out.push(take(tokens, consumed, i, end));
    }
    i = Math.max(i, end);
  }
  return out;
}

const VERB_OBJECTS = new Set(['me', 'us', 'you', 'them', 'all', 'any', 'some', 'what', 'the', 'every', 'stations', 'station']);

const phraseAt = (tokens: Token[], start: number, end: number) =>
  tokens
    .slice(start, end)
    .map((t) => t.low)
    .join(' ');

function take(tokens: Token[], consumed: Set<number>, start: number, end: number): string {
  for (let k = start; k < end; k++) consumed.add(k);
  return phraseAt(tokens, start, end);
}

/** The parser's catalogue from a station list: its distinct markets, cities, call letters, shows. */
export function chatCatalogueOf(stations: readonly PublicStation[]): ChatCatalogue {
  const distinct = (values: (string | null | undefined)[]) => [...new Set(values.map((v) => (v ?? '').trim()).filter(Boolean))];
  return {
    markets: distinct(stations.map((s) => s.market)),
    cities: distinct(stations.map((s) => s.city)),
    callLetters: distinct(stations.map((s) => s.callLetters)),
    showNames: distinct(stations.map((s) => s.showName)),
  };
}
