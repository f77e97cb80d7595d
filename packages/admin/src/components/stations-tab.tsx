import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { MESSAGES, type AdminStation } from '@app/core';
import { AffiliateBadge, Badge, Button, Input, Label, SearchIcon } from '@app/ui';
import { useAdminStations, useStationMutations } from '../api/stations';
import { stationsCsv } from '../lib/exports';
import {
  adminRateText,
  affiliatesOf,
  DEFAULT_STATION_SORT,
  filterAdminStations,
  filterByAffiliateAndVisibility,
  NO_SHOW_NAME,
  pageLabel,
  STATIONS_PAGE_SIZE,
  type VisibilityFilter,
  nextStationSort,
  SORTABLE_STATION_COLUMNS,
  sortAdminStations,
  stationsHeading,
  type StationSort,
  type StationSortColumn,
} from '../lib/station-table';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { DataTable } from './data-table';
import { ExportButton } from './export-button';
import { StationBlackoutsDialog } from './station-blackouts-dialog';
import { StationFormDialog } from './station-form-dialog';

/** The TV Stations tab: search, sortable table, Add/Edit dialog, Hide/Show and Delete with confirmations. */
export function StationsTab() {
  const stations = useAdminStations();
  const { visibility, remove } = useStationMutations();
  // The mutate functions are stable, the mutation objects are new on every render: the columns
  // depend on the former, so a row's buttons stay the same elements (and keep or regain focus).
  const setVisibility = visibility.mutate;
  const removeStation = remove.mutate;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StationSort>(DEFAULT_STATION_SORT);
  const [editing, setEditing] = useState<{ station: AdminStation | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [blackouts, setBlackouts] = useState<AdminStation | null>(null);
  const [affiliate, setAffiliate] = useState('');
  const [shown, setShown] = useState<VisibilityFilter>('all');
  const [page, setPage] = useState(1);

  const all = useMemo(() => stations.data ?? [], [stations.data]);
  const rows = useMemo(
    () => sortAdminStations(filterByAffiliateAndVisibility(filterAdminStations(all, search), affiliate, shown), sort),
    [all, search, affiliate, shown, sort],
  );
  const pages = Math.max(1, Math.ceil(rows.length / STATIONS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = useMemo(() => rows.slice((current - 1) * STATIONS_PAGE_SIZE, current * STATIONS_PAGE_SIZE), [rows, current]);
  // A new search or filter starts again at the first page.
  const refine =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPage(1);
    };

  const columns = useMemo<ColumnDef<AdminStation>[]>(
    () => [
      { id: 'callLetters', header: 'Call Letters', cell: ({ row }) => <span className="font-semibold">{row.original.callLetters}</span> },
      { id: 'affiliate', header: 'Affiliate', cell: ({ row }) => <AffiliateBadge affiliate={row.original.affiliate} /> },
      { id: 'market', header: 'Market', cell: ({ row }) => row.original.market },
      {
        id: 'showName',
        header: 'Show Name',
        cell: ({ row }) => row.original.showName || <span className="text-muted-foreground">{NO_SHOW_NAME}</span>,
      },
      { id: 'rate', header: 'Rate', cell: ({ row }) => adminRateText(row.original.rate) },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) =>
          row.original.isHidden ? (
            <Badge className="border-transparent bg-gray-200 text-gray-800">Hidden</Badge>
          ) : (
            <Badge className="border-transparent bg-green-100 text-green-800">Visible</Badge>
          ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const s = row.original;
          const action = s.isHidden ? 'show' : 'hide';
          return (
            // Two by two on a phone, so the column stays narrow beside the call letters.
            <div className="grid w-max grid-cols-[repeat(2,max-content)] gap-1 sm:flex sm:gap-2">
              <Button size="sm" variant="outline" aria-label={`Edit ${s.callLetters}`} onClick={() => setEditing({ station: s })}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`${s.isHidden ? 'Show' : 'Hide'} ${s.callLetters}`}
                onClick={() =>
                  setConfirm({
                    title: s.isHidden ? 'Show station' : 'Hide station',
                    message: MESSAGES.confirmStationVisibility(action, s.callLetters),
                    confirmLabel: s.isHidden ? 'Show' : 'Hide',
                    onConfirm: () => setVisibility({ id: s.id, isHidden: !s.isHidden }),
                  })
                }
              >
                {s.isHidden ? 'Show' : 'Hide'}
              </Button>
              <Button size="sm" variant="outline" aria-label={`Dates for ${s.callLetters}`} onClick={() => setBlackouts(s)}>
                Dates
              </Button>
              <Button
                size="sm"
                variant="outline"
                className="text-destructive"
                aria-label={`Delete ${s.callLetters}`}
                onClick={() =>
                  setConfirm({
                    title: 'Delete station',
                    message: MESSAGES.confirmDeleteStation(s.callLetters),
                    confirmLabel: 'Delete',
                    destructive: true,
                    onConfirm: () => removeStation(s.id),
                  })
                }
              >
                Delete
              </Button>
            </div>
          );
        },
      },
    ],
    [setVisibility, removeStation],
  );

  return (
    <section aria-labelledby="stations-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stations-heading" className="text-xl font-semibold">
          {stationsHeading(rows.length, all.length)}
        </h2>
        <div className="flex gap-2">
          <ExportButton label="Export CSV" build={async () => stationsCsv(rows)} baseName="stations" disabled={!stations.data} />
          <Button onClick={() => setEditing({ station: null })}>Add Station</Button>
        </div>
      </div>
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="station-search">Search stations</Label>
          <div className="relative">
            <SearchIcon className="absolute left-3 top-3 size-4 text-muted-foreground" />
            <Input
              id="station-search"
              type="search"
              className="pl-9"
              placeholder="Call letters, market, affiliate or show name"
              value={search}
              onChange={(e) => refine(setSearch)(e.target.value)}
            />
          </div>
        </div>
        <Button variant="outline" onClick={() => refine(setSearch)('')} disabled={search === ''}>
          Clear
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5 text-sm font-medium">
          <label htmlFor="station-affiliate-filter">Affiliate</label>
          <select
            id="station-affiliate-filter"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={affiliate}
            onChange={(e) => refine(setAffiliate)(e.target.value)}
          >
            <option value="">All affiliates</option>
            {affiliatesOf(all).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5 text-sm font-medium">
          <label htmlFor="station-visibility-filter">Visibility</label>
          <select
            id="station-visibility-filter"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={shown}
            onChange={(e) => refine(setShown)(e.target.value as VisibilityFilter)}
          >
            <option value="all">Visible and hidden</option>
            <option value="visible">Visible only</option>
            <option value="hidden">Hidden only</option>
          </select>
        </div>
      </div>
      <DataTable<AdminStation, StationSortColumn>
        label="TV stations"
        columns={columns}
        data={pageRows}
        stickyColumn="actions"
        leadingColumn="callLetters"
        getRowId={(s) => s.id}
        sortable={SORTABLE_STATION_COLUMNS}
        sort={sort}
        onSort={(column) => setSort((current) => nextStationSort(current, column))}
        isLoading={stations.isPending}
        error={stations.error}
        onRetry={() => void stations.refetch()}
        empty={search ? 'No stations match your search' : 'No stations yet'}
      />
      {pages > 1 ? (
        <nav aria-label="Stations pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {pageLabel(current, pages)}
          </span>
          <Button variant="outline" size="sm" disabled={current >= pages} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
      <StationBlackoutsDialog station={blackouts} onClose={() => setBlackouts(null)} />
      <StationFormDialog open={editing !== null} station={editing?.station ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
