import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_STATUS_LABELS, MESSAGES, type OrderStatus } from '@app/core';
import { useAdmin } from '../context/admin-provider';
import type { OrderListParams } from './admin-api';
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

/** Status change, delete and bulk actions with the spec 8 toasts; lists and analytics refresh after each. */
export function useOrderMutations() {
  const { api } = useAdmin();
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: adminKeys.orders }), qc.invalidateQueries({ queryKey: adminKeys.analytics })]);
  const plural = (n: number) => `${n} request${n === 1 ? '' : 's'}`;
  return {
    status: useMutation({
      mutationFn: ({ id, status }: { id: string; status: OrderStatus }) => api.updateOrderStatus(id, status),
      onSuccess: async () => {
        toastSuccess(MESSAGES.requestStatusUpdated);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.requestStatusFailed, e),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.deleteOrder(id),
      onSuccess: async () => {
        toastSuccess(MESSAGES.requestDeleted);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.requestDeleteFailed, e),
    }),
    bulkStatus: useMutation({
      mutationFn: ({ ids, status }: { ids: string[]; status: OrderStatus }) => api.bulkOrders({ ids, action: 'status', status }),
      onSuccess: async (r, v) => {
        toastSuccess(MESSAGES.requestStatusUpdated, `${plural(r.done.length)} set to ${ADMIN_STATUS_LABELS[v.status]}.`);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.requestStatusFailed, e),
    }),
    bulkDelete: useMutation({
      mutationFn: (ids: string[]) => api.bulkOrders({ ids, action: 'delete' }),
      onSuccess: async (r) => {
        toastSuccess(MESSAGES.requestDeleted, `${plural(r.done.length)} deleted.`);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.requestDeleteFailed, e),
    }),
  };
}
