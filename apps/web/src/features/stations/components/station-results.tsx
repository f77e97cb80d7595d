import { Alert, AlertDescription, AlertTitle, AlertTriangleIcon, Button, LabeledSelect, type LabeledSelectProps } from '@app/ui';
import { errorToMessage, MESSAGES, type PublicStation, type SearchReading, type StationSort } from '@app/core';
import { useEffect, useRef } from 'react';
import { useStationSearch, type StationFilters } from '../api/use-station-search';
import { StationCard } from './station-card';
import { SEARCH_SKELETON_CARDS, StationResultsFrame, StationSkeletons } from './station-results-frame';

/** Results scroll into view 100 ms after a search. */
export const SCROLL_DELAY_MS = 100;

export interface StationResultsProps {
  query: string;
  onBook: (station: PublicStation) => void;
  onClear: () => void;
  skeletonCards?: number;
  /** Filters and sort (from the URL); the controls show only with onFiltersChange. */
  filters?: StationFilters;
  onFiltersChange?: (filters: StationFilters) => void;
  /** Runs another search: an ambiguous word's readings are offered as choices. */
  onSearch?: (query: string) => void;
  /** The request list: which stations are in it, and adding or taking one out. */
  inRequest?: (id: string) => boolean;
  onToggleRequest?: (station: PublicStation) => void;
}

/** Networks offered by the filter, and price ceilings (whole dollars). */
export const AFFILIATE_CHOICES = ['NBC', 'ABC', 'CBS', 'FOX', 'CW', 'PBS', 'Independent'];
export const PRICE_CHOICES = [1000, 2000, 3000, 4000];
const SORT_CHOICES: { value: StationSort | ''; label: string }[] = [
  { value: '', label: 'Best match' },
  { value: 'rate', label: 'Price: low to high' },
  { value: '-rate', label: 'Price: high to low' },
  { value: 'market', label: 'Market' },
  { value: 'callLetters', label: 'Call letters' },
];

const labelClass = 'gap-1 text-slate-700';
const selectClass = 'h-10 border-slate-300 bg-white px-3 text-slate-900';

const NETWORK_OPTIONS = [{ value: '', label: 'All networks' }, ...AFFILIATE_CHOICES.map((a) => ({ value: a, label: a }))];
const PRICE_OPTIONS = [{ value: '', label: 'Any price' }, ...PRICE_CHOICES.map((p) => ({ value: String(p), label: `Up to $${p.toLocaleString('en-US')}` }))];

/** Affiliate and price filters and the sort, as native selects with labels. */
function ResultControls({ filters, onChange }: { filters: StationFilters; onChange: (f: StationFilters) => void }) {
  const controls: LabeledSelectProps[] = [
    {
      id: 'results-network',
      label: 'Network',
      value: filters.affiliate ?? '',
      options: NETWORK_OPTIONS,
      onChange: (value) => onChange({ ...filters, affiliate: value || undefined }),
    },
    {
      id: 'results-price',
      label: 'Price',
      value: filters.maxRate ?? '',
      options: PRICE_OPTIONS,
      onChange: (value) => onChange({ ...filters, maxRate: value ? Number(value) : undefined }),
    },
    {
      id: 'results-sort',
      label: 'Sort by',
      value: filters.sort ?? '',
      options: SORT_CHOICES,
      onChange: (value) => onChange({ ...filters, sort: (value || undefined) as StationSort | undefined }),
    },
  ];
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {controls.map((control) => (
        <LabeledSelect key={control.id} className={labelClass} selectClassName={selectClass} {...control} />
      ))}
    </div>
  );
}

/** 'Showing 1 station in X', 'Showing 70 stations in X': every station found, whether or not 'Show more' has shown them all yet. */
export function showingText(total: number, place: string): string {
  return `Showing ${total} ${total === 1 ? 'station' : 'stations'} in ${place}`;
}

/** An ambiguous word's readings, each a search of its own. */
function ReadingChoices({ readings, onSearch }: { readings: SearchReading[]; onSearch?: ((q: string) => void) | undefined }) {
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800"
      role="group"
      aria-label="Did you mean"
    >
      <span>Did you mean</span>
      {readings.map((r) => (
        <Button key={r.label} size="sm" variant="outline" onClick={() => onSearch?.(r.query)}>
          {r.label}
        </Button>
      ))}
      <span className="text-slate-600">Showing stations for both.</span>
    </div>
  );
}

/** Search results: skeletons, an error banner, the empty state, or the station cards. */
export function StationResults({
  query,
  onBook,
  onClear,
  skeletonCards = SEARCH_SKELETON_CARDS,
  filters = {},
  onFiltersChange,
  onSearch,
  inRequest,
  onToggleRequest,
}: StationResultsProps) {
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useStationSearch(query, filters);
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Show more: the first card it adds takes focus (the button is disabled while it loads, and gone
  // after the last page, so focus would otherwise fall back to the top of the page).
  const focusCard = useRef<number | null>(null);
  const shown = data?.pages.reduce((n, p) => n + p.stations.length, 0) ?? 0;
  useEffect(() => {
    const index = focusCard.current;
    if (index === null || shown <= index) return;
    focusCard.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [shown]);

  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => {
      sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  if (!query) return null;

  const narrowed = !!filters.affiliate || filters.maxRate !== undefined;
  let body;
  if (isPending) {
    body = <StationSkeletons count={skeletonCards} />;
  } else if (error) {
    const message = errorToMessage(error);
    body = (
      <Alert variant="destructive">
        <AlertTriangleIcon />
        <AlertTitle>{message.title}</AlertTitle>
        <AlertDescription>
          <p>{message.description}</p>
          {/* The retry reloads the page; the search lives in the URL, so it runs again. */}
          <Button variant="outline" size="sm" className="mt-2" onClick={() => window.location.reload()}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if ((data.pages[0]?.total ?? 0) === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        <h3 className="text-lg font-semibold text-slate-900">{MESSAGES.noStationsFound}</h3>
        <p className="mt-2 text-slate-600">{MESSAGES.noStations(query)}</p>
        {/* The search may have found stations the network or price filter then left out. */}
        {narrowed && onFiltersChange ? <p className="mt-2 text-slate-600">The network or price you chose may be leaving stations out.</p> : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {narrowed && onFiltersChange ? (
            <Button variant="outline" onClick={() => onFiltersChange({ sort: filters.sort })}>
              Clear Filters
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClear}>
            Clear Search
          </Button>
        </div>
      </div>
    );
  } else {
    const first = data.pages[0];
    const stations = data.pages.flatMap((p) => p.stations);
    const total = first?.total ?? stations.length;
    body = (
      <>
        {first?.corrected ? <p className="mb-2 text-base font-medium text-slate-900">{`Showing results for ${first.corrected}`}</p> : null}
        {first?.readings.length ? <ReadingChoices readings={first.readings} onSearch={onSearch} /> : null}
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {showingText(total, first?.corrected ?? query)}
        </p>
        <ul ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {stations.map((station) => (
            <li key={station.id} className="grid">
              <StationCard station={station} onBook={onBook} inRequest={inRequest?.(station.id) ?? false} {...(onToggleRequest ? { onToggleRequest } : {})} />
            </li>
          ))}
        </ul>
        {hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              disabled={isFetchingNextPage}
              onClick={() => {
                focusCard.current = stations.length;
                void fetchNextPage();
              }}
            >
              Show more
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  const hasFilters = !!(filters.affiliate || filters.maxRate !== undefined || filters.sort);
  return (
    <StationResultsFrame ref={sectionRef}>
      {onFiltersChange && (hasFilters || (data?.pages[0]?.total ?? 0) > 0) ? <ResultControls filters={filters} onChange={onFiltersChange} /> : null}
      {body}
    </StationResultsFrame>
  );
}
