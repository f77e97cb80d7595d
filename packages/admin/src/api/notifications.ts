import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type NotificationFormValues } from '@app/core';
import { useAdmin } from '../context/admin-provider';
import { adminKeys } from './keys';
import { toastFailure, toastSuccess } from './notify';
import { QUEUED_TEXT } from './orders';

/** GET /api/admin/notifications: all of them, active or not. */
export function useAdminNotifications() {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.notifications, queryFn: () => api.listNotifications() });
}

/**
 * Create, edit, switch on/off (pause) and delete, each with its success or failure toast (or, for
 * a change the console only kept offline, QUEUED_TEXT).
 */
export function useNotificationMutations() {
  const { api } = useAdmin();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: adminKeys.notifications });
  return {
    create: useMutation({
      mutationFn: (input: NotificationFormValues) => api.createNotification(input),
      onSuccess: async (r) => {
        toastSuccess(r.queued ? QUEUED_TEXT : MESSAGES.notificationCreated);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.notificationCreateFailed, e),
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: NotificationFormValues }) => api.updateNotification(id, input),
      onSuccess: async (r) => {
        toastSuccess(r.queued ? QUEUED_TEXT : 'Notification updated successfully');
        await refresh();
      },
      onError: (e) => toastFailure('Failed to update notification', e),
    }),
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => api.updateNotification(id, { isActive }),
      // The spec names no texts for this action; these follow its pattern.
      onSuccess: async (r) => {
        toastSuccess(r.queued ? QUEUED_TEXT : 'Notification updated successfully');
        await refresh();
      },
      onError: (e) => toastFailure('Failed to update notification', e),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.deleteNotification(id),
      onSuccess: async (r) => {
        toastSuccess(r.queued ? QUEUED_TEXT : MESSAGES.notificationDeleted);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.notificationDeleteFailed, e),
    }),
  };
}
