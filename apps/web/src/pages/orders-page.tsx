import { Button } from '@app/ui';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { AgencyOverview } from '@/features/orders/components/agency-overview';
import { MyBookings } from '@/features/orders/components/my-bookings';

/** /orders, the Request Management page: the agency overview (agency users) and the request list. */
export default function OrdersPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Request Management</h1>
        <p className="mt-1 text-slate-600">Every booking request you sent, with its status and details.</p>
      </header>
      {user?.userType === 'agency' ? <AgencyOverview /> : null}
      <section aria-labelledby="requests-heading" className="space-y-4">
        <h2 id="requests-heading" className="text-xl font-semibold text-slate-900">
          Your requests
        </h2>
        <MyBookings
          user={user}
          emptyAction={
            <Button asChild>
              <Link to="/search">Search stations</Link>
            </Button>
          }
        />
      </section>
    </div>
  );
}
