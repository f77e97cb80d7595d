import { Card, Skeleton } from '@app/ui';
import type { ReactNode, Ref } from 'react';

// Apart from station-results so that the page can show this frame while the results' own code
// (cards, rate formatting) downloads on the first search.

/** Six skeleton cards while a search loads, five on the signed-in home page. */
export const SEARCH_SKELETON_CARDS = 6;
export const HOME_SKELETON_CARDS = 5;

function SkeletonCard() {
  return (
    <Card className="space-y-4 p-5" data-testid="station-skeleton">
      <Skeleton className="h-5 w-14" />
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-4 w-32" />
      <div className="flex items-end justify-between pt-4">
        <Skeleton className="h-6 w-16" />
        <Skeleton className="h-10 w-24" />
      </div>
    </Card>
  );
}

/** The loading state: skeleton cards in a 'Loading stations' status region. */
export function StationSkeletons({ count = SEARCH_SKELETON_CARDS }: { count?: number | undefined }) {
  return (
    <div role="status" aria-label="Loading stations" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}

/** The 'Search results' section around whatever the search shows. */
export function StationResultsFrame({ ref, children }: { ref?: Ref<HTMLElement>; children: ReactNode }) {
  return (
    <section ref={ref} aria-labelledby="station-results-heading" className="scroll-mt-24">
      <h2 id="station-results-heading" className="mb-2 text-2xl font-bold tracking-tight text-slate-900">
        Search results
      </h2>
      {children}
    </section>
  );
}
