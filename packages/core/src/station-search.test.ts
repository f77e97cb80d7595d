import { describe, expect, it } from 'vitest';
import type { PublicStation } from './api-types';
import { stationMaker } from './test-support/stations';
import { applyChatFilters, chatCatalogueOf, CHAT_MAX_CARDS, CHAT_MORE_TEXTS, describeChatMore, isChatShowMore, parseChatQuery } from './chat-query';
import { editDistance, searchStations, sortStations, stationMatchesWords } from './station-search';

const station = stationMaker({ showName: null, rate: null });

const STATIONS: PublicStation[] = [
  station('WGN', 'CW', 'Chicago', 'IL', 'Chicago', 'Windy City Morning', 1800),
  station('WLS', 'ABC', 'Chicago', 'IL', 'Chicago', null, 2500),
  station('WMAQ', 'NBC', 'Chicago', 'IL', 'Chicago', null, null),
  station('WFAA', 'ABC', 'Dallas-Fort Worth', 'TX', 'Dallas', 'Good Morning Texas', 3000),
  station('KABC', 'ABC', 'Los Angeles', 'CA', 'Los Angeles', null, 4500),
  station('KNBC', 'NBC', 'Los Angeles', 'CA', 'Los Angeles', null, 900),
  station('KCRA', 'NBC', 'Sacramento', 'CA', 'Sacramento', null, 1200),
  station('KFMB', 'CBS', 'San Diego', 'CA', 'San Diego', null, null),
  station('KGO', 'ABC', 'San Francisco-Oakland-San Jose', 'CA', 'San Francisco', null, 2000),
  station('KPIX', 'CBS', 'San Francisco-Oakland-San Jose', 'CA', 'San Francisco', null, 2100),
  station('KTVU', 'FOX', 'San Francisco-Oakland-San Jose', 'CA', 'Oakland', null, 600),
  station('KHID', 'NBC', 'Los Angeles', 'CA', 'Los Angeles', null, 100, true),
  station('WWL', 'CBS', 'New Orleans', 'LA', 'New Orleans', 'Great Day Louisiana', 1500),
  station('KING', 'NBC', 'Seattle-Tacoma', 'WA', 'Seattle', null, 3500),
  station('WRC', 'NBC', 'Washington, DC', 'DC', 'Washington', null, 2600),
  station('WNYW', 'FOX', 'New York', 'NY', 'New York', 'Good Day New York', 4900),
  station('WNET', 'PBS', 'New York', 'NJ', 'Newark', null, 1000),
];
const calls = (list: readonly PublicStation[]) => list.map((s) => s.callLetters);

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swapped neighbours, stopping past the limit', () => {
    expect(editDistance('calfornia', 'california')).toBe(1);
    expect(editDistance('califrnai', 'california')).toBe(2);
    expect(editDistance('texsa', 'texas')).toBe(1);
    expect(editDistance('cabiforkza', 'california')).toBe(3);
    expect(editDistance('ohio', 'ohio')).toBe(0);
    expect(editDistance('a', 'abcdef')).toBe(3);
  });
});

describe('searchStations', () => {
  it('matches every word somewhere in the station, short words as whole words only', () => {
    const wgn = STATIONS[0]!;
    expect(stationMatchesWords(wgn, ['windy', 'chicago'])).toBe(true);
    expect(stationMatchesWords(wgn, ['il'])).toBe(true);
    expect(stationMatchesWords(wgn, ['ic'])).toBe(false);
    expect(stationMatchesWords(wgn, ['windy', 'texas'])).toBe(false);
  });

  it('corrects a misspelt state, market or city within two edits (words of five letters or more)', () => {
    const ca = searchStations(STATIONS, { q: 'Calfornia' });
    expect(ca.corrected).toBe('California');
    expect(calls(ca.stations)).toEqual(['KABC', 'KNBC', 'KCRA', 'KFMB', 'KGO', 'KPIX', 'KTVU']);
    expect(searchStations(STATIONS, { q: 'Sacramnto' }).corrected).toBe('Sacramento');
    expect(searchStations(STATIONS, { q: 'Chcago' })).toMatchObject({ corrected: 'Chicago' });
    expect(searchStations(STATIONS, { q: 'Iowx' })).toEqual({ stations: [] });
    expect(searchStations(STATIONS, { q: 'California' }).corrected).toBeUndefined();
  });

  it('reads a misspelt state or market filter the same way, and says so', () => {
    const ca = searchStations(STATIONS, { state: 'Califronia' });
    expect(ca.corrected).toBe('California');
    expect(calls(ca.stations)).toEqual(calls(searchStations(STATIONS, { state: 'CA' }).stations));
    expect(searchStations(STATIONS, { market: 'Los Angles' })).toMatchObject({ corrected: 'Los Angeles' });
    expect(calls(searchStations(STATIONS, { market: 'Los Angles' }).stations)).toEqual(['KABC', 'KNBC']);
    expect(calls(searchStations(STATIONS, { market: 'Sacramnto' }).stations)).toEqual(['KCRA']);
    // A name that matches needs no reading; a word near nothing finds nothing.
    expect(searchStations(STATIONS, { state: 'Texas' }).corrected).toBeUndefined();
    expect(searchStations(STATIONS, { market: 'Chicago' }).corrected).toBeUndefined();
    expect(searchStations(STATIONS, { state: 'Qwertyuiop' })).toEqual({ stations: [] });
    expect(searchStations(STATIONS, { market: 'Qwertyuiop' })).toEqual({ stations: [] });
  });

  it('answers every reading of an ambiguous word and names the readings', () => {
    const wa = searchStations(STATIONS, { q: 'washington' });
    expect(wa.ambiguous?.map((r) => r.label)).toEqual(['Washington (state)', 'Washington, DC']);
    expect(calls(wa.stations)).toEqual(['KING', 'WRC']);
    const la = searchStations(STATIONS, { q: 'LA' });
    expect(la.ambiguous?.map((r) => r.label)).toEqual(['Los Angeles', 'Louisiana']);
    expect(calls(la.stations)).toEqual(['KABC', 'KNBC', 'WWL']);
    for (const reading of la.ambiguous ?? []) expect(searchStations(STATIONS, { q: reading.query }).ambiguous).toBeUndefined();
  });

  it('finds a market across state lines and never a hidden station', () => {
    expect(calls(searchStations(STATIONS, { q: 'New York' }).stations)).toEqual(['WNYW', 'WNET']);
    expect(calls(searchStations(STATIONS, { q: 'NBC' }).stations)).not.toContain('KHID');
  });

  it("reads past words that only say what is looked for: 'Texas stations', 'TV stations in Chicago', 'Washington state', 'KABC-TV'", () => {
    expect(calls(searchStations(STATIONS, { q: 'Texas stations' }).stations)).toEqual(['WFAA']);
    expect(calls(searchStations(STATIONS, { q: 'TV stations in Chicago' }).stations)).toEqual(['WGN', 'WLS', 'WMAQ']);
    expect(calls(searchStations(STATIONS, { q: 'KABC-TV' }).stations)).toEqual(['KABC']);
    expect(calls(searchStations(STATIONS, { q: 'Washington state' }).stations)).toEqual(['KING']);
    expect(calls(searchStations(STATIONS, { q: 'New York State' }).stations)).toEqual(['WNYW']);
    expect(searchStations(STATIONS, { q: 'Califronia stations' })).toMatchObject({ corrected: 'California' });
    expect(searchStations(STATIONS, { q: 'stations in Atlantis' })).toEqual({ stations: [] });
  });

  it('finds nothing for text of symbols only, everything for blank text', () => {
    expect(searchStations(STATIONS, { q: '%' })).toEqual({ stations: [] });
    expect(searchStations(STATIONS, { q: '?!' })).toEqual({ stations: [] });
    expect(searchStations(STATIONS, { q: '  ' }).stations).toHaveLength(STATIONS.length - 1);
  });

  it('filters by affiliate and maximum rate, then sorts (no rate last)', () => {
    expect(calls(searchStations(STATIONS, { affiliate: 'nbc', maxRate: 1500 }).stations)).toEqual(['KNBC', 'KCRA']);
    expect(calls(searchStations(STATIONS, { q: 'chicago', sort: 'rate' }).stations)).toEqual(['WGN', 'WLS', 'WMAQ']);
    expect(calls(searchStations(STATIONS, { q: 'chicago', sort: '-rate' }).stations)).toEqual(['WLS', 'WGN', 'WMAQ']);
    expect(calls(sortStations(STATIONS.slice(0, 4), 'callLetters'))).toEqual(['WFAA', 'WGN', 'WLS', 'WMAQ']);
  });
});

describe('the chat assistant reads with the same matcher', () => {
  const catalogue = chatCatalogueOf(STATIONS.filter((s) => !s.isHidden));

  it("'cheapest stations in California' lists the lowest rates first, stations without a rate last", () => {
    const filters = parseChatQuery('cheapest stations in California', catalogue);
    expect(filters).toEqual({ states: ['CA'], sort: 'rate' });
    expect(calls(applyChatFilters(STATIONS, filters))).toEqual(['KTVU', 'KNBC', 'KCRA', 'KGO', 'KPIX', 'KABC', 'KFMB']);
    expect(parseChatQuery('most expensive stations', catalogue)).toEqual({ all: true, sort: '-rate' });
  });

  it("'morning show in Chicago' matches show names in that market", () => {
    const filters = parseChatQuery('morning show in Chicago', catalogue);
    expect(filters).toEqual({ markets: ['Chicago'], showWords: ['morning'] });
    expect(calls(applyChatFilters(STATIONS, filters))).toEqual(['WGN']);
  });

  it("'show more' continues past the first five cards, then says all were shown", () => {
    for (const q of ['show more', 'Show me more', 'more', 'more please', 'next 5', 'show more stations']) expect(isChatShowMore(q), q).toBe(true);
    for (const q of ['show me stations in Texas', 'morning shows', 'more stations in Ohio']) expect(isChatShowMore(q), q).toBe(false);
    const all = applyChatFilters(STATIONS, { all: true });
    const next = describeChatMore(all, CHAT_MAX_CARDS, 'all stations');
    expect(next.text).toBe(`Here are stations 6 to 10 of ${all.length}:`);
    expect(next.cards).toEqual(all.slice(5, 10));
    const last = describeChatMore(all, 15, 'all stations');
    expect(last.text).toBe(`Here are stations 16 to ${all.length} of ${all.length}:`);
    expect(describeChatMore(all, all.length, 'all stations')).toEqual({ text: CHAT_MORE_TEXTS.allShown(all.length, 'all stations'), cards: [] });
    expect(CHAT_MORE_TEXTS.allShown(16, 'all stations')).toBe(`That's all 16 stations matching "all stations".`);
    expect(describeChatMore(null, 0, '')).toEqual({ text: CHAT_MORE_TEXTS.nothingYet, cards: [] });
  });
});

describe('safeNextPath', () => {
  it('keeps paths of this site and refuses everything else', async () => {
    const { safeNextPath } = await import('./site-pages');
    expect(safeNextPath('/orders')).toBe('/orders');
    expect(safeNextPath('/search?q=Texas#x')).toBe('/search?q=Texas#x');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'orders', '', null, '/a\nb', 'javascript:alert(1)']) {
      expect(safeNextPath(bad), String(bad)).toBe('/');
    }
  });
});
