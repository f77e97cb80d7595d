import { createElement } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_STATUS_LABELS, MESSAGES, UNDO_WINDOW_MS, type OrderStatus } from '@app/core';
import { toast, ToastAction } from '@app/ui';
import { useAdmin } from '../context/admin-provider';
import type { AdminApi, OrderChangeRequest, OrderListParams } from './admin-api';
import { adminKeys } from './keys';
import { toastFailure, toastSuccess } from './notify';

/** Cards loaded per page of the Requests tab. */
export const REQUESTS_PAGE_SIZE = 100;

export type OrderFilter = Omit<OrderListParams, 'limit' | 'offset'>;

/** The requests for the current sort and filter, a page at a time ("Show more"). */
export function useAdminOrders(filter: OrderFilter) {
  const { api } = useAdmin();
  return useInfiniteQuery({
    queryKey: adminKeys.orderList(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api.listOrders({ ...filter, limit: REQUESTS_PAGE_SIZE, offset: pageParam }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

/** How many requests there are in all (the tab's count). */
export function useOrderCount() {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.orderCount, queryFn: async () => (await api.listOrders({ limit: 1 })).total });
}

/** One request with its status history (Details dialog). */
export function useAdminOrder(id: string | null) {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.order(id ?? ''), queryFn: () => api.getOrder(id!), enabled: id !== null });
}

/**
 * The toast of a change the console kept offline: not done yet, so neither a success nor an Undo
 * (it is sent, or listed under 'Needs attention', when the server is back). The web admin never
 * gets such an answer.
 */
export const QUEUED_TEXT = 'Saved offline: waiting to sync';

/** Text of the toast after Undo, and of its failure. */
export const UNDO_TEXTS = { undone: 'Change undone', failed: 'Could not undo the change', button: 'Undo' } as const;
/** The same after undoing a delete. */
export const RESTORE_TEXTS = { undone: 'Request restored', failed: 'Could not restore the request' } as const;

/** A success toast with Undo for the undo window; Undo runs `undo`, says how it went and refreshes. */
function toastWithUndo(opts: {
  title: string;
  description?: string | undefined;
  altText: string;
  texts: { undone: string; failed: string };
  undo: () => Promise<unknown>;
  refresh: () => Promise<unknown>;
}) {
  const undo = async () => {
    try {
      await opts.undo();
      toastSuccess(opts.texts.undone);
    } catch (e) {
      toastFailure(opts.texts.failed, e);
    }
    await opts.refresh();
  };
  toast({
    title: opts.title,
    description: opts.description,
    duration: UNDO_WINDOW_MS,
    action: createElement(ToastAction, { altText: opts.altText, onClick: () => void undo() }, UNDO_TEXTS.button),
  });
}

/**
 * The success toast of a status change, with Undo for the 10 seconds during which the customer's
 * email is held back; Undo puts the requests back and cancels that email.
 */
function toastStatusWithUndo(api: AdminApi, refresh: () => Promise<unknown>, changeId: string | null, description?: string) {
  if (!changeId) {
    toastSuccess(MESSAGES.requestStatusUpdated, description);
    return;
  }
  toastWithUndo({
    title: MESSAGES.requestStatusUpdated,
    description,
    altText: 'Undo this change',
    texts: UNDO_TEXTS,
    undo: () => api.undoOrderChange(changeId),
    refresh,
  });
}

/** The success toast of a delete, with Undo for the same 10 seconds: Undo puts the requests back. */
function toastDeleteWithUndo(api: AdminApi, refresh: () => Promise<unknown>, ids: string[], description?: string) {
  if (ids.length === 0) {
    toastSuccess(MESSAGES.requestDeleted, description);
    return;
  }
  toastWithUndo({
    title: MESSAGES.requestDeleted,
    description,
    altText: ids.length === 1 ? 'Undo this delete' : 'Undo these deletes',
    texts: RESTORE_TEXTS,
    undo: () => api.restoreOrders(ids),
    refresh,
  });
}

/** Status change, delete and bulk actions, each with its success or failure toast; lists and analytics refresh after each. */
export function useOrderMutations() {
  const { api } = useAdmin();
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.orders }), qc.invalidateQueries({ queryKey: adminKeys.analytics })]);
  const plural = (n: number) => `${n} request${n === 1 ? '' : 's'}`;
  return {
    status: useMutation({
      mutationFn: ({ id, change }: { id: string; change: OrderChangeRequest }) => api.updateOrder(id, change),
      onSuccess: async (r) => {
        if (r.queued) toastSuccess(QUEUED_TEXT);
        else toastStatusWithUndo(api, refresh, r.value.changeId);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.requestStatusFailed, e),
    }),
    note: useMutation({
      mutationFn: ({ id, text }: { id: string; text: string }) => api.addOrderNote(id, text),
      onSuccess: async (r) => {
        toastSuccess(r.queued ? QUEUED_TEXT : 'Note added');
        await refresh();
      },
      onError: (e) => toastFailure('Could not add the note', e),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.deleteOrder(id),
      onSuccess: async (_r, id) => {
        toastDeleteWithUndo(api, refresh, [id]);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.requestDeleteFailed, e),
    }),
    bulkStatus: useMutation({
      mutationFn: ({ ids, status, slot }: { ids: string[]; status: OrderStatus; slot?: OrderChangeRequest['slot'] }) =>
        api.bulkOrders({ ids, action: 'status', status, ...(slot ? { slot } : {}) }),
      onSuccess: async (r, v) => {
        toastStatusWithUndo(api, refresh, r.changeId, `${plural(r.done.length)} set to ${ADMIN_STATUS_LABELS[v.status]}.`);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.requestStatusFailed, e),
    }),
    bulkDelete: useMutation({
      mutationFn: (ids: string[]) => api.bulkOrders({ ids, action: 'delete' }),
      onSuccess: async (r) => {
        toastDeleteWithUndo(api, refresh, r.done, `${plural(r.done.length)} deleted.`);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.requestDeleteFailed, e),
    }),
  };
}
