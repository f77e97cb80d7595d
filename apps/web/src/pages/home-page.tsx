import type { PublicStation } from '@app/core';
import { Button, buttonVariants, cn, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import UserMenu from '@/features/auth/components/user-menu';
import { BookingDialog } from '@/features/booking/components/booking-dialog';
import { EarnedBadges } from '@/features/orders/components/earned-badges';
import { MyBookings } from '@/features/orders/components/my-bookings';
import { useStation } from '@/features/stations/api/use-station';
import { usePublicConfig } from '@/app/public-config';
import { HOME_SKELETON_CARDS } from '@/features/stations/components/station-results-frame';
import { SearchControls, SearchOrOffers } from '@/pages/components/station-search-view';

// The offers' code downloads when their tab is first shown.
const SpecialOffers = lazy(() => import('@/features/offers/special-offers').then((m) => ({ default: m.SpecialOffers })));

type Tab = 'search' | 'bookings' | 'offers';
const TABS: readonly Tab[] = ['search', 'bookings', 'offers'];

/**
 * The dashboard's tab, kept in the address (`?tab=bookings`; none for the search), so a reload or
 * the back button comes back to the tab the user was on.
 */
function useDashboardTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'search';
  const choose = (next: Tab) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'search') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  return [tab, choose];
}

/**
 * `?stationId=...&openBooking=true` (the chat assistant's Book Now) opens that station's booking
 * dialog, then the address goes back to /.
 */
function useBookingDeepLink() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stationId = params.get('openBooking') === 'true' ? params.get('stationId') : null;
  const linked = useStation(stationId);
  const [station, setStation] = useState<PublicStation | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // An empty id fetches nothing: it is a missing station at once.
    if (stationId === null || (stationId !== '' && linked.isPending)) return;
    // A hidden or unknown station still opens the dialog, which then says the station is missing.
    setStation(linked.data ?? null);
    setOpen(true);
    void navigate('/', { replace: true });
  }, [stationId, linked.isPending, linked.data, navigate]);
  return { station, open, setOpen };
}

/** / for signed-in users: the dashboard with search, chat, bookings and offers. */
export default function HomePage() {
  const { data: user } = useCurrentUser();
  const { businessTimeZone, contactEmail } = usePublicConfig();
  const [tab, setTab] = useDashboardTab();
  const deepLink = useBookingDeepLink();
  if (!user) return null; // the router shows this page only to signed-in users

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome back, {user.firstName}</h1>
          <p className="mt-1 text-slate-600">Find a show, send a booking request, and follow it here.</p>
        </div>
        <UserMenu user={user} place="dashboard" />
      </header>
      <EarnedBadges user={user} />

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <div className="flex flex-wrap items-center gap-2">
          <TabsList aria-label="Dashboard" className="h-auto flex-wrap">
            <TabsTrigger value="search">Search Stations</TabsTrigger>
            <TabsTrigger value="bookings">My Bookings</TabsTrigger>
            <TabsTrigger value="offers">Special Offers</TabsTrigger>
          </TabsList>
          {/* The assistant is a page of its own: a link beside the tabs, since a tab list holds only tabs. */}
          <Link to="/chat" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-10')}>
            Chat Assistant
          </Link>
        </div>

        <TabsContent value="search" className="space-y-8 pt-4">
          <SearchControls />
          <SearchOrOffers skeletonCards={HOME_SKELETON_CARDS} />
        </TabsContent>
        <TabsContent value="bookings" className="space-y-4 pt-4">
          <h2 className="text-xl font-semibold text-slate-900">My Bookings</h2>
          <MyBookings user={user} emptyAction={<Button onClick={() => setTab('search')}>Search stations</Button>} />
          <p className="text-sm text-slate-600">
            <Link to="/orders" className="font-medium text-primary hover:underline">
              Open Request Management
            </Link>{' '}
            for the full list{user.userType === 'agency' ? ' and your agency overview' : ''}.
          </p>
        </TabsContent>
        <TabsContent value="offers" className="pt-4">
          <Suspense fallback={null}>
            <SpecialOffers contactEmail={contactEmail} onBack={() => setTab('search')} />
          </Suspense>
        </TabsContent>
      </Tabs>

      <BookingDialog
        station={deepLink.station}
        open={deepLink.open}
        onOpenChange={deepLink.setOpen}
        userType={user.userType}
        defaults={{ contactName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, agencyName: user.agencyName }}
        timeZone={businessTimeZone}
      />
    </div>
  );
}
