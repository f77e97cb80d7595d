import { describe, expect, it } from 'vitest';
import type { PublicStation } from './api-types';
import { stationMaker } from './test-support/stations';
import { chatCatalogueOf } from './chat-query';
import { describeChatMatch, matchChatQuestion } from './chat-match';

const station = stationMaker({ showName: '', rate: 1000 });

const STATIONS: PublicStation[] = [
  station('KABC', 'ABC', 'Los Angeles', 'CA', 'Los Angeles', 'Eyewitness News'),
  station('KNBC', 'NBC', 'Los Angeles', 'CA', 'Los Angeles', 'California Live'),
  station('WGN', 'CW', 'Chicago', 'IL', 'Chicago', 'Chicago Today'),
  station('WLS', 'ABC', 'Chicago', 'IL', 'Chicago', 'Windy City Live'),
  station('WFAA', 'ABC', 'Dallas-Fort Worth', 'TX', 'Dallas', 'Good Morning Texas'),
  station('KING', 'NBC', 'Seattle-Tacoma', 'WA', 'Seattle', 'New Day Northwest'),
  station('WJLA', 'ABC', 'Washington, DC', 'DC', 'Arlington', ''),
];
const catalogue = chatCatalogueOf(STATIONS);
const ask = (q: string) => matchChatQuestion(q, STATIONS, catalogue);
const calls = (q: string) =>
  ask(q)
    .matches.map((s) => s.callLetters)
    .sort();
const context = (query: string) => ({ total: STATIONS.length, visible: STATIONS.length, query });

describe('the chat reads questions with the search’s forgiveness', () => {
  it("reads a misspelt place as the nearest known one and says so ('Calfornia')", () => {
    expect(calls('Calfornia')).toEqual(['KABC', 'KNBC']);
    expect(calls('NBC stations in Calfornia')).toEqual(['KNBC']);
    const m = ask('Stations in Calfornia');
    expect(m.corrected).toBe('Stations in California');
    expect(describeChatMatch(m, context('Stations in Calfornia')).text).toMatch(/^Showing results for "Stations in California"\. I found 2 stations/);
  });

  it("asks which place an ambiguous word means, answering both readings ('Washington')", () => {
    const m = ask('Washington');
    expect(m.matches.map((s) => s.callLetters).sort()).toEqual(['KING', 'WJLA']);
    expect(m.ambiguous?.readings.map((r) => r.label)).toEqual(['Washington (state)', 'Washington, DC']);
    expect(describeChatMatch(m, context('Washington')).text).toMatch(/^"Washington" can mean Washington \(state\) or Washington, DC: which one do you mean\?/);
    expect(calls('NBC stations in Washington')).toEqual(['KING']);
    // A settled reading is not asked about.
    expect(ask('Washington DC').ambiguous).toBeUndefined();
    expect(calls('Washington DC')).toEqual(['WJLA']);
  });

  it("falls back to the place's stations when nothing there has every detail ('Morning show in Chicago')", () => {
    const m = ask('Morning show in Chicago');
    expect(m.placeFallback).toBe(true);
    expect(m.matches.map((s) => s.callLetters).sort()).toEqual(['WGN', 'WLS']);
    expect(describeChatMatch(m, context('Morning show in Chicago')).text).toMatch(
      /^No station matches every detail of "Morning show in Chicago"\. Here are the stations in Chicago instead\./,
    );
  });

  it('answers exact questions as the parser reads them, with nothing corrected or relaxed', () => {
    const m = ask('Morning shows in Texas');
    expect(m).toMatchObject({ matches: [expect.objectContaining({ callLetters: 'WFAA' })] });
    expect(m.corrected ?? m.placeFallback ?? m.ambiguous).toBeUndefined();
    expect(calls('recipes')).toEqual([]);
  });
});
