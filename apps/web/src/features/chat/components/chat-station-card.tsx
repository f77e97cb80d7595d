import { AffiliateBadge, Button, Card } from '@app/ui';
import { formatRate, MESSAGES, type PublicStation } from '@app/core';
import { useNavigate } from 'react-router';

/**
 * A station found by the assistant: call letters, affiliate, market, rate or 'Contact for
 * pricing', show name, and Book Now, which opens the booking dialog on the dashboard.
 */
export function ChatStationCard({ station }: { station: PublicStation }) {
  const navigate = useNavigate();
  const headingId = `chat-station-${station.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-2 p-4" data-testid="chat-station-card">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold tracking-tight text-slate-900">
          {station.callLetters}
        </h3>
        <AffiliateBadge affiliate={station.affiliate} />
      </div>
      <p className="text-sm text-slate-600">{station.market}</p>
      {station.showName ? <p className="text-sm font-medium text-slate-800">{station.showName}</p> : null}
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="font-semibold text-slate-900" data-testid="chat-station-rate">
          {formatRate(station.rate, MESSAGES.contactForPricing)}
        </p>
        <Button size="sm" onClick={() => void navigate(`/?stationId=${encodeURIComponent(station.id)}&openBooking=true`)}>
          Book Now
        </Button>
      </div>
    </Card>
  );
}
