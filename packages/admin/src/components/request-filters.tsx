import { useState } from 'react';
import { isOrderStatus, type OrderStatus } from '@app/core';
import { Button, Checkbox, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@app/ui';
import { StatusItems } from './status-badge';

const ALL = 'all';

export interface RequestFilterState {
  sort: 'newest' | 'oldest';
  status: OrderStatus | undefined;
  overdueOnly: boolean;
  /** Only requests sent to a station that has not answered yet. */
  waitingOnly: boolean;
  /** The search text in effect (set on Search, cleared on Clear). */
  q: string;
}

/** Sort, status filter, overdue only, waiting on station only, and the search over client, agency, contact, email, number and call letters. */
export function RequestFilters({ value, onChange }: { value: RequestFilterState; onChange: (next: RequestFilterState) => void }) {
  const [search, setSearch] = useState(value.q);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="requests-sort">Sort</Label>
        <Select value={value.sort} onValueChange={(v) => onChange({ ...value, sort: v === 'oldest' ? 'oldest' : 'newest' })}>
          <SelectTrigger id="requests-sort" className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="newest">Newest to Oldest</SelectItem>
            <SelectItem value="oldest">Oldest to Newest</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="requests-status">Status</Label>
        <Select value={value.status ?? ALL} onValueChange={(v) => onChange({ ...value, status: isOrderStatus(v) ? v : undefined })}>
          <SelectTrigger id="requests-status" className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            <StatusItems />
          </SelectContent>
        </Select>
      </div>
      <label className="flex items-center gap-2 pb-2 text-sm">
        <Checkbox checked={value.overdueOnly} onCheckedChange={(v) => onChange({ ...value, overdueOnly: v === true })} aria-label="Overdue only" />
        Overdue only
      </label>
      <label className="flex items-center gap-2 pb-2 text-sm">
        <Checkbox checked={value.waitingOnly} onCheckedChange={(v) => onChange({ ...value, waitingOnly: v === true })} aria-label="Waiting on station only" />
        Waiting on station only
      </label>
      {/* Never narrower than its hint: with too little room beside the filters it takes a row of its own. */}
      <form
        className="flex min-w-[min(100%,26rem)] flex-1 flex-wrap items-end gap-2 sm:flex-nowrap"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...value, q: search.trim() });
        }}
      >
        <div className="grid flex-1 basis-full gap-1.5 sm:basis-auto">
          <Label htmlFor="requests-search">Search requests</Label>
          <Input id="requests-search" type="search" placeholder="Name, email, number or station" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!search && !value.q}
          onClick={() => {
            setSearch('');
            onChange({ ...value, q: '' });
          }}
        >
          Clear
        </Button>
      </form>
    </div>
  );
}
