import { useMemo, useState } from 'react';
import type { AdminOrder } from '@app/core';
import { fetchAllPages } from '../api/admin-api';
import { useAdminOrders, type OrderFilter } from '../api/orders';
import { useAdmin } from '../context/admin-provider';
import { ordersCsv } from '../lib/exports';
import { BulkActionsBar } from './bulk-actions-bar';
import { ConfirmDialog } from './confirm-dialog';
import { ExportButton } from './export-button';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestFilters, type RequestFilterState } from './request-filters';
import { RequestList } from './request-list';
import { RequestsHeader } from './requests-header';
import { StatusChangeDialog } from './status-change-dialog';
import { useRequestActions } from './use-request-actions';
import { useRequestSelection } from './use-request-selection';

/** The filters as the orders endpoint takes them. */
const orderFilter = (f: RequestFilterState): OrderFilter => ({
  sort: f.sort,
  status: f.status,
  q: f.q || undefined,
  overdue: f.overdueOnly || undefined,
  waitingOnStation: f.waitingOnly || undefined,
});

/**
 * The Requests tab: newest or oldest first, filter and search (RequestFilters), cards
 * (RequestList), details, delete and bulk actions (useRequestActions on the ticked cards of
 * useRequestSelection), CSV of everything the filters match.
 */
export function RequestsTab() {
  const { api } = useAdmin();
  const [filters, setFilters] = useState<RequestFilterState>({ sort: 'newest', status: undefined, overdueOnly: false, waitingOnly: false, q: '' });
  const filter = useMemo(() => orderFilter(filters), [filters]);
  const orders = useAdminOrders(filter);
  const selection = useRequestSelection();
  const [details, setDetails] = useState<AdminOrder | null>(null);

  const rows = useMemo(() => orders.data?.pages.flatMap((p) => p.items) ?? [], [orders.data]);
  const firstPage = orders.data?.pages[0];
  const selectedRows = rows.filter((o) => selection.selected.has(o.id));
  const actions = useRequestActions({ selectedRows, onUnselect: (id) => selection.toggle(id, false), onBulkDone: selection.clear });

  return (
    <section aria-labelledby="requests-heading" className="space-y-4">
      <RequestsHeader total={firstPage?.total ?? 0} overdue={firstPage?.overdue ?? 0} waiting={firstPage?.waitingOnStation ?? 0}>
        <ExportButton
          label="Export CSV"
          baseName="requests"
          disabled={!orders.data}
          build={async () => ordersCsv(await fetchAllPages((offset, limit) => api.listOrders({ ...filter, offset, limit })))}
        />
      </RequestsHeader>

      <RequestFilters value={filters} onChange={setFilters} />

      {rows.length > 0 ? (
        <BulkActionsBar
          shown={rows.length}
          selected={selectedRows.length}
          onSelectAll={(all) => selection.selectAll(all ? rows.map((o) => o.id) : [])}
          onStatus={actions.askBulkStatus}
          onDelete={actions.askBulkDelete}
        />
      ) : null}

      <RequestList
        rows={rows}
        total={firstPage?.total ?? 0}
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        filtered={Boolean(filters.q || filters.status || filters.overdueOnly || filters.waitingOnly)}
        more={{ hasNextPage: orders.hasNextPage, isFetchingNextPage: orders.isFetchingNextPage, fetchNextPage: () => void orders.fetchNextPage() }}
        actions={{
          isSelected: (id) => selection.selected.has(id),
          onSelect: selection.toggle,
          onStatus: actions.changeStatus,
          onDetails: setDetails,
          onDelete: actions.askDelete,
          isChanging: actions.isChanging,
        }}
      />

      <RequestDetailsDialog order={details} onClose={() => setDetails(null)} onChangeSlot={actions.askSlot} />
      <ConfirmDialog request={actions.confirm} onClose={actions.closeConfirm} />
      <StatusChangeDialog pending={actions.pendingChange} onClose={actions.closePending} onConfirm={actions.applyPending} />
    </section>
  );
}
