import { describe, expect, it } from 'vitest';
import type { PublicStation } from './api-types';
import { stationMaker } from './test-support/stations';
import { applyChatFilters, chatCatalogueOf, describeChatAnswer, parseChatQuery, type ChatFilters } from './chat-query';
import { extractPrice, parseAmount } from './chat-price';

const station = stationMaker({ showName: '', rate: null });

/** A slice of the real catalogue: every kind of name the parser must know, and one hidden station. */
const STATIONS: PublicStation[] = [
  station('KPRC', 'NBC', 'Houston', 'TX', 'Houston', 'Houston Life', 1500),
  station('KHOU', 'CBS', 'Houston', 'TX', 'Houston', 'Great Day Houston', 2500),
  station('KTRK', 'ABC', 'Houston', 'TX', 'Houston', '', null),
  station('KRIV', 'FOX', 'Houston', 'TX', 'Houston', '', 1200),
  station('KHID', 'NBC', 'Houston', 'TX', 'Houston', '', 800, true),
  station('WFAA', 'ABC', 'Dallas-Fort Worth', 'TX', 'Dallas', 'Good Morning Texas', 3000),
  station('KXAS', 'NBC', 'Dallas-Fort Worth', 'TX', 'Fort Worth', '', 1800),
  station('WOAI', 'NBC', 'San Antonio', 'TX', 'San Antonio', '', 900),
  station('KENS', 'CBS', 'San Antonio', 'TX', 'San Antonio', 'Great Day SA', 2200),
  station('KABC', 'ABC', 'Los Angeles', 'CA', 'Los Angeles', '', 4500),
  station('KNBC', 'NBC', 'Los Angeles', 'CA', 'Los Angeles', '', 4800),
  station('WPLG', 'ABC', 'Miami-Fort Lauderdale', 'FL', 'Miami', '', 2000),
  station('WTVT', 'FOX', 'Tampa-St. Petersburg', 'FL', 'Tampa', 'Good Day Tampa Bay', 1900),
  station('KATU', 'ABC', 'Portland, OR', 'OR', 'Portland', 'AM Northwest', 1700),
  station('WCSH', 'NBC', 'Portland-Auburn', 'ME', 'Portland', '', 600),
  station('KSDK', 'NBC', 'St. Louis', 'MO', 'St. Louis', '', 1300),
  station('KCTV', 'CBS', 'Kansas City', 'MO', 'Kansas City', '', 1600),
  station('WBNS', 'CBS', 'Columbus, OH', 'OH', 'Columbus', '', 1400),
  station('WEWS', 'ABC', 'Cleveland-Akron', 'OH', 'Cleveland', '', 1100),
  station('WISH', 'CBS', 'Indianapolis', 'IN', 'Indianapolis', '', 1000),
  station('KING', 'NBC', 'Seattle-Tacoma', 'WA', 'Seattle', '', 3500),
  station('WJLA', 'ABC', 'Washington, DC', 'DC', 'Arlington', '', 2600),
  station('KTNV', 'ABC', 'Las Vegas', 'NV', 'Las Vegas', 'The Morning Blend', 2100),
  station('WTMJ', 'NBC', 'Milwaukee', 'WI', 'Milwaukee', 'The Morning Blend', 1250),
  station('KPNX', 'NBC', 'Phoenix', 'AZ', 'Mesa', 'Arizona Midday', 2300),
  station('KUSA', 'NBC', 'Denver', 'CO', 'Denver', 'Colorado & Company', 2700),
  station('WHO-DT', 'NBC', 'Des Moines-Ames', 'IA', 'Des Moines', '', 700),
  station('WNYW', 'FOX', 'New York', 'NY', 'New York', 'Good Day New York', 4900),
  station('WPIX', 'CW', 'New York', 'NY', 'New York', '', 3900),
  station('WNYT', 'NBC', 'Albany-Schenectady-Troy', 'NY', 'Albany', '', 950),
  station('KOKH', 'FOX', 'Oklahoma City', 'OK', 'Oklahoma City', '', 850),
  station('KHNL', 'NBC', 'Honolulu', 'HI', 'Honolulu', '', 3300),
  station('WPVI', 'ABC', 'Philadelphia', 'PA', 'Philadelphia', '', 3100),
  station('KGW', 'NBC', 'Portland, OR', 'OR', 'Portland', '', 1550),
  station('WLKY', 'CBS', 'Louisville', 'KY', 'Louisville', '', 1150),
];
const CATALOGUE = chatCatalogueOf(STATIONS);

type Row = [query: string, filters: ChatFilters, matches?: string[] | number];

// The quick buttons of the chat page send these exact texts.
const QUICK: Row[] = [
  ['Show me all stations', { all: true }, 34],
  ['Show me stations in Texas', { states: ['TX'] }, ['KPRC', 'KHOU', 'KTRK', 'KRIV', 'WFAA', 'KXAS', 'WOAI', 'KENS']],
  ['Show me NBC stations', { affiliates: ['NBC'] }, 14],
  ['Show me stations under $2000', { maxRate: 2000 }, 19],
];

const TABLE: Row[] = [
  ...QUICK,
  // everything
  ['all', { all: true }, 34],
  ['All Stations', { all: true }],
  ['every station', { all: true }],
  ['ALL STATIONS', { all: true }],
  ['What stations do you have?', { all: true }],
  ['Texas Stations', { states: ['TX'] }, 8],
  ['NBC Stations', { affiliates: ['NBC'] }],
  ['Under $2000', { maxRate: 2000 }],
  // states by name and code
  ['stations in texas', { states: ['TX'] }],
  ['TX', { states: ['TX'] }, 8],
  ['tx stations', { states: ['TX'] }],
  ['Stations in California', { states: ['CA'] }, ['KABC', 'KNBC']],
  ['Florida or Georgia', { states: ['FL', 'GA'] }, ['WPLG', 'WTVT']],
  ['stations in OR', { states: ['OR'] }, ['KATU', 'KGW']],
  ['stations in or', { states: ['OR'] }],
  ['Are there stations in Oregon or Washington?', { states: ['OR', 'WA'] }, ['KING', 'KATU', 'KGW']],
  ['I wish to find stations in Indiana', { states: ['IN'] }, ['WISH']],
  ['stations in IN', { states: ['IN'] }],
  ['Is there anything in ME?', { states: ['ME'] }, ['WCSH']],
  ['show me stations in Maine', { states: ['ME'] }],
  ['hi, any stations in OK?', { states: ['OK'] }, ['KOKH']],
  ['ok show me ohio', { states: ['OH'] }, ['WBNS', 'WEWS']],
  ['stations in pa', { states: ['PA'] }, ['WPVI']],
  ['HI stations', { states: ['HI'] }, ['KHNL']],
  ['New York', { states: ['NY'] }, ['WNYW', 'WPIX', 'WNYT']],
  ['Washington, D.C.', { states: ['DC'] }, ['WJLA']],
  ['stations in West Virginia', { states: ['WV'] }, 0],
  ['North Carolina NBC', { affiliates: ['NBC'], states: ['NC'] }, 0],
  // networks
  ['nbc', { affiliates: ['NBC'] }],
  ['Fox stations', { affiliates: ['FOX'] }, ['KRIV', 'WTVT', 'WNYW', 'KOKH']],
  ["NBC's stations", { affiliates: ['NBC'] }],
  ['CW', { affiliates: ['CW'] }, ['WPIX']],
  ['ABC or CBS', { affiliates: ['ABC', 'CBS'] }, 15],
  // markets and cities of the catalogue
  ['Houston', { markets: ['Houston'] }, ['KPRC', 'KHOU', 'KTRK', 'KRIV']],
  ['Dallas', { markets: ['Dallas-Fort Worth'] }, ['WFAA', 'KXAS']],
  ['Ft. Worth stations', { markets: ['Dallas-Fort Worth'] }],
  ['Saint Louis', { markets: ['St. Louis'] }, ['KSDK']],
  ['Kansas City', { markets: ['Kansas City'] }, ['KCTV']],
  ['Portland', { markets: ['Portland, OR', 'Portland-Auburn'] }, ['KATU', 'WCSH', 'KGW']],
  ['Portland, OR', { markets: ['Portland, OR'] }, ['KATU', 'KGW']],
  ['Portland or Seattle', { markets: ['Portland, OR', 'Portland-Auburn', 'Seattle-Tacoma'] }, 4],
  ['Portland, Oregon', { markets: ['Portland, OR', 'Portland-Auburn'], states: ['OR'] }, ['KATU', 'KGW']],
  ['Columbus, Ohio', { markets: ['Columbus, OH'], states: ['OH'] }, ['WBNS']],
  ['Mesa', { cities: ['Mesa'] }, ['KPNX']],
  ['stations in Arlington', { cities: ['Arlington'] }, ['WJLA']],
  ['nyc', { markets: ['New York'] }, ['WNYW', 'WPIX']],
  ['vegas shows', { markets: ['Las Vegas'] }, ['KTNV']],
  ['stations in LA', { states: ['LA'] }, 0],
  // call letters and shows
  ['KPRC', { callLetters: ['KPRC'] }, ['KPRC']],
  ['kprc-tv', { callLetters: ['KPRC'] }],
  ['Is WISH available?', { callLetters: ['WISH'] }, ['WISH']],
  ['Tell me about WHO-DT', { callLetters: ['WHO-DT'] }, ['WHO-DT']],
  ['Houston Life', { showWords: ['houston life'] }, ['KPRC']],
  ['great day houston', { showWords: ['great day houston'] }, ['KHOU']],
  ['Good Morning Texas', { showWords: ['good morning texas'] }, ['WFAA']],
  ['Morning Blend', { showWords: ['the morning blend'] }, ['KTNV', 'WTMJ']],
  ['Colorado & Company', { showWords: ['colorado and company'] }, ['KUSA']],
  ['Good Day shows', { showWords: ['good day'] }, ['WTVT', 'WNYW']],
  ['morning shows', { showWords: ['morning'] }, ['WFAA', 'KTNV', 'WTMJ']],
  ['morning shows in Ohio', { states: ['OH'], showWords: ['morning'] }, 0],
  ['Texas morning shows', { states: ['TX'], showWords: ['morning'] }, ['WFAA']],
  // prices
  ['under 2000', { maxRate: 2000 }],
  ['below 1500', { maxRate: 1500 }],
  ['less than $1.5k', { maxRate: 1500 }],
  ['over 3000', { minRate: 3000 }],
  ['above $2K', { minRate: 2000 }],
  ['more than 2,500 dollars', { minRate: 2500 }],
  ['no more than $1000', { maxRate: 1000 }, ['WOAI', 'WCSH', 'WISH', 'WHO-DT', 'WNYT', 'KOKH']],
  ['between $1,000 and $2,000', { minRate: 1000, maxRate: 2000 }],
  ['$1k-$2k', { minRate: 1000, maxRate: 2000 }],
  ['$3000 or more', { minRate: 3000 }],
  ['stations up to 2k', { maxRate: 2000 }],
  // combinations
  ['NBC stations in Texas under $2,000', { affiliates: ['NBC'], states: ['TX'], maxRate: 2000 }, ['KPRC', 'KXAS', 'WOAI']],
  ['  nbc   STATIONS in texas ', { affiliates: ['NBC'], states: ['TX'] }, ['KPRC', 'KXAS', 'WOAI']],
  ['Houston stations over $1k', { markets: ['Houston'], minRate: 1000 }, ['KPRC', 'KHOU', 'KRIV']],
  ['CBS in Florida under 2k', { affiliates: ['CBS'], states: ['FL'], maxRate: 2000 }, 0],
  ['ABC stations in Houston or Los Angeles', { affiliates: ['ABC'], markets: ['Houston', 'Los Angeles'] }, ['KTRK', 'KABC']],
  ['Are there any NBC affiliates in Houston under $3,000?', { affiliates: ['NBC'], markets: ['Houston'], maxRate: 3000 }, ['KPRC']],
  ['Houston and Ohio', { markets: ['Houston'], states: ['OH'] }, 6],
  ['stations in Houston, Texas', { markets: ['Houston'], states: ['TX'] }, 4],
  ['fox shows in new york over $4k', { affiliates: ['FOX'], states: ['NY'], minRate: 4000 }, ['WNYW']],
  // nothing to find
  ['stations in Atlantis', { text: 'atlantis' }, 0],
  ['Huston', { text: 'huston' }, 0],
  ['fox5 news', { text: 'fox5 news' }, 0],
  ['hello', {}, 0],
  ['', {}, 0],
  ['   ', {}, 0],
  ['stations over $10k', { minRate: 10000 }, 0],
];

describe('parseChatQuery', () => {
  it('has at least 60 phrasings', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE)('%j', (query, expected, matches) => {
    const filters = parseChatQuery(query, CATALOGUE);
    expect(filters).toEqual(expected);
    if (matches === undefined) return;
    const found = applyChatFilters(STATIONS, filters).map((s) => s.callLetters);
    if (typeof matches === 'number') expect(found).toHaveLength(matches);
    else expect([...found].sort()).toEqual([...matches].sort());
  });

  it('knows names added to the catalogue, not a fixed list', () => {
    const added = [...STATIONS, station('KXYZ', 'NBC', 'Twin Peaks-Snoqualmie', 'WA', 'North Bend', 'Damn Fine Morning', 999)];
    const catalogue = chatCatalogueOf(added);
    expect(parseChatQuery('Snoqualmie', catalogue)).toEqual({ markets: ['Twin Peaks-Snoqualmie'] });
    expect(parseChatQuery('north bend', catalogue)).toEqual({ cities: ['North Bend'] });
    expect(parseChatQuery('kxyz', catalogue)).toEqual({ callLetters: ['KXYZ'] });
    expect(parseChatQuery('damn fine morning', catalogue)).toEqual({ showWords: ['damn fine morning'] });
    expect(parseChatQuery('Snoqualmie', CATALOGUE)).toEqual({ text: 'snoqualmie' });
  });

  it('is pure: the same question gives the same filters, whatever came before', () => {
    const first = parseChatQuery('NBC stations in Texas under $2,000', CATALOGUE);
    parseChatQuery('Portland or Seattle over 3k', CATALOGUE);
    expect(parseChatQuery('NBC stations in Texas under $2,000', CATALOGUE)).toEqual(first);
  });
});

describe('price phrases', () => {
  it.each([
    ['$2,000', 2000],
    ['2000', 2000],
    ['2k', 2000],
    ['$1.5k', 1500],
    ['2 thousand', 2000],
  ])('reads the amount %j as %i', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('blanks the price phrase out of the rest of the question', () => {
    const { range, rest } = extractPrice('NBC under $2,000 in Texas');
    expect(range).toEqual({ maxRate: 2000 });
    expect(rest.replace(/\s+/g, ' ')).toBe('NBC in Texas');
  });

  it('keeps the tightest limits when several are given', () => {
    expect(extractPrice('under 3000 and below $2k, over 500 and above 1,000').range).toEqual({ maxRate: 2000, minRate: 1000 });
  });

  it('does not read bare numbers as prices', () => {
    expect(extractPrice('top 5 to 10 stations').range).toEqual({});
    expect(extractPrice('Live at 9').range).toEqual({});
  });
});

describe('applyChatFilters', () => {
  it('never returns hidden stations, even when asked for them by name', () => {
    expect(applyChatFilters(STATIONS, { all: true }).some((s) => s.isHidden)).toBe(false);
    expect(applyChatFilters(STATIONS, { callLetters: ['KHID'] })).toEqual([]);
  });

  it('returns nothing for a question that asks nothing', () => {
    expect(applyChatFilters(STATIONS, {})).toEqual([]);
    expect(applyChatFilters(STATIONS, { text: '  ' })).toEqual([]);
  });

  it('leaves stations without a rate out of price questions', () => {
    const found = applyChatFilters(STATIONS, { markets: ['Houston'], maxRate: 100000 });
    expect(found.map((s) => s.callLetters)).toEqual(['KPRC', 'KHOU', 'KRIV']);
  });

  it('matches free text across call letters, market, city, state and show', () => {
    expect(applyChatFilters(STATIONS, { text: 'life' }).map((s) => s.callLetters)).toEqual(['KPRC']);
    expect(applyChatFilters(STATIONS, { text: 'arizona midday' }).map((s) => s.callLetters)).toEqual(['KPNX']);
  });
});

describe('describeChatAnswer', () => {
  const houston = applyChatFilters(STATIONS, { markets: ['Houston'] });
  const all = applyChatFilters(STATIONS, { all: true });
  const counts = { total: 35, visible: 34 };

  it('names 1 to 5 matches in full and shows each as a card', () => {
    const one = describeChatAnswer(houston.slice(0, 1), { ...counts, query: 'KPRC' });
    expect(one.text).toBe('I found 1 station matching "KPRC": KPRC (NBC, Houston).');
    expect(one.cards.map((s) => s.callLetters)).toEqual(['KPRC']);
    const four = describeChatAnswer(houston, { ...counts, query: '  Houston ' });
    expect(four.text).toBe('I found 4 stations matching "Houston": KPRC (NBC, Houston), KHOU (CBS, Houston), KTRK (ABC, Houston) and KRIV (FOX, Houston).');
    expect(four.cards).toHaveLength(4);
  });

  it('sums up more than 5 matches by network and price range and shows the first 5', () => {
    const answer = describeChatAnswer(all, { ...counts, query: 'all stations' });
    expect(answer.cards).toEqual(all.slice(0, 5));
    expect(answer.text).toBe(
      'I found 34 stations matching "all stations". Networks: NBC (14), ABC (9), CBS (6), FOX (4) and CW (1). ' +
        'Rates range from $600 to $4,900 (1 station with pricing on request). Here are the first 5:',
    );
    const tbd = all.map((s) => ({ ...s, rate: null }));
    expect(describeChatAnswer(tbd, { ...counts, query: 'x' }).text).toContain('None of them lists a rate yet: contact for pricing.');
  });

  it('helps when nothing matched: suggestions plus the total and visible station counts', () => {
    const answer = describeChatAnswer([], { ...counts, query: 'stations in Atlantis', filters: { text: 'atlantis' } });
    expect(answer.cards).toEqual([]);
    expect(answer.text).toContain('I couldn\'t find any stations matching "stations in Atlantis".');
    expect(answer.text).toContain('I searched 34 available stations out of 35 stations in our network.');
    expect(answer.text).toContain('"Texas stations"');
    expect(answer.text).toContain('"NBC stations"');
    expect(answer.text).toContain('"stations under $2000"');
    const tight = describeChatAnswer([], { ...counts, query: 'q', filters: { affiliates: ['CBS'], states: ['FL'], maxRate: 2000 } });
    expect(tight.text).toContain('Try a different budget, or leave the price out.');
    expect(tight.text).toContain('Try fewer details at once');
  });
});

describe('words that name Object.prototype members', () => {
  it('are plain words, never lookups into the prototype', () => {
    const catalogue = { markets: ['Houston'], cities: ['Houston'], callLetters: ['KPRC'], showNames: [] };
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(() => parseChatQuery(`${word} stations`, catalogue)).not.toThrow();
      expect(JSON.stringify(parseChatQuery(`${word} stations`, catalogue))).not.toContain('function');
    }
  });
});
