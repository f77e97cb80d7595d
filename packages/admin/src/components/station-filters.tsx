import { Button, Input, Label, LabeledSelect, SearchIcon } from '@app/ui';
import type { VisibilityFilter } from '@app/core';
import type { StationTableView } from './use-station-table';

const VISIBILITY_OPTIONS = [
  { value: 'all', label: 'Visible and hidden' },
  { value: 'visible', label: 'Visible only' },
  { value: 'hidden', label: 'Hidden only' },
] as const satisfies readonly { value: VisibilityFilter; label: string }[];

const isVisibilityFilter = (v: string): v is VisibilityFilter => VISIBILITY_OPTIONS.some((o) => o.value === v);

/** The stations' search (with Clear), and the affiliate and visibility filters. */
export function StationFilters({
  view,
  affiliates,
  onChange,
}: {
  view: StationTableView;
  affiliates: readonly string[];
  onChange: (change: Partial<StationTableView>) => void;
}) {
  return (
    <>
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="station-search">Search stations</Label>
          <div className="relative">
            <SearchIcon className="absolute left-3 top-3 size-4 text-muted-foreground" />
            <Input
              id="station-search"
              type="search"
              className="pl-9"
              placeholder="Call letters or market"
              value={view.search}
              onChange={(e) => onChange({ search: e.target.value })}
            />
          </div>
        </div>
        <Button variant="outline" onClick={() => onChange({ search: '' })} disabled={view.search === ''}>
          Clear
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <LabeledSelect
          id="station-affiliate-filter"
          label="Affiliate"
          value={view.affiliate}
          options={[{ value: '', label: 'All affiliates' }, ...affiliates.map((a) => ({ value: a, label: a }))]}
          onChange={(affiliate) => onChange({ affiliate })}
        />
        <LabeledSelect
          id="station-visibility-filter"
          label="Visibility"
          value={view.shown}
          options={VISIBILITY_OPTIONS}
          onChange={(shown) => onChange({ shown: isVisibilityFilter(shown) ? shown : 'all' })}
        />
      </div>
    </>
  );
}
