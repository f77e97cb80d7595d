import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { MESSAGES, type AdminStation } from '@app/core';
import { AffiliateBadge, Badge, Button } from '@app/ui';
import { adminRateText, NO_SHOW_NAME } from '../lib/station-table';
import type { ConfirmRequest } from './confirm-dialog';

/** What a station row's buttons do; each must be stable (a setter or a mutation's mutate). */
export interface StationRowActions {
  edit: (station: AdminStation) => void;
  dates: (station: AdminStation) => void;
  confirm: (request: ConfirmRequest) => void;
  setVisibility: (change: { id: string; isHidden: boolean }) => void;
  remove: (id: string) => void;
}

/** Edit, Hide/Show and Delete (both asked first), and the station's blackout Dates. */
function StationActions({ station: s, actions }: { station: AdminStation; actions: StationRowActions }) {
  const action = s.isHidden ? 'show' : 'hide';
  return (
    // Two by two on a phone, so the column stays narrow beside the call letters.
    <div className="grid w-max grid-cols-[repeat(2,max-content)] gap-1 sm:flex sm:gap-2">
      <Button size="sm" variant="outline" aria-label={`Edit ${s.callLetters}`} onClick={() => actions.edit(s)}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${s.isHidden ? 'Show' : 'Hide'} ${s.callLetters}`}
        onClick={() =>
          actions.confirm({
            title: s.isHidden ? 'Show station' : 'Hide station',
            message: MESSAGES.confirmStationVisibility(action, s.callLetters),
            confirmLabel: s.isHidden ? 'Show' : 'Hide',
            onConfirm: () => actions.setVisibility({ id: s.id, isHidden: !s.isHidden }),
          })
        }
      >
        {s.isHidden ? 'Show' : 'Hide'}
      </Button>
      <Button size="sm" variant="outline" aria-label={`Dates for ${s.callLetters}`} onClick={() => actions.dates(s)}>
        Dates
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive"
        aria-label={`Delete ${s.callLetters}`}
        onClick={() =>
          actions.confirm({
            title: 'Delete station',
            message: MESSAGES.confirmDeleteStation(s.callLetters),
            confirmLabel: 'Delete',
            destructive: true,
            onConfirm: () => actions.remove(s.id),
          })
        }
      >
        Delete
      </Button>
    </div>
  );
}

/**
 * The stations table's columns. They are made again only when an action changes, and the actions
 * are stable, so a row's buttons stay the same elements (and keep or regain focus).
 */
export function useStationColumns({ edit, dates, confirm, setVisibility, remove }: StationRowActions): ColumnDef<AdminStation>[] {
  return useMemo<ColumnDef<AdminStation>[]>(() => {
    const actions = { edit, dates, confirm, setVisibility, remove };
    return [
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
      { id: 'actions', header: 'Actions', cell: ({ row }) => <StationActions station={row.original} actions={actions} /> },
    ];
  }, [edit, dates, confirm, setVisibility, remove]);
}
