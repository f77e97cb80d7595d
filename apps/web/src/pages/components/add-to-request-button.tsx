import { toast } from '@app/ui';
import type { PublicStation } from '@app/core';
import { useRequestToggle } from '@/features/request-list/request-list-store';
import { RequestToggleButton } from '@/features/stations/components/request-toggle-button';

/** Tells the visitor the request list holds its 15 stations already. */
export const requestListFull = () =>
  toast({ title: 'Your request list is full', description: 'A request can include at most 15 stations.', variant: 'destructive' });

/** 'Add to request' for one station (the station page); takes it out again when it is in the list. */
export default function AddToRequestButton({ station }: { station: PublicStation }) {
  const list = useRequestToggle(requestListFull);
  const inList = list.has(station.id);
  return <RequestToggleButton inRequest={inList} onToggle={() => list.toggle(station)} />;
}
