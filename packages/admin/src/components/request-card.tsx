import { airedTimeZone, formatDate, formatDateTime, formatSlotTime, SLOT_FORMAT_LABELS, type AdminOrder } from '@app/core';
import { AffiliateBadge, Badge, Button, Card, CardContent, Checkbox } from '@app/ui';
import { adminRateText } from '../lib/station-table';
import { WaitingOnStationBadge } from './station-answers';
import { StatusBadge, StatusSelect } from './status-badge';

export interface RequestCardProps {
  order: AdminOrder;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onStatus: (status: AdminOrder['status']) => void;
  onDetails: () => void;
  onDelete: () => void;
  busy?: boolean;
}

/** One request: who, which station, status badge and selector, Details and Delete. */
export function RequestCard({ order, selected, onSelect, onStatus, onDetails, onDelete, busy }: RequestCardProps) {
  const station = order.station;
  // Names that tell the orders of one multi-station request apart: client and station.
  const name = `${order.clientName} at ${station?.callLetters ?? 'a deleted station'}`;
  return (
    <Card aria-label={`Request for ${order.clientName}`} role="article">
      <CardContent className="flex flex-col gap-4 p-4 md:flex-row md:items-start">
        <Checkbox className="mt-1" checked={selected} onCheckedChange={(v) => onSelect(v === true)} aria-label={`Select request for ${name}`} />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold break-words">{order.clientName}</h3>
            {station ? (
              <Badge variant="outline" className="gap-1.5">
                {station.callLetters}
                <AffiliateBadge affiliate={station.affiliate} />
              </Badge>
            ) : (
              <Badge variant="outline">Station deleted</Badge>
            )}
            <StatusBadge status={order.status} />
            {order.overdue ? <Badge className="border-transparent bg-red-600 text-white">Overdue</Badge> : null}
            <WaitingOnStationBadge order={order} />
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2">
            <div>
              <dt className="inline font-medium text-foreground">Agency: </dt>
              <dd className="inline break-words">{order.agencyName || 'Not provided'}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-foreground">Contact: </dt>
              <dd className="inline break-words">
                {order.contactName} ({order.email})
              </dd>
            </div>
            <div>
              <dt className="inline font-medium text-foreground">Market: </dt>
              <dd className="inline">{station?.market ?? 'Unknown'}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-foreground">Show: </dt>
              <dd className="inline">{station ? `${station.showName || 'Not specified'} · ${adminRateText(station.rate)}` : 'Unknown'}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-foreground">Request #: </dt>
              <dd className="inline font-mono">{order.orderNumber}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-foreground">Submitted: </dt>
              <dd className="inline">{formatDateTime(order.createdAt)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="inline font-medium text-foreground">Interview dates: </dt>
              <dd className="inline">
                {formatDate(order.preferredDate)}
                {order.alternativeDate ? ` or ${formatDate(order.alternativeDate)}` : ''}
              </dd>
            </div>
            {order.slot ? (
              <div className="sm:col-span-2">
                <dt className="inline font-medium text-foreground">Slot: </dt>
                <dd className="inline">
                  {formatSlotTime(order.slot)} · {SLOT_FORMAT_LABELS[order.slot.format]}
                </dd>
              </div>
            ) : null}
            {order.airedAt ? (
              <div className="sm:col-span-2">
                <dt className="inline font-medium text-foreground">Aired: </dt>
                <dd className="inline">{formatSlotTime({ startsAt: order.airedAt, timeZone: airedTimeZone(order) })}</dd>
              </div>
            ) : null}
            {order.clipUrl ? (
              <div className="sm:col-span-2">
                <dt className="inline font-medium text-foreground">Clip: </dt>
                <dd className="inline break-all">
                  <a href={order.clipUrl} target="_blank" rel="noreferrer" className="underline">
                    {order.clipUrl}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-end">
          {/* Not disabled while a change is saved, which would drop the focus it holds to the page:
              a choice made meanwhile is ignored instead. */}
          <StatusSelect value={order.status} onChange={(s) => !busy && onStatus(s)} label={`Status for ${name}`} />
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={onDetails} aria-label={`Details of the request for ${name}`}>
              Details
            </Button>
            <Button size="sm" variant="destructive" onClick={onDelete} aria-label={`Delete the request for ${name}`}>
              Delete
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
