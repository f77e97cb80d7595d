import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { api, cancellable, param } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

const tokenQuery = (token?: string) => (token ? { token } : {});

/** GET /api/orders/:id/slot-offer: the times the station offered (proposals or make-good dates), or null. */
export function useSlotOffer(id: string, token: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: webKeys.slotOffer(id),
    queryFn: ({ signal }) => json(api.orders[':id']['slot-offer'].$get({ param: param(id), query: tokenQuery(token) }, cancellable(signal))),
    enabled,
  });
}

/** POST /api/orders/:id/choose-slot: completes the booking with one offered time; the lists and the request refresh. */
export function useChooseSlot(id: string, token?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => json(api.orders[':id']['choose-slot'].$post({ param: param(id), query: tokenQuery(token), json: { index } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: webKeys.orders }),
  });
}
