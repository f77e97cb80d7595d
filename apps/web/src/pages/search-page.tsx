import { SearchControls, SearchOrOffers } from '@/pages/components/station-search-view';

/** /search for signed-in users: the station search, results, booking dialog and offers. */
export default function SearchPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <header className="space-y-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Search Stations</h1>
          <p className="mt-1 text-slate-600">Find a local TV lifestyle show by state, city, market, call letters or show name.</p>
        </div>
        <SearchControls />
      </header>
      <SearchOrOffers />
    </div>
  );
}
