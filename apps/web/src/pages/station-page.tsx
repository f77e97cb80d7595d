import { AffiliateBadge, Button, LoadingScreen } from '@app/ui';
import { formatRate, SITE_NAME, stationPageMeta, stationPagePath } from '@app/core';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useMarketStations } from '@/features/stations/api/use-market-stations';
import { useStation } from '@/features/stations/api/use-station';
import { useBookingLauncher } from '@/pages/components/station-booking';

const NotFound = lazy(() => import('./not-found-page'));
const AddToRequest = lazy(() => import('@/pages/components/add-to-request-button'));

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-base font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * /stations/:id: one station (call letters, network, market, show, rate or TBD, website), Book
 * Now and Add to request, and the other stations of its market. Hidden or unknown: the 404 page.
 */
export default function StationPage() {
  const { id = '' } = useParams();
  const { data: station, isPending, error } = useStation(id);
  const market = useMarketStations(station?.market);
  const booking = useBookingLauncher();

  useEffect(() => {
    if (!station) return;
    const { title, description } = stationPageMeta(station);
    const previous = document.title;
    document.title = title;
    const meta = document.querySelector('meta[name="description"]');
    const before = meta?.getAttribute('content');
    meta?.setAttribute('content', description);
    return () => {
      document.title = previous || SITE_NAME;
      if (meta && before) meta.setAttribute('content', before);
    };
  }, [station]);

  if (isPending) return <LoadingScreen />;
  if (error) throw error;
  if (!station)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <NotFound />
      </Suspense>
    );
  const others = (market.data ?? []).filter((s) => s.id !== station.id);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <div className="flex flex-wrap items-center gap-3">
        <AffiliateBadge affiliate={station.affiliate} />
        <span className="text-sm text-slate-600">{station.market}</span>
      </div>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">{station.callLetters}</h1>
      <dl className="mt-8 grid gap-6 sm:grid-cols-2">
        <Detail label="Network">{station.affiliate}</Detail>
        <Detail label="Market">{station.market}</Detail>
        <Detail label="Show">{station.showName || 'No show name on record'}</Detail>
        <Detail label="Rate">{formatRate(station.rate, 'TBD')}</Detail>
        {station.link ? (
          <Detail label="Website">
            <a href={station.link} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
              {station.link.replace(/^https?:\/\//, '')}
            </a>
          </Detail>
        ) : null}
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => booking.openFor(station)}>Book Now</Button>
        <Suspense fallback={null}>
          <AddToRequest station={station} />
        </Suspense>
      </div>
      {others.length ? (
        <div className="mt-12">
          <h2 className="text-xl font-semibold text-slate-900">{`Other stations in ${station.market}`}</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {others.map((s) => (
              <li key={s.id}>
                <Link to={stationPagePath(s.id)} className="flex justify-between rounded-lg border border-slate-200 px-4 py-3 hover:bg-slate-50">
                  <span className="font-semibold">{s.callLetters}</span>
                  <span className="text-slate-600">{`${s.affiliate} · ${formatRate(s.rate, 'TBD')}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {booking.dialog}
    </section>
  );
}
