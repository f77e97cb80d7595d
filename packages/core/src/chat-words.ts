// Words and word lists of the chat assistant's parser (chat-query.ts).

/** Networks the assistant knows by name (the badge networks plus CW); matched as whole words, any case. */
export const CHAT_AFFILIATES = ['NBC', 'ABC', 'CBS', 'FOX', 'CW'] as const;

/**
 * USPS codes that are also ordinary words ('in', 'or', 'me', 'hi', 'ok'...): read as states only
 * when written in capitals in a sentence that is not all capitals, or as the last word after 'in'
 * ('stations in pa').
 */
export const AMBIGUOUS_CODES = new Set([
  'al', 'ar', 'co', 'de', 'hi', 'id', 'in', 'la', 'ma', 'me', 'mi', 'mo', 'ms', 'ne', 'oh', 'ok', 'or', 'pa', 'ut', 'va', 'wa',
]);

/**
 * Ordinary words that are also call letters or place names in the catalogue ('WISH', 'KING',
 * 'WAVE', 'WOOD', 'WHO'): only read as such when written in capitals.
 */
export const COMMON_WORDS = new Set([
  'who', 'why', 'way', 'was', 'war', 'wet', 'web', 'will', 'with', 'what', 'when', 'want', 'were', 'well', 'west', 'wide',
  'wife', 'wild', 'wind', 'wine', 'wing', 'wise', 'wish', 'word', 'work', 'wave', 'wood', 'ward', 'warm', 'wait', 'walk',
  'wall', 'week', 'went', 'whom', 'wow', 'king', 'kind', 'keep', 'know', 'knew', 'kids', 'kick', 'key', 'kit',
]);

/** Words that ask for everything. */
export const ALL_WORDS = new Set(['all', 'every', 'everything', 'everyone', 'entire', 'whole']);

/** Nouns that name what the assistant lists: 'what stations do you have?' asks for all of them. */
export const CATALOGUE_NOUNS = new Set([
  'station', 'stations', 'channel', 'channels', 'show', 'shows', 'network', 'networks', 'affiliate', 'affiliates',
  'market', 'markets', 'options', 'tv', 'catalogue', 'catalog', 'list', 'segments', 'programs',
]);

/** Words after which a run of show-name words ('morning shows', 'Good Day show') names shows. */
export const SHOW_NOUNS = new Set(['show', 'shows', 'program', 'programs', 'programme', 'programmes']);

/** Words that carry no search meaning in a question about stations. */
export const STOPWORDS = new Set([
  ...CATALOGUE_NOUNS, ...SHOW_NOUNS,
  'a', 'an', 'the', 'and', 'or', 'of', 'in', 'at', 'on', 'for', 'to', 'from', 'with', 'by', 'near', 'around', 'about',
  'within', 'inside', 'across', 'into', 'than', 'that', 'this', 'these', 'those', 'there', 'here', 'which', 'what', 'whats',
  'who', 'where', 'how', 'is', 'are', 'am', 'be', 'was', 'do', 'does', 'did', 'can', 'could', 'would', 'should', 'will',
  'i', 'im', 'id', 'ive', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'it', 'its', 'they', 'them', 'their',
  'find', 'search', 'look', 'looking', 'see', 'get', 'give', 'tell', 'need', 'want', 'like', 'please', 'pls',
  'thanks', 'thank', 'hi', 'hello', 'hey', 'any', 'some', 'only', 'just', 'also', 'more', 'less', 'other', 'available',
  'local', 'lifestyle', 'interview', 'interviews', 'segment', 'book', 'booking', 'books', 'client', 'clients', 'rate',
  'rates', 'price', 'prices', 'priced', 'pricing', 'cost', 'costs', 'budget', 'dollars', 'cheap', 'cheaper', 'cheapest',
  'affordable', 'expensive', 'under', 'over', 'below', 'above', 'up', 'most', 'least', 'stuff', 'things', 'have', 'has',
  'got', 'offer', 'offers', 'television', 'broadcast', 'area', 'city', 'cities', 'state', 'states', 'region', 'based',
  'located', 'serving', 'covering', 'then', 'now', 'currently', 'right', 'option', 'one',
  'ones', 'both', 'either', 'not', 'no', 'yes', 'ok', 'okay', 'so', 'if', 'but', 'as', 'too', 'very', 'really', 'much',
  'many', 'few', 'top', 'best', 'good', 'great', 'popular', 'major', 'big', 'small', 'usa', 'america', 'american',
]);

export interface Token {
  orig: string;
  low: string;
}

// Spellings that mean the same place: 'Saint Louis' = 'St. Louis', 'Ft Worth' = 'Fort Worth'.
const ALIASES: Record<string, string> = { saint: 'st', ft: 'fort' };
// Small words inside show names that do not name a show on their own.
export const FUNCTION_WORDS = new Set(['the', 'a', 'an', 'and', 'at', 'in', 'of', 'on', 'with', 'to', 'for']);

/** Words of `text`: dots and apostrophes dropped, '&' read as 'and', any other symbol splits. */
export function chatTokens(text: string): Token[] {
  return text
    .replace(/['’.]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((orig) => {
      const low = orig.toLowerCase();
      return { orig, low: (Object.hasOwn(ALIASES, low) ? ALIASES[low] : undefined) ?? low };
    });
}

/** The comparable form of a name: 'Tampa-St. Petersburg' -> 'tampa st petersburg'. */
export const chatPhrase = (text: string): string =>
  chatTokens(text)
    .map((t) => t.low)
    .join(' ');

