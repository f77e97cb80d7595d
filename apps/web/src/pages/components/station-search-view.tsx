import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { STATION_SORTS, type StationSort } from '@app/core';
import { normalizeQuery, type StationFilters } from '@/features/stations/lib/search-params';
import { StationResultsFrame, StationSkeletons } from '@/features/stations/components/station-results-frame';
import { focusStationSearch, StationSearchBox } from '@/features/stations/components/station-search-box';
import { usePublicConfig } from '@/app/public-config';
import { useBookingLauncher } from './station-booking';

// Results and offers show only after a search or a click: their code (station cards, rate
// formatting, whose number and date formats are costly to set up) is not part of the first page.
// The results' code starts downloading as soon as the visitor turns to the search box.
const loadStationResults = () => import('./bookable-results');
const BookableResults = lazy(() => loadStationResults().then((m) => ({ default: m.BookableResults })));
const SpecialOffers = lazy(() => import('@/features/offers/special-offers').then((m) => ({ default: m.SpecialOffers })));

export type SearchView = 'search' | 'offers';

/**
 * The search text (?q=) and the view (?view=offers) live in the URL, so a reload (the error
 * banner's Retry) or the back button brings the same results back.
 */
/** The results' filters as the URL holds them (?affiliate=NBC&maxRate=2000&sort=rate); bad values are ignored. */
function filtersOf(params: URLSearchParams): StationFilters {
  const affiliate = params.get('affiliate')?.trim() || undefined;
  const max = params.get('maxRate');
  const maxRate = max && /^\d{1,7}$/.test(max) ? Number(max) : undefined;
  const sortParam = params.get('sort');
  const sort = (STATION_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as StationSort) : undefined;
  return { affiliate, maxRate, sort };
}

export function useSearchView() {
  const [params, setParams] = useSearchParams();
  const query = normalizeQuery(params.get('q') ?? '');
  const view: SearchView = params.get('view') === 'offers' ? 'offers' : 'search';
  const filters = filtersOf(params);
  return {
    query,
    view,
    filters,
    /** New filters keep the search; the first page of results shows again. */
    setFilters: (f: StationFilters) => {
      const next: Record<string, string> = { q: query };
      if (f.affiliate) next.affiliate = f.affiliate;
      if (f.maxRate !== undefined) next.maxRate = String(f.maxRate);
      if (f.sort) next.sort = f.sort;
      setParams(next);
    },
    /** Searching always switches back to the search view. */
    search: (q: string) => setParams({ q }),
    clear: () => setParams({}),
    showOffers: () => setParams(query ? { q: query, view: 'offers' } : { view: 'offers' }),
    showSearch: () => setParams(query ? { q: query } : {}),
  };
}

/** Station results whose Book Now opens the booking dialog (see useBookingLauncher). */
export function BookableStationResults({ query, onClear, skeletonCards }: { query: string; onClear: () => void; skeletonCards?: number }) {
  const booking = useBookingLauncher();
  const { filters, setFilters, search } = useSearchView();
  return (
    <>
      {/* Nothing to show (nor to download) before a search. While the results' code downloads,
          the same frame and skeletons as while they load. */}
      {query ? (
        <Suspense
          fallback={
            <StationResultsFrame>
              <StationSkeletons count={skeletonCards} />
            </StationResultsFrame>
          }
        >
          <BookableResults
            query={query}
            filters={filters}
            onFiltersChange={setFilters}
            onSearch={search}
            onClear={onClear}
            onBook={booking.openFor}
            skeletonCards={skeletonCards}
          />
        </Suspense>
      ) : null}
      {booking.dialog}
    </>
  );
}

/** The search box with the 'Or view our special offers' toggle. */
export function SearchControls({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { query, view, search, showOffers } = useSearchView();
  return (
    <div className="space-y-3" onFocus={() => void loadStationResults()}>
      <StationSearchBox initialQuery={query} onSearch={search} />
      <button
        type="button"
        onClick={showOffers}
        aria-pressed={view === 'offers'}
        className={
          tone === 'dark'
            ? 'text-sm font-medium text-brand-100 underline-offset-4 hover:text-white hover:underline'
            : 'text-sm font-medium text-primary underline-offset-4 hover:underline'
        }
      >
        Or view our special offers
      </button>
    </div>
  );
}

/** Below the search box: the special offers, or the results of the current search. */
export function SearchOrOffers({ skeletonCards }: { skeletonCards?: number }) {
  const { query, view, clear, showSearch } = useSearchView();
  const { contactEmail } = usePublicConfig();
  const offersRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view !== 'offers') return;
    // Like search results, the offers come into view once they are on the page.
    const timer = setTimeout(() => offersRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 100);
    return () => clearTimeout(timer);
  }, [view]);
  if (view === 'offers') {
    return (
      <div ref={offersRef} className="scroll-mt-24">
        <Suspense fallback={null}>
          <SpecialOffers contactEmail={contactEmail} onBack={showSearch} />
        </Suspense>
      </div>
    );
  }
  return (
    <BookableStationResults
      query={query}
      onClear={() => {
        clear();
        focusStationSearch();
      }}
      skeletonCards={skeletonCards}
    />
  );
}
