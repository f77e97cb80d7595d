import { RequestListBar } from '@/features/request-list/request-list-bar';
import { useRequestList } from '@/features/request-list/request-list-store';
import { useBookingLauncher } from '@/pages/components/station-booking';

/** The request list's bar and the one booking dialog it opens for all its stations. */
export default function RequestListHost() {
  const clear = useRequestList((s) => s.clear);
  const remove = useRequestList((s) => s.remove);
  const booking = useBookingLauncher({ onListBooked: clear, onListRemove: remove });
  return (
    <>
      {/* Room below the page so the docked bar never hides the footer. */}
      <div className="h-20" aria-hidden="true" />
      <RequestListBar onRequest={booking.openForMany} />
      {booking.dialog}
    </>
  );
}
