import { toast } from '@app/ui';
import { errorToMessage, MESSAGES, type PublicStation } from '@app/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useStation } from '@/features/stations/api/use-station';
import { usePublicConfig } from '@/app/public-config';
import { useHistoryLayer } from './history-layer';

// The dialog (its form library and schemas) downloads on the first Book Now, not with the page.
const BookingDialog = lazy(() => import('@/features/booking/components/booking-dialog').then((m) => ({ default: m.BookingDialog })));

/**
 * The booking dialog for the current visitor: signed-in users get their type and details filled
 * in, guests choose agency or individual. `openFor(station)` opens it for one station,
 * `openForMany(stations)` for the request list (one request for all); render `dialog` once.
 */
export function useBookingLauncher(opts: { onListBooked?: () => void; onListRemove?: (id: string) => void } = {}): {
  openFor: (station: PublicStation, how?: OpenHow) => void;
  openForMany: (stations: PublicStation[]) => void;
  dialog: ReactNode;
} {
  const { data: user } = useCurrentUser();
  const { businessTimeZone } = usePublicConfig();
  const [station, setStation] = useState<PublicStation | null>(null);
  const [group, setGroup] = useState<PublicStation[] | undefined>(undefined);
  const [fromList, setFromList] = useState(false);
  const [used, setUsed] = useState(false);
  // Open while its history entry is current: Back closes the dialog, not the page under it.
  const layer = useHistoryLayer();
  const openFor = (s: PublicStation, how?: OpenHow) => {
    setStation(s);
    setGroup(undefined);
    setFromList(false);
    layer.open(how);
    setUsed(true);
  };
  const openForMany = (list: PublicStation[]) => {
    setStation(list[0] ?? null);
    setGroup(list.length > 1 ? list : undefined);
    setFromList(true);
    layer.open();
    setUsed(true);
  };
  // A station refused on submit (hidden meanwhile) leaves the request and the list.
  const removeFromList = (id: string) => {
    const rest = (group ?? (station ? [station] : [])).filter((s) => s.id !== id);
    setStation(rest[0] ?? null);
    setGroup(rest.length > 1 ? rest : undefined);
    opts.onListRemove?.(id);
  };
  const dialog = used && (
    <Suspense fallback={null}>
      <BookingDialog
        station={station}
        group={group}
        onBooked={fromList ? opts.onListBooked : undefined}
        onRemoveStation={fromList ? removeFromList : undefined}
        open={layer.isOpen}
        onOpenChange={(next) => (next ? layer.open() : layer.close())}
        userType={user?.userType ?? 'agency'}
        allowUserTypeChoice={!user}
        defaults={user ? { contactName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, agencyName: user.agencyName } : undefined}
        timeZone={businessTimeZone}
      />
    </Suspense>
  );
  return { openFor, openForMany, dialog };
}

/** How the dialog opens: `search` replaces the address's query as it opens (see useHistoryLayer). */
export type OpenHow = { search?: string };

/**
 * `?stationId={id}&openBooking=true` opens the booking dialog for that station (the chat
 * assistant's Book Now), clearing the query as it opens. A hidden or unknown station says so.
 */
export function OpenBookingFromUrl({ onOpen }: { onOpen: (station: PublicStation, how?: OpenHow) => void }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('openBooking') === 'true' ? params.get('stationId') : null;
  const { data, error, isPending } = useStation(id);
  useEffect(() => {
    if (!id || isPending) return;
    if (data) return onOpen(data, { search: '' });
    toast({ title: error ? errorToMessage(error).title : MESSAGES.stationMissing, variant: 'destructive' });
    setParams({}, { replace: true });
  }, [id, data, error, isPending, onOpen, setParams]);
  return null;
}
