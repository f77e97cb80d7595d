import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicStation } from '@app/core';
import { MemoryRouter } from 'react-router';
import { StationCard } from './station-card';

const station: PublicStation = {
  id: 's1',
  callLetters: 'KPRC',
  affiliate: 'NBC',
  market: 'Houston',
  state: 'TX',
  city: 'Houston',
  showName: 'Houston Life',
  link: null,
  rate: 1500,
  isHidden: false,
};

const render = (s: PublicStation, props: Partial<Parameters<typeof StationCard>[0]> = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <StationCard station={s} onBook={() => {}} {...props} />
    </MemoryRouter>,
  );

describe('StationCard', () => {
  it('shows the affiliate badge in its colour, call letters, market, show name, rate and Book Now', () => {
    const html = render(station);
    expect(html).toMatch(/class="[^"]*bg-black[^"]*">NBC</);
    expect(html).toMatch(/<a [^>]*href="\/stations\/s1"[^>]*>KPRC<\/a><\/h3>/);
    expect(html).toContain('>Houston</p>');
    expect(html).toContain('>Houston Life</p>');
    expect(html).toContain('>$1,500</p>');
    expect(html).toContain('>Book Now</button>');
  });

  it("says 'TBD' without a rate and leaves out a missing show name", () => {
    const html = render({ ...station, rate: null, showName: '' });
    expect(html).toContain('>TBD</p>');
    expect(html).not.toContain('Houston Life');
  });

  it('colours other networks', () => {
    expect(render({ ...station, affiliate: 'cbs' })).toContain('bg-blue-600');
    expect(render({ ...station, affiliate: 'ABC' })).toContain('bg-yellow-500');
    expect(render({ ...station, affiliate: 'Fox' })).toContain('bg-blue-500');
    expect(render({ ...station, affiliate: 'CW' })).toContain('bg-green-600');
    expect(render({ ...station, affiliate: 'PBS' })).toContain('bg-gray-600');
  });

  it("offers 'Add to request' only when the list is there, and says when the station is in it", () => {
    expect(render(station)).not.toContain('Add to request');
    expect(render(station, { onToggleRequest: () => {} })).toContain('aria-pressed="false"');
    // Both labels share the button's box; only the one for the current state is shown (the other is aria-hidden and invisible).
    const shown = (html: string) => /<span class="[^"]*"(?: aria-hidden="false")>(?:<svg.*?<\/svg>)?([^<]+)<\/span>/.exec(html)?.[1];
    expect(shown(render(station, { onToggleRequest: () => {} }))).toBe('Add to request');
    const added = render(station, { onToggleRequest: () => {}, inRequest: true });
    expect(added).toContain('aria-pressed="true"');
    expect(shown(added)).toBe('Added to request');
  });
});
