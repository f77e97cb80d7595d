import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { MESSAGES, type AdminStation } from '@app/core';
import { AffiliateBadge, Badge, Button, Input, Label, SearchIcon } from '@app/ui';
import { useAdminStations, useStationMutations } from '../api/stations';
import { stationsCsv } from '../lib/exports';
import {
  adminRateText,
  DEFAULT_STATION_SORT,
  filterAdminStations,
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
import { StationFormDialog } from './station-form-dialog';

/** The TV Stations tab: search, sortable table, Add/Edit dialog, Hide/Show and Delete with confirmations. */
export function StationsTab() {
  const stations = useAdminStations();
  const { visibility, remove } = useStationMutations();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StationSort>(DEFAULT_STATION_SORT);
  const [editing, setEditing] = useState<{ station: AdminStation | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const all = useMemo(() => stations.data ?? [], [stations.data]);
  const rows = useMemo(() => sortAdminStations(filterAdminStations(all, search), sort), [all, search, sort]);

  const columns = useMemo<ColumnDef<AdminStation>[]>(
    () => [
      { id: 'callLetters', header: 'Call Letters', cell: ({ row }) => <span className="font-semibold">{row.original.callLetters}</span> },
      { id: 'affiliate', header: 'Affiliate', cell: ({ row }) => <AffiliateBadge affiliate={row.original.affiliate} /> },
      { id: 'market', header: 'Market', cell: ({ row }) => row.original.market },
      { id: 'showName', header: 'Show Name', cell: ({ row }) => row.original.showName },
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
            <div className="flex gap-2">
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
                    onConfirm: () => visibility.mutate({ id: s.id, isHidden: !s.isHidden }),
                  })
                }
              >
                {s.isHidden ? 'Show' : 'Hide'}
              </Button>
              <Button
                size="sm"
                variant="destructive"
                aria-label={`Delete ${s.callLetters}`}
                onClick={() =>
                  setConfirm({
                    title: 'Delete station',
                    message: MESSAGES.confirmDeleteStation(s.callLetters),
                    confirmLabel: 'Delete',
                    destructive: true,
                    onConfirm: () => remove.mutate(s.id),
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
    [visibility, remove],
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
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <Button variant="outline" onClick={() => setSearch('')} disabled={search === ''}>
          Clear
        </Button>
      </div>
      <DataTable<AdminStation, StationSortColumn>
        label="TV stations"
        columns={columns}
        data={rows}
        getRowId={(s) => s.id}
        sortable={SORTABLE_STATION_COLUMNS}
        sort={sort}
        onSort={(column) => setSort((current) => nextStationSort(current, column))}
        isLoading={stations.isPending}
        error={stations.error}
        onRetry={() => void stations.refetch()}
        empty={search ? 'No stations match your search' : 'No stations yet'}
      />
      <StationFormDialog open={editing !== null} station={editing?.station ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
