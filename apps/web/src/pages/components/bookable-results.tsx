import type { PublicStation } from '@app/core';
import { useRequestToggle } from '@/features/request-list/request-list-store';
import type { StationFilters } from '@/features/stations/api/use-station-search';
import { StationResults } from '@/features/stations/components/station-results';
import { requestListFull } from './add-to-request-button';

export interface BookableResultsProps {
  query: string;
  filters: StationFilters;
  onFiltersChange: (filters: StationFilters) => void;
  onSearch: (query: string) => void;
  onClear: () => void;
  onBook: (station: PublicStation) => void;
  skeletonCards?: number | undefined;
}

/** Station results whose cards add to (or take out of) the visitor's request list. */
export function BookableResults({ skeletonCards, ...props }: BookableResultsProps) {
  const list = useRequestToggle(requestListFull);
  return <StationResults {...props} {...(skeletonCards ? { skeletonCards } : {})} inRequest={list.has} onToggleRequest={list.toggle} />;
}
