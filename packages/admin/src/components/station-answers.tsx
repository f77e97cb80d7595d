import { describeOrderEvent, formatDateTime, formatSlotTime, SLOT_FORMAT_LABELS, type AdminOrder, type AdminOrderDetails } from '@app/core';
import { Badge } from '@app/ui';

/** How long something has waited, in days and hours ('2 d 3 h', '5 h', 'under 1 h'). */
export function waitText(since: string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 3_600_000));
  if (hours < 1) return 'under 1 h';
  const days = Math.floor(hours / 24);
  return days ? `${days} d ${hours % 24} h` : `${hours} h`;
}

/** 'Waiting on station' with the wait, on a request sent to its station and not yet answered. */
export function WaitingOnStationBadge({ order }: { order: AdminOrder }) {
  if (!order.waitingOnStationSince) return null;
  return <Badge className="border-transparent bg-blue-100 text-blue-900">Waiting on station · {waitText(order.waitingOnStationSince)}</Badge>;
}

/**
 * The station's side in the request details: whether its producer has a link or the team relays
 * by hand (no contact email), when it was sent, reminded and answered, the times on offer, and
 * every answer the station gave.
 */
export function StationAnswersSection({ order }: { order: AdminOrderDetails }) {
  const request = order.stationRequest;
  if (!request) return null;
  const answers = (order.events ?? []).filter((e) => e.actor.startsWith('station:'));
  return (
    <section aria-label="Station" className="space-y-1 text-sm">
      <h3 className="font-semibold">Station</h3>
      <p>
        {request.relay === 'link'
          ? "The station's producer got a link to answer directly."
          : 'No contact email for this station: relay the request by hand (add a contact email to the station to let it answer directly).'}
      </p>
      <p className="text-muted-foreground">
        Sent {formatDateTime(request.sentAt)}
        {request.remindedAt ? ` · reminded ${formatDateTime(request.remindedAt)}` : ''}
        {request.answeredAt
          ? ` · first answer ${formatDateTime(request.answeredAt)}`
          : order.status === 'sent_to_station'
            ? ` · waiting ${waitText(request.sentAt)}`
            : ''}
      </p>
      {request.offer ? (
        <div>
          <p className="font-medium">{request.offer.kind === 'make_good' ? 'Make-good dates offered to the requester' : 'Times proposed to the requester'}</p>
          <ul className="list-disc pl-5">
            {request.offer.options.map((o) => (
              <li key={o.startsAt}>
                {formatSlotTime(o)} · {SLOT_FORMAT_LABELS[o.format]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answers.length ? (
        <ol aria-label="Station answers" className="space-y-0.5">
          {answers.map((e) => (
            <li key={e.id}>
              <span className="font-medium">{describeOrderEvent(e, 'admin')}</span>{' '}
              <span className="text-muted-foreground">
                {formatDateTime(e.at)} · {e.actor.slice('station:'.length)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
