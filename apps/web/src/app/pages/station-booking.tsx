import { toast } from '@app/ui';
import { errorToMessage, MESSAGES, type PublicStation } from '@app/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/lib/auth';
import { BookingDialog } from '@/features/booking/components/booking-dialog';
import { useStation } from '@/features/stations/api/use-station';
import { usePublicConfig } from '../public-config';

/**
 * The booking dialog for the current visitor: signed-in users get their type and details filled
 * in, guests choose agency or individual. `openFor(station)` opens it; render `dialog` once.
 */
export function useBookingLauncher(): { openFor: (station: PublicStation) => void; dialog: ReactNode } {
  const { data: user } = useCurrentUser();
  const { businessTimeZone } = usePublicConfig();
  const [station, setStation] = useState<PublicStation | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((s: PublicStation) => {
    setStation(s);
    setOpen(true);
  }, []);
  const dialog = (
    <BookingDialog
      station={station}
      open={open}
      onOpenChange={setOpen}
      userType={user?.userType ?? 'agency'}
      allowUserTypeChoice={!user}
      defaults={
        user
          ? { contactName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, agencyName: user.agencyName }
          : undefined
      }
      timeZone={businessTimeZone}
    />
  );
  return { openFor, dialog };
}

/**
 * Spec 2: `?stationId={id}&openBooking=true` opens the booking dialog for that station (the chat
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
