import { toast } from '@app/ui';
import { errorToMessage, MESSAGES, type PublicStation } from '@app/core';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useStation } from '@/features/stations/api/use-station';
import { usePublicConfig } from '@/app/public-config';

// The dialog (its form library and schemas) downloads on the first Book Now, not with the page.
const BookingDialog = lazy(() => import('@/features/booking/components/booking-dialog').then((m) => ({ default: m.BookingDialog })));

/**
 * The booking dialog for the current visitor: signed-in users get their type and details filled
 * in, guests choose agency or individual. `openFor(station)` opens it for one station,
 * `openForMany(stations)` for the request list (one request for all); render `dialog` once.
 */
export function useBookingLauncher(opts: { onListBooked?: () => void; onListRemove?: (id: string) => void } = {}): {
  openFor: (station: PublicStation) => void;
  openForMany: (stations: PublicStation[]) => void;
  dialog: ReactNode;
} {
  const { data: user } = useCurrentUser();
  const { businessTimeZone } = usePublicConfig();
  const [station, setStation] = useState<PublicStation | null>(null);
  const [group, setGroup] = useState<PublicStation[] | undefined>(undefined);
  const [fromList, setFromList] = useState(false);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const openFor = useCallback((s: PublicStation) => {
    setStation(s);
    setGroup(undefined);
    setFromList(false);
    setOpen(true);
    setUsed(true);
  }, []);
  const openForMany = useCallback((list: PublicStation[]) => {
    setStation(list[0] ?? null);
    setGroup(list.length > 1 ? list : undefined);
    setFromList(true);
    setOpen(true);
    setUsed(true);
  }, []);
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
        open={open}
        onOpenChange={setOpen}
        userType={user?.userType ?? 'agency'}
        allowUserTypeChoice={!user}
        defaults={user ? { contactName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, agencyName: user.agencyName } : undefined}
        timeZone={businessTimeZone}
      />
    </Suspense>
  );
  return { openFor, openForMany, dialog };
}

/**
 * `?stationId={id}&openBooking=true` opens the booking dialog for that station (the chat
 * assistant's Book Now), then the query is cleared. A hidden or unknown station says so.
 */
export function OpenBookingFromUrl({ onOpen }: { onOpen: (station: PublicStation) => void }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('openBooking') === 'true' ? params.get('stationId') : null;
  const { data, error, isPending } = useStation(id);
  useEffect(() => {
    if (!id || isPending) return;
    if (data) onOpen(data);
    else toast({ title: error ? errorToMessage(error).title : MESSAGES.stationMissing, variant: 'destructive' });
    setParams({}, { replace: true });
  }, [id, data, error, isPending, onOpen, setParams]);
  return null;
}
