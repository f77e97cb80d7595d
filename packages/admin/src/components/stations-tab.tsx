import { useCallback, useMemo, useState } from 'react';
import type { AdminStation } from '@app/core';
import { Button } from '@app/ui';
import { useAdminStations, useStationMutations } from '../api/stations';
import { stationsCsv } from '../lib/exports';
import { affiliatesOf, SORTABLE_STATION_COLUMNS, stationsHeading, type StationSortColumn } from '../lib/station-table';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { DataTable } from './data-table';
import { ExportButton } from './export-button';
import { Pager } from './pager';
import { useStationColumns } from './station-columns';
import { StationBlackoutsDialog } from './station-blackouts-dialog';
import { StationFilters } from './station-filters';
import { StationFormDialog } from './station-form-dialog';
import { useStationTable } from './use-station-table';

/**
 * The TV Stations tab: search and filters (StationFilters), the sortable, paged table
 * (useStationTable, useStationColumns), the Add/Edit and Dates dialogs, and Hide/Show and Delete
 * with confirmations.
 */
export function StationsTab() {
  const stations = useAdminStations();
  const { visibility, remove } = useStationMutations();
  const [editing, setEditing] = useState<{ station: AdminStation | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [blackouts, setBlackouts] = useState<AdminStation | null>(null);
  const all = useMemo(() => stations.data ?? [], [stations.data]);
  const table = useStationTable(all);
  // The mutate functions and state setters are stable, the mutation objects are new on every render.
  const columns = useStationColumns({
    edit: useCallback((station: AdminStation) => setEditing({ station }), []),
    dates: setBlackouts,
    confirm: setConfirm,
    setVisibility: visibility.mutate,
    remove: remove.mutate,
  });

  return (
    <section aria-labelledby="stations-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stations-heading" className="text-xl font-semibold">
          {stationsHeading(table.rows.length, all.length)}
        </h2>
        <div className="flex gap-2">
          <ExportButton label="Export CSV" build={() => Promise.resolve(stationsCsv(table.rows))} baseName="stations" disabled={!stations.data} />
          <Button onClick={() => setEditing({ station: null })}>Add Station</Button>
        </div>
      </div>
      <StationFilters view={table.view} affiliates={affiliatesOf(all)} onChange={table.refine} />
      <DataTable<AdminStation, StationSortColumn>
        label="TV stations"
        columns={columns}
        data={table.pageRows}
        stickyColumn="actions"
        leadingColumn="callLetters"
        getRowId={(s) => s.id}
        sortable={SORTABLE_STATION_COLUMNS}
        sort={table.sort}
        onSort={table.sortBy}
        isLoading={stations.isPending}
        error={stations.error}
        onRetry={() => void stations.refetch()}
        empty={table.view.search ? 'No stations match your search' : 'No stations yet'}
      />
      <Pager label="Stations pages" page={table.page} pages={table.pages} onPage={table.setPage} />
      <StationBlackoutsDialog station={blackouts} onClose={() => setBlackouts(null)} />
      <StationFormDialog open={editing !== null} station={editing?.station ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
