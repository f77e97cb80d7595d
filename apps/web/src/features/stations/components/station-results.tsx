import { Alert, AlertDescription, AlertTitle, AlertTriangleIcon, Button } from '@app/ui';
import { errorToMessage, MESSAGES, type PublicStation } from '@app/core';
import { useEffect, useRef } from 'react';
import { useStationSearch } from '../api/use-station-search';
import { StationCard } from './station-card';
import { SEARCH_SKELETON_CARDS, StationResultsFrame, StationSkeletons } from './station-results-frame';

/** Spec 2: results scroll into view 100 ms after a search. */
export const SCROLL_DELAY_MS = 100;

export interface StationResultsProps {
  query: string;
  onBook: (station: PublicStation) => void;
  onClear: () => void;
  skeletonCards?: number;
}

/** Search results: skeletons, an error banner, the empty state, or the station cards. */
export function StationResults({ query, onBook, onClear, skeletonCards = SEARCH_SKELETON_CARDS }: StationResultsProps) {
  const { data, error, isPending } = useStationSearch(query);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => {
      sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  if (!query) return null;

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
          {/* Spec 2: the retry reloads the page; the search lives in the URL, so it runs again. */}
          <Button variant="outline" size="sm" className="mt-2" onClick={() => window.location.reload()}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (data.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        <h3 className="text-lg font-semibold text-slate-900">{MESSAGES.noStationsFound}</h3>
        <p className="mt-2 text-slate-600">{MESSAGES.noStations(query)}</p>
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear Search
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {`Showing ${data.length} stations in ${query}`}
        </p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((station) => (
            <li key={station.id} className="grid">
              <StationCard station={station} onBook={onBook} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return <StationResultsFrame ref={sectionRef}>{body}</StationResultsFrame>;
}
