import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type StationFormValues } from '@app/core';
import { useAdmin } from '../context/admin-provider';
import { adminKeys } from './keys';
import { toastFailure, toastSuccess } from './notify';

/** GET /api/admin/stations: every station (hidden ones too) with contact fields. */
export function useAdminStations() {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.stations, queryFn: () => api.listStations() });
}

/** Add, edit, hide/show and delete, each with its success or failure toast; the list refreshes after each. */
export function useStationMutations() {
  const { api } = useAdmin();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: adminKeys.stations });
  return {
    create: useMutation({
      mutationFn: (input: StationFormValues) => api.createStation(input),
      onSuccess: async () => {
        toastSuccess(MESSAGES.stationAdded);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.stationAddFailed, e),
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: StationFormValues }) => api.updateStation(id, input),
      onSuccess: async () => {
        toastSuccess(MESSAGES.stationUpdated);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.stationUpdateFailed, e),
    }),
    visibility: useMutation({
      mutationFn: ({ id, isHidden }: { id: string; isHidden: boolean }) => api.setStationVisibility(id, isHidden),
      onSuccess: async () => {
        toastSuccess(MESSAGES.stationVisibilityUpdated);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.stationVisibilityFailed, e),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.deleteStation(id),
      // Orders of a deleted station lose their station: the requests list changes too.
      onSuccess: async () => {
        toastSuccess(MESSAGES.stationDeleted);
        await refresh();
        await qc.invalidateQueries({ queryKey: adminKeys.orders });
      },
      onError: (e) => toastFailure(MESSAGES.stationDeleteFailed, e),
    }),
  };
}
