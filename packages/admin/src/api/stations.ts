import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type StationFormValues } from '@app/core';
import { useAdmin } from '../context/admin-provider';
import type { StationListParams } from './admin-api';
import { adminKeys } from './keys';
import { toastFailure, toastSuccess } from './notify';
import { QUEUED_TEXT } from './orders';

/**
 * One page of GET /api/admin/stations (hidden stations too, with contact fields) for the table's
 * search, filters and sort, and how many match. The page on show stays while the next one loads.
 */
export function useAdminStationPage(params: StationListParams) {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.stationPage(params), queryFn: () => api.listStations(params), placeholderData: keepPreviousData });
}

/** GET /api/admin/stations/summary: how many stations there are and their networks (the tab's count, the affiliate filter). */
export function useStationSummary() {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.stationSummary, queryFn: () => api.stationSummary() });
}

/**
 * Add, edit, hide/show and delete, each with its success or failure toast (or, for a change the
 * console only kept offline, QUEUED_TEXT); the list refreshes after each.
 */
export function useStationMutations() {
  const { api } = useAdmin();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: adminKeys.stations });
  return {
    create: useMutation({
      mutationFn: (input: StationFormValues) => api.createStation(input),
      onSuccess: async (r) => {
        toastSuccess(r.queued ? QUEUED_TEXT : MESSAGES.stationAdded);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.stationAddFailed, e),
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: StationFormValues }) => api.updateStation(id, input),
      onSuccess: async (r) => {
        toastSuccess(r.queued ? QUEUED_TEXT : MESSAGES.stationUpdated);
        await refresh();
      },
      onError: (e) => toastFailure(MESSAGES.stationUpdateFailed, e),
    }),
    visibility: useMutation({
      mutationFn: ({ id, isHidden }: { id: string; isHidden: boolean }) => api.setStationVisibility(id, isHidden),
      onSuccess: async (r) => {
        toastSuccess(r.queued ? QUEUED_TEXT : MESSAGES.stationVisibilityUpdated);
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
