import { useCallback, useState } from 'react';
import type { AdminStation } from '@app/core';
import { Button } from '@app/ui';
import { useStationMutations, useStationSummary } from '../api/stations';
import { useAdmin } from '../context/admin-provider';
import { stationsCsv } from '../lib/exports';
import { SORTABLE_STATION_COLUMNS, stationsHeading, type StationSortColumn } from '../lib/station-table';
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
 * (useStationTable: a page from the server at a time, useStationColumns), the Add/Edit and Dates dialogs, and Hide/Show and Delete
 * with confirmations.
 */
export function StationsTab() {
  const { api } = useAdmin();
  const summary = useStationSummary();
  const { visibility, remove } = useStationMutations();
  const [editing, setEditing] = useState<{ station: AdminStation | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [blackouts, setBlackouts] = useState<AdminStation | null>(null);
  const table = useStationTable();
  const stations = table.list;
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
          {stationsHeading(table.matching, summary.data?.total ?? table.matching)}
        </h2>
        <div className="flex gap-2">
          <ExportButton
            label="Export CSV"
            // Every station the search and filters keep, in the table's order (one call without a page).
            build={async () => stationsCsv((await api.listStations(table.filter)).items)}
            baseName="stations"
            disabled={!stations.data}
          />
          <Button onClick={() => setEditing({ station: null })}>Add Station</Button>
        </div>
      </div>
      <StationFilters view={table.view} affiliates={summary.data?.affiliates.map((a) => a.affiliate) ?? []} onChange={table.refine} />
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
        isRefreshing={stations.isPlaceholderData}
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
