// Price phrases of the chat assistant: 'under/below/less than' cap the rate,
// 'over/above/more than' set a floor; amounts such as '$2,000', '2000', '2k', '$1.5k'.

/** An amount: '$2,000', '2000', '2k', '$1.5k', '2 thousand', optionally followed by 'dollars'. */
const AMOUNT = String.raw`\$?\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:k|thousand)\b)?(?:\s?(?:dollars|usd|bucks)\b)?`;
const AMOUNT_RE = new RegExp(AMOUNT, 'gi');

// Prefix words are matched at word starts; 'no more than' is listed before 'more than' so the
// leftmost match reads it as a cap, not a floor.
const MAX_PREFIX = String.raw`(?:\b(?:no more than|not more than|less than|lower than|cheaper than|under|below|up to|at most|max(?:imum)?(?: of)?|within|budget(?: of| is)?)\s*|<=?\s*|≤\s*)`;
const MIN_PREFIX = String.raw`(?:\b(?:more than|greater than|higher than|at least|over|above|min(?:imum)?(?: of)?|starting at)\s*|>=?\s*|≥\s*)`;
const MAX_SUFFIX = String.raw`\s*(?:or less|or under|or below|or lower|or cheaper|and under|and below|max(?:imum)?)\b`;
const MIN_SUFFIX = String.raw`(?:\s*(?:or more|or above|or over|or higher|and up|and above|plus)\b|\+)`;
const RANGE = String.raw`(?:\b(?:between|from)\s+(?<a1>${AMOUNT})\s*(?:and|to|-|–)\s*(?<b1>${AMOUNT}))|(?:(?<a2>${AMOUNT})\s*(?:-|–|to)\s*(?<b2>${AMOUNT}))`;

const PRICE_RE = new RegExp(
  [
    `(?<range>${RANGE})`,
    `(?<maxPre>${MAX_PREFIX}${AMOUNT})`,
    `(?<minPre>${MIN_PREFIX}${AMOUNT})`,
    `(?<maxSuf>${AMOUNT}${MAX_SUFFIX})`,
    `(?<minSuf>${AMOUNT}${MIN_SUFFIX})`,
  ].join('|'),
  'gi',
);

/** '$1.5k' -> 1500, '2,000' -> 2000; whole dollars. */
export function parseAmount(text: string): number | null {
  const m = /(\d+(?:,\d{3})*(?:\.\d+)?)\s?(k|thousand)?/i.exec(text);
  if (!m?.[1]) return null;
  const value = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
  return Number.isFinite(value) ? Math.round(value) : null;
}

/** A bare number such as '5' in '5 to 10' is not a price unless it carries '$' or 'k'. */
const looksLikeMoney = (text: string) => /\$|\d\s?(?:k|thousand)\b|\d{3,}/i.test(text);

export interface PriceRange {
  minRate?: number;
  maxRate?: number;
}

/**
 * Finds the price phrases in `text`; returns the range they give (the tightest when several)
 * and the text with those phrases blanked out, so the rest can be read for places and networks.
 */
export function extractPrice(text: string): { range: PriceRange; rest: string } {
  const caps: number[] = [];
  const floors: number[] = [];
  const rest = text.replace(PRICE_RE, (match, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    if (groups.range) {
      const a = groups.a1 ?? groups.a2 ?? '';
      const b = groups.b1 ?? groups.b2 ?? '';
      // '5 to 10' without '$' or 'k' is not a price range.
      if (!groups.a1 && !looksLikeMoney(a) && !looksLikeMoney(b)) return match;
      const x = parseAmount(a);
      const y = parseAmount(b);
      if (x === null || y === null) return match;
      floors.push(Math.min(x, y));
      caps.push(Math.max(x, y));
      return ' ';
    }
    const amounts = match.match(AMOUNT_RE) ?? [];
    const amount = parseAmount(amounts[0] ?? '');
    if (amount === null) return match;
    if (groups.maxPre || groups.maxSuf) caps.push(amount);
    else floors.push(amount);
    return ' ';
  });
  const range: PriceRange = {};
  if (caps.length) range.maxRate = Math.min(...caps);
  if (floors.length) range.minRate = Math.max(...floors);
  return { range, rest };
}
