import { useState } from 'react';
import { ADMIN_STATUS_LABELS, MESSAGES, type AdminOrder, type OrderStatus } from '@app/core';
import type { OrderChangeRequest } from '../api/admin-api';
import { useOrderMutations } from '../api/orders';
import type { ConfirmRequest } from './confirm-dialog';
import { asksFirst, type PendingStatusChange } from './status-change-dialog';

export const requestCount = (n: number) => `${n} request${n === 1 ? '' : 's'}`;

/**
 * What the Requests tab's buttons do to requests, one card's or the ticked ones': a status
 * change (asked first where it emails the customer), a delete (always asked), the bulk versions,
 * and the question on show (`confirm` or `pendingChange`) until it is answered.
 */
export function useRequestActions({
  selectedRows,
  onUnselect,
  onBulkDone,
}: {
  selectedRows: readonly AdminOrder[];
  onUnselect: (id: string) => void;
  onBulkDone: () => void;
}) {
  const mutations = useOrderMutations();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [pendingChange, setPendingChange] = useState<PendingStatusChange | null>(null);

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
      onConfirm: () => mutations.remove.mutate(o.id, { onSuccess: () => onUnselect(o.id) }),
    });

  const askBulkStatus = (status: OrderStatus) => {
    const ids = selectedRows.map((o) => o.id);
    if (ids.length === 0) return;
    // Completing bookings needs the slot the station agreed: asked once for all of them.
    if (status === 'booking_completed') {
      setPendingChange({ kind: 'bulk', orders: [...selectedRows] });
      return;
    }
    setConfirm({
      title: 'Change status',
      message: `Are you sure you want to set ${requestCount(ids.length)} to ${ADMIN_STATUS_LABELS[status]}?${asksFirst(status) ? ' Each customer will be emailed (you can undo for 10 seconds).' : ''}`,
      confirmLabel: 'Change status',
      onConfirm: () => mutations.bulkStatus.mutate({ ids, status }, { onSuccess: onBulkDone }),
    });
  };

  const askBulkDelete = () => {
    const ids = selectedRows.map((o) => o.id);
    if (ids.length === 0) return;
    setConfirm({
      title: 'Delete requests',
      message: `Are you sure you want to delete ${requestCount(ids.length)}?`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () => mutations.bulkDelete.mutate(ids, { onSuccess: onBulkDone }),
    });
  };

  /** The asked change, answered with its slot, proof or reason. */
  const applyPending = (change: OrderChangeRequest) => {
    if (!pendingChange) return;
    if (pendingChange.kind === 'bulk') {
      mutations.bulkStatus.mutate({ ids: pendingChange.orders.map((o) => o.id), status: 'booking_completed', slot: change.slot }, { onSuccess: onBulkDone });
    } else mutations.status.mutate({ id: pendingChange.order.id, change });
  };

  /** True while this order's own status change is on its way. */
  const isChanging = (id: string) => mutations.status.isPending && mutations.status.variables?.id === id;

  return {
    changeStatus,
    askDelete,
    askBulkStatus,
    askBulkDelete,
    applyPending,
    isChanging,
    askSlot: (o: AdminOrder) => setPendingChange({ kind: 'slot', order: o }),
    confirm,
    closeConfirm: () => setConfirm(null),
    pendingChange,
    closePending: () => setPendingChange(null),
  };
}
