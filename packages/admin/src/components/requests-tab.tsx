import { useMemo, useState } from 'react';
import { ADMIN_STATUS_LABELS, groupOrders, MESSAGES, type AdminOrder, type OrderStatus } from '@app/core';
import { Button, Skeleton } from '@app/ui';
import { fetchAllPages } from '../api/admin-api';
import { useAdminOrders, useOrderMutations, type OrderFilter } from '../api/orders';
import { useAdmin } from '../context/admin-provider';
import { ordersCsv } from '../lib/exports';
import { BulkActionsBar } from './bulk-actions-bar';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { ExportButton } from './export-button';
import { LoadError } from './load-error';
import { RequestCard } from './request-card';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestFilters, type RequestFilterState } from './request-filters';
import { RequestGroup } from './request-group';
import { asksFirst, StatusChangeDialog, type PendingStatusChange } from './status-change-dialog';

const count = (n: number) => `${n} request${n === 1 ? '' : 's'}`;

/** The Requests tab: newest or oldest first, filter and search, cards, details, delete, bulk actions, CSV. */
export function RequestsTab() {
  const { api } = useAdmin();
  const [filters, setFilters] = useState<RequestFilterState>({ sort: 'newest', status: undefined, overdueOnly: false, waitingOnly: false, q: '' });
  const filter: OrderFilter = useMemo(
    () => ({
      sort: filters.sort,
      status: filters.status,
      q: filters.q || undefined,
      overdue: filters.overdueOnly || undefined,
      waitingOnStation: filters.waitingOnly || undefined,
    }),
    [filters],
  );
  const orders = useAdminOrders(filter);
  const mutations = useOrderMutations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [details, setDetails] = useState<AdminOrder | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [pendingChange, setPendingChange] = useState<PendingStatusChange | null>(null);

  const rows = useMemo(() => orders.data?.pages.flatMap((p) => p.items) ?? [], [orders.data]);
  const total = orders.data?.pages[0]?.total ?? 0;
  const overdueCount = orders.data?.pages[0]?.overdue ?? 0;
  const waitingCount = orders.data?.pages[0]?.waitingOnStation ?? 0;
  const selectedRows = rows.filter((o) => selected.has(o.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clearSelection = () => setSelected(new Set());

  const changeStatus = (o: AdminOrder, next: OrderStatus) => {
    if (next === o.status) return;
    // A change that emails the customer asks first (with the slot, proof of airing or reason).
    if (asksFirst(next)) setPendingChange({ kind: 'status', order: o, status: next });
    else mutations.status.mutate({ id: o.id, change: { status: next } });
  };

  const askDelete = (o: AdminOrder) =>
    setConfirm({
      title: 'Delete request',
      message: MESSAGES.confirmDeleteRequest(o.clientName),
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () => mutations.remove.mutate(o.id, { onSuccess: () => toggle(o.id, false) }),
    });

  const askBulkStatus = (status: OrderStatus) => {
    const ids = selectedRows.map((o) => o.id);
    if (ids.length === 0) return;
    // Completing bookings needs the slot the station agreed: asked once for all of them.
    if (status === 'booking_completed') {
      setPendingChange({ kind: 'bulk', orders: selectedRows });
      return;
    }
    setConfirm({
      title: 'Change status',
      message: `Are you sure you want to set ${count(ids.length)} to ${ADMIN_STATUS_LABELS[status]}?${asksFirst(status) ? ' Each customer will be emailed (you can undo for 10 seconds).' : ''}`,
      confirmLabel: 'Change status',
      onConfirm: () => mutations.bulkStatus.mutate({ ids, status }, { onSuccess: clearSelection }),
    });
  };
  const askBulkDelete = () => {
    const ids = selectedRows.map((o) => o.id);
    if (ids.length === 0) return;
    setConfirm({
      title: 'Delete requests',
      message: `Are you sure you want to delete ${count(ids.length)}?`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () => mutations.bulkDelete.mutate(ids, { onSuccess: clearSelection }),
    });
  };
  const applyPending = (change: Parameters<typeof mutations.status.mutate>[0]['change']) => {
    if (!pendingChange) return;
    if (pendingChange.kind === 'bulk') {
      mutations.bulkStatus.mutate(
        { ids: pendingChange.orders.map((o) => o.id), status: 'booking_completed', slot: change.slot },
        { onSuccess: clearSelection },
      );
    } else mutations.status.mutate({ id: pendingChange.order.id, change });
  };

  return (
    <section aria-labelledby="requests-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="requests-heading" className="text-xl font-semibold">
            Recent Requests ({total})
          </h2>
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-medium text-red-800" data-testid="overdue-count">
            Overdue ({overdueCount})
          </span>
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-sm font-medium text-blue-900" data-testid="waiting-on-station-count">
            Waiting on station ({waitingCount})
          </span>
        </div>
        <ExportButton
          label="Export CSV"
          baseName="requests"
          disabled={!orders.data}
          build={async () => ordersCsv(await fetchAllPages((offset, limit) => api.listOrders({ ...filter, offset, limit })))}
        />
      </div>

      <RequestFilters value={filters} onChange={setFilters} />

      {rows.length > 0 ? (
        <BulkActionsBar
          shown={rows.length}
          selected={selectedRows.length}
          onSelectAll={(all) => setSelected(all ? new Set(rows.map((o) => o.id)) : new Set())}
          onStatus={askBulkStatus}
          onDelete={askBulkDelete}
        />
      ) : null}

      {orders.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : orders.error ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">
          {filters.q || filters.status || filters.overdueOnly || filters.waitingOnly ? 'No requests match these filters' : 'No requests yet'}
        </p>
      ) : (
        <div className="space-y-3">
          {groupOrders(rows).map((group) => {
            const cards = group.orders.map((o) => (
              <RequestCard
                key={o.id}
                order={o}
                selected={selected.has(o.id)}
                onSelect={(on) => toggle(o.id, on)}
                onStatus={(s) => changeStatus(o, s)}
                onDetails={() => setDetails(o)}
                onDelete={() => askDelete(o)}
                busy={mutations.status.isPending && mutations.status.variables?.id === o.id}
              />
            ));
            return group.orders.length > 1 ? (
              <RequestGroup key={group.key} orders={group.orders}>
                {cards}
              </RequestGroup>
            ) : (
              cards
            );
          })}
          {orders.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
                {orders.isFetchingNextPage ? 'Loading...' : `Show more (${rows.length} of ${total})`}
              </Button>
            </div>
          ) : null}
        </div>
      )}

      <RequestDetailsDialog order={details} onClose={() => setDetails(null)} onChangeSlot={(o) => setPendingChange({ kind: 'slot', order: o })} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <StatusChangeDialog pending={pendingChange} onClose={() => setPendingChange(null)} onConfirm={applyPending} />
    </section>
  );
}
