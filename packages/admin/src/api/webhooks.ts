import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../context/admin-provider';
import type { WebhookCreate } from './admin-api';
import { adminKeys } from './keys';
import { toastFailure, toastSuccess } from './notify';

/** GET /api/admin/webhooks: every endpoint, without secrets. */
export function useAdminWebhooks() {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.webhooks, queryFn: () => api.listWebhooks() });
}

/** GET /api/admin/webhooks/:id/deliveries: the last 100, refreshed while shown (they change as the worker sends). */
export function useWebhookDeliveries(id: string) {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.webhookDeliveries(id), queryFn: () => api.webhookDeliveries(id), refetchInterval: 2_000 });
}

/** Add, pause or resume, rotate the secret, send a test and delete, each with its toast. */
export function useWebhookMutations() {
  const { api } = useAdmin();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: adminKeys.webhooks });
  return {
    create: useMutation({
      mutationFn: (input: WebhookCreate) => api.createWebhook(input),
      onSuccess: async () => {
        toastSuccess('Webhook added');
        await refresh();
      },
      onError: (e) => toastFailure('Failed to add webhook', e),
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: 'active' | 'paused' }) => api.updateWebhook(id, { status }),
      onSuccess: async (hook) => {
        toastSuccess(hook.status === 'paused' ? 'Webhook paused' : 'Webhook resumed');
        await refresh();
      },
      onError: (e) => toastFailure('Failed to update webhook', e),
    }),
    rotate: useMutation({
      mutationFn: (id: string) => api.updateWebhook(id, { rotateSecret: true }),
      onSuccess: async () => {
        toastSuccess('Secret rotated');
        await refresh();
      },
      onError: (e) => toastFailure('Failed to rotate the secret', e),
    }),
    test: useMutation({
      mutationFn: (id: string) => api.testWebhook(id),
      onSuccess: async (_delivery, id) => {
        toastSuccess('Test delivery queued');
        await qc.invalidateQueries({ queryKey: adminKeys.webhookDeliveries(id) });
      },
      onError: (e) => toastFailure('Failed to send a test', e),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.deleteWebhook(id),
      onSuccess: async () => {
        toastSuccess('Webhook deleted');
        await refresh();
      },
      onError: (e) => toastFailure('Failed to delete webhook', e),
    }),
  };
}
