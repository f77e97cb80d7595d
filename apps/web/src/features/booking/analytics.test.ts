import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT, clearRecordedEvents, recordedEvents, trackEvent, trackRequestSubmitted } from './analytics';

afterEach(() => {
  clearRecordedEvents();
  vi.unstubAllGlobals();
});

describe('analytics', () => {
  it("records 'request_submitted' with the market and the rate", () => {
    trackRequestSubmitted({ market: 'Houston', rate: 1500 });
    trackRequestSubmitted({ market: 'Austin', rate: null });
    expect(recordedEvents().map((e) => [e.name, e.properties])).toEqual([
      ['request_submitted', { market: 'Houston', rate: 1500 }],
      ['request_submitted', { market: 'Austin', rate: null }],
    ]);
  });

  it('dispatches a DOM CustomEvent on window', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const seen: unknown[] = [];
    target.addEventListener(ANALYTICS_EVENT, (e) => seen.push((e as CustomEvent).detail));
    const event = trackEvent('request_submitted', { market: 'Dallas', rate: 900 });
    expect(seen).toEqual([event]);
  });

  it('keeps a bounded list', () => {
    for (let i = 0; i < 250; i++) trackEvent('x', { i });
    expect(recordedEvents()).toHaveLength(200);
    expect(recordedEvents()[0]?.properties).toEqual({ i: 50 });
  });
});
