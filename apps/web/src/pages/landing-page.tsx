import { cn } from '@app/ui';
import { HowItWorks } from '@/features/landing/how-it-works';
import { LandingHero } from '@/features/landing/landing-hero';
import { OpenBookingFromUrl, useBookingLauncher } from '@/pages/components/station-booking';
import { SearchControls, SearchOrOffers, useSearchView } from '@/pages/components/station-search-view';

/** / for visitors: hero with search, results or special offers, how it works; searching needs no account. */
export default function LandingPage() {
  const { query, view } = useSearchView();
  const active = view === 'offers' || query !== '';
  // A deep link (?stationId=&openBooking=true) opens its own dialog, with or without a search.
  const deepLink = useBookingLauncher();
  return (
    <>
      <OpenBookingFromUrl onOpen={deepLink.openFor} />
      {deepLink.dialog}
      <LandingHero showGetStarted>
        <SearchControls tone="dark" />
      </LandingHero>
      <div className={cn('mx-auto max-w-6xl px-4', active && 'pt-12')}>
        <SearchOrOffers />
      </div>
      <HowItWorks />
    </>
  );
}
