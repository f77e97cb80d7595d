import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../context/admin-provider';
import type { StationBlackoutInput } from './admin-api';
import { adminKeys } from './keys';
import { toastFailure, toastSuccess } from './notify';

/** GET /api/admin/stations/:id/blackouts: the dates a station takes no interviews; idle without a station. */
export function useStationBlackouts(stationId: string | null) {
  const { api } = useAdmin();
  return useQuery({
    queryKey: adminKeys.stationBlackouts(stationId ?? ''),
    queryFn: () => api.getStationBlackouts(stationId ?? ''),
    enabled: stationId !== null,
  });
}

/** PUT /api/admin/stations/:id/blackouts: the whole list at once, with its toast; the list refreshes. */
export function useSaveStationBlackouts(stationId: string | null) {
  const { api } = useAdmin();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (list: StationBlackoutInput) => api.setStationBlackouts(stationId ?? '', list),
    onSuccess: async () => {
      toastSuccess('Unavailable dates saved');
      await qc.invalidateQueries({ queryKey: adminKeys.stationBlackouts(stationId ?? '') });
    },
    onError: (e) => toastFailure('Failed to save unavailable dates', e),
  });
}
