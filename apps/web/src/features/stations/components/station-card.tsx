import { AffiliateBadge, Button, Card, TvIcon } from '@app/ui';
import { formatRate, type PublicStation } from '@app/core';
import { Link } from 'react-router';
import { RequestToggleButton } from './request-toggle-button';

export interface StationCardProps {
  station: PublicStation;
  /** Book Now: passes the station to the request handler. */
  onBook: (station: PublicStation) => void;
  /** Is the station in the visitor's request list? */
  inRequest?: boolean;
  /** 'Add to request' (or take it out again); the button shows only with this. */
  onToggleRequest?: (station: PublicStation) => void;
}

/** A station: affiliate badge, call letters, market, optional show name, rate or 'TBD', Book Now. */
export function StationCard({ station, onBook, inRequest = false, onToggleRequest }: StationCardProps) {
  const headingId = `station-${station.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="flex flex-col justify-between gap-4 p-5 transition-shadow hover:shadow-md"
      data-testid="station-card"
    >
      <div className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <AffiliateBadge affiliate={station.affiliate} />
          <TvIcon className="size-5 text-slate-300" />
        </div>
        <div>
          <h3 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
            <Link to={`/stations/${encodeURIComponent(station.id)}`} className="hover:underline">
              {station.callLetters}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{station.market}</p>
        </div>
        {station.showName ? <p className="text-sm font-medium text-slate-800">{station.showName}</p> : null}
      </div>
      {/* The rate on a row of its own, the buttons full width below it: however wide the rate,
          the buttons keep their place and size on every card. */}
      <div className="space-y-3 border-t border-slate-100 pt-4">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-xs uppercase tracking-wide text-slate-500">Rate</p>
          <p className="text-lg font-semibold text-slate-900" data-testid="station-rate">
            {formatRate(station.rate, 'TBD')}
          </p>
        </div>
        <div className="grid gap-2">
          {onToggleRequest ? <RequestToggleButton inRequest={inRequest} onToggle={() => onToggleRequest(station)} className="w-full" /> : null}
          <Button className="w-full" onClick={() => onBook(station)}>
            Book Now
          </Button>
        </div>
      </div>
    </Card>
  );
}
