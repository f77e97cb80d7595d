import { useMemo, useState } from 'react';
import { ADMIN_STATUS_LABELS, isOrderStatus, MESSAGES, ORDER_STATUSES, type AdminOrder, type OrderStatus } from '@app/core';
import { Button, Checkbox, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Skeleton } from '@app/ui';
import { fetchAllPages } from '../api/admin-api';
import { useAdminOrders, useOrderMutations, type OrderFilter } from '../api/orders';
import { useAdmin } from '../context/admin-provider';
import { ordersCsv } from '../lib/exports';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { ExportButton } from './export-button';
import { LoadError } from './load-error';
import { RequestCard } from './request-card';
import { RequestDetailsDialog } from './request-details-dialog';
import { StatusSelect } from './status-badge';
import { asksFirst, StatusChangeDialog, type PendingStatusChange } from './status-change-dialog';

const ALL = 'all';

/** The Requests tab: newest or oldest first, filter and search, cards, details, delete, bulk actions, CSV. */
export function RequestsTab() {
  const { api } = useAdmin();
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [waitingOnly, setWaitingOnly] = useState(false);
  const filter: OrderFilter = useMemo(
    () => ({ sort, status, q: q || undefined, overdue: overdueOnly || undefined, waitingOnStation: waitingOnly || undefined }),
    [sort, status, q, overdueOnly, waitingOnly],
  );
  const orders = useAdminOrders(filter);
  const mutations = useOrderMutations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<OrderStatus | undefined>(undefined);
  const [details, setDetails] = useState<AdminOrder | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [pendingChange, setPendingChange] = useState<PendingStatusChange | null>(null);
  const changeStatus = (o: AdminOrder, next: OrderStatus) => {
    if (next === o.status) return;
    // A change that emails the customer asks first (with the slot, proof of airing or reason).
    if (asksFirst(next)) setPendingChange({ order: o, status: next });
    else mutations.status.mutate({ id: o.id, change: { status: next } });
  };

  const rows = useMemo(() => orders.data?.pages.flatMap((p) => p.items) ?? [], [orders.data]);
  const total = orders.data?.pages[0]?.total ?? 0;
  const overdueCount = orders.data?.pages[0]?.overdue ?? 0;
  const waitingCount = orders.data?.pages[0]?.waitingOnStation ?? 0;
  const visibleSelected = rows.filter((o) => selected.has(o.id)).map((o) => o.id);
  const allSelected = rows.length > 0 && visibleSelected.length === rows.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clearSelection = () => setSelected(new Set());
  const count = (n: number) => `${n} request${n === 1 ? '' : 's'}`;

  const askDelete = (o: AdminOrder) =>
    setConfirm({
      title: 'Delete request',
      message: MESSAGES.confirmDeleteRequest(o.clientName),
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () => mutations.remove.mutate(o.id, { onSuccess: () => toggle(o.id, false) }),
    });

  const askBulkStatus = () => {
    if (!bulkStatus || visibleSelected.length === 0) return;
    const ids = visibleSelected;
    setConfirm({
      title: 'Change status',
      message: `Are you sure you want to set ${count(ids.length)} to ${ADMIN_STATUS_LABELS[bulkStatus]}?${asksFirst(bulkStatus) ? ' Each customer will be emailed (you can undo for 10 seconds).' : ''}`,
      confirmLabel: 'Change status',
      onConfirm: () => mutations.bulkStatus.mutate({ ids, status: bulkStatus }, { onSuccess: clearSelection }),
    });
  };
  const askBulkDelete = () => {
    const ids = visibleSelected;
    if (ids.length === 0) return;
    setConfirm({
      title: 'Delete requests',
      message: `Are you sure you want to delete ${count(ids.length)}?`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () => mutations.bulkDelete.mutate(ids, { onSuccess: clearSelection }),
    });
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

      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="requests-sort">Sort</Label>
          <Select value={sort} onValueChange={(v) => setSort(v === 'oldest' ? 'oldest' : 'newest')}>
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
          <Select value={status ?? ALL} onValueChange={(v) => setStatus(isOrderStatus(v) ? v : undefined)}>
            <SelectTrigger id="requests-status" className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {ORDER_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {ADMIN_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <Checkbox checked={overdueOnly} onCheckedChange={(v) => setOverdueOnly(v === true)} aria-label="Overdue only" />
          Overdue only
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <Checkbox checked={waitingOnly} onCheckedChange={(v) => setWaitingOnly(v === true)} aria-label="Waiting on station only" />
          Waiting on station only
        </label>
        <form
          className="flex flex-1 items-end gap-2"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(search.trim());
          }}
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="requests-search">Search requests</Label>
            <Input
              id="requests-search"
              type="search"
              placeholder="Client, agency, contact, email, request number, call letters"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={!search && !q}
            onClick={() => {
              setSearch('');
              setQ('');
            }}
          >
            Clear
          </Button>
        </form>
      </div>

      {rows.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 p-3" role="group" aria-label="Bulk actions">
          <label className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={allSelected ? true : visibleSelected.length > 0 ? 'indeterminate' : false}
              onCheckedChange={(v) => setSelected(v === true ? new Set(rows.map((o) => o.id)) : new Set())}
              aria-label="Select all shown requests"
            />
            {visibleSelected.length > 0 ? `${visibleSelected.length} selected` : 'Select all'}
          </label>
          {visibleSelected.length > 0 ? (
            <>
              <StatusSelect value={bulkStatus} onChange={setBulkStatus} label="New status for selected requests" placeholder="Choose status" />
              <Button size="sm" onClick={askBulkStatus} disabled={!bulkStatus}>
                Change status
              </Button>
              <Button size="sm" variant="destructive" onClick={askBulkDelete}>
                Delete selected
              </Button>
            </>
          ) : null}
        </div>
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
        <p className="py-10 text-center text-muted-foreground">{q || status || overdueOnly || waitingOnly ? 'No requests match these filters' : 'No requests yet'}</p>
      ) : (
        <div className="space-y-3">
          {rows.map((o) => (
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
          ))}
          {orders.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
                {orders.isFetchingNextPage ? 'Loading...' : `Show more (${rows.length} of ${total})`}
              </Button>
            </div>
          ) : null}
        </div>
      )}

      <RequestDetailsDialog order={details} onClose={() => setDetails(null)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <StatusChangeDialog
        pending={pendingChange}
        onClose={() => setPendingChange(null)}
        onConfirm={(change) => pendingChange && mutations.status.mutate({ id: pendingChange.order.id, change })}
      />
    </section>
  );
}
