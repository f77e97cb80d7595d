import { MAX_STATIONS_PER_REQUEST, type PublicStation } from '@app/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { REQUEST_LIST_EVENT, REQUEST_LIST_KEY } from './request-list-events';

/** The stations a visitor gathers to request together, kept in the browser across pages and visits. */
interface RequestListState {
  stations: PublicStation[];
  /** Adds a station; false when it is already there or the list is full (15). */
  add: (station: PublicStation) => boolean;
  remove: (id: string) => void;
  clear: () => void;
}

export const useRequestList = create<RequestListState>()(
  persist(
    (set, get) => ({
      stations: [],
      add: (station) => {
        const { stations } = get();
        if (stations.length >= MAX_STATIONS_PER_REQUEST || stations.some((s) => s.id === station.id)) return false;
        set({ stations: [...stations, station] });
        window.dispatchEvent(new Event(REQUEST_LIST_EVENT));
        return true;
      },
      remove: (id) => set({ stations: get().stations.filter((s) => s.id !== id) }),
      clear: () => set({ stations: [] }),
    }),
    { name: REQUEST_LIST_KEY, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ stations: s.stations }) },
  ),
);

/** Is a station in the list, and the 'Add to request' toggle (a full list says so). */
export function useRequestToggle(onFull: () => void) {
  const { stations, add, remove } = useRequestList();
  const ids = new Set(stations.map((s) => s.id));
  return {
    has: (id: string) => ids.has(id),
    toggle: (station: PublicStation) => {
      if (ids.has(station.id)) remove(station.id);
      else if (!add(station)) onFull();
    },
  };
}
