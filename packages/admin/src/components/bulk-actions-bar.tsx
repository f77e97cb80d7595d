import { useState } from 'react';
import type { OrderStatus } from '@app/core';
import { Button, Checkbox } from '@app/ui';
import { StatusSelect } from './status-badge';

/** Select all shown requests, then set their status or delete them. */
export function BulkActionsBar({
  shown,
  selected,
  onSelectAll,
  onStatus,
  onDelete,
}: {
  shown: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  onStatus: (status: OrderStatus) => void;
  onDelete: () => void;
}) {
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const all = shown > 0 && selected === shown;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 p-3" role="group" aria-label="Bulk actions">
      <label className="flex items-center gap-2 text-sm">
        <Checkbox
          checked={all ? true : selected > 0 ? 'indeterminate' : false}
          onCheckedChange={(v) => onSelectAll(v === true)}
          aria-label="Select all shown requests"
        />
        {selected > 0 ? `${selected} selected` : 'Select all'}
      </label>
      {selected > 0 ? (
        <>
          <StatusSelect value={status} onChange={setStatus} label="New status for selected requests" placeholder="Choose status" />
          <Button size="sm" onClick={() => status && onStatus(status)} disabled={!status}>
            Change status
          </Button>
          <Button size="sm" variant="destructive" onClick={onDelete}>
            Delete selected
          </Button>
        </>
      ) : null}
    </div>
  );
}
