import { formatDate, formatSlotTime, groupOrders, MESSAGES, type CurrentUser, type Order } from '@app/core';
import { Alert, AlertDescription, AlertTriangleIcon, Button, CalendarIcon, Card, Skeleton, TvIcon } from '@app/ui';
import { useState, type ReactNode } from 'react';
import { useMyOrders } from '../api/use-my-orders';
import { AiredSegmentsDownloads } from './aired-segments-csv';
import { OrderDetailsDialog } from './order-details-dialog';
import { useSlotOffer } from '../api/use-slot-offer';
import { OrderStatusBadge, requestNumberOf } from './order-status-badge';

/** Three skeleton cards while the bookings load. */
export const BOOKING_SKELETON_CARDS = 3;

function SkeletonCard() {
  return (
    <Card className="space-y-3 p-5" data-testid="booking-skeleton">
      <div className="flex justify-between">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-5 w-20" />
      </div>
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-4 w-32" />
    </Card>
  );
}

/** A request whose station offered times (or make-good dates) says so, so the choice is not missed. */
function OfferWaiting({ order }: { order: Order }) {
  const offer = useSlotOffer(order.id, undefined, order.status === 'booking');
  if (order.status !== 'booking' || !offer.data) return null;
  return (
    <p className="text-sm font-medium text-indigo-800">
      {offer.data.kind === 'make_good' ? 'Postponed: choose a new date in the details' : 'The station proposed times: choose one in the details'}
    </p>
  );
}

function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="booking-card">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate text-base font-semibold text-slate-900">{order.clientName}</h3>
          <OrderStatusBadge status={order.customerStatus} />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <TvIcon className="size-4" aria-hidden="true" />
          {order.station ? `${order.station.callLetters} (${order.station.affiliate}) · ${order.station.market}` : 'Station no longer listed'}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-1.5">
            <CalendarIcon className="size-4" aria-hidden="true" />
            {formatDate(order.preferredDate)}
          </span>
          <span>Request #{requestNumberOf(order)}</span>
        </p>
        {order.slot ? <p className="text-sm font-medium text-green-800">Slot: {formatSlotTime(order.slot)} (station time)</p> : null}
        <OfferWaiting order={order} />
        {order.clipUrl ? (
          <p className="text-sm">
            <a href={order.clipUrl} target="_blank" rel="noreferrer" className="text-blue-700 underline">
              Watch the aired segment
            </a>
          </p>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpen}
        aria-label={`View details of the request for ${order.clientName}${order.station ? ` at ${order.station.callLetters}` : ''}`}
      >
        View Details
      </Button>
    </Card>
  );
}

/** One request sent to several stations: its orders together under one heading. */
function OrderGroup({ orders, onOpen }: { orders: Order[]; onOpen: (id: string) => void }) {
  const first = orders[0]!;
  const label = `Request for ${first.clientName}: ${orders.length} stations`;
  return (
    <section aria-label={label} className="space-y-3 rounded-xl border border-dashed border-slate-300 p-3">
      <h3 className="px-1 text-sm font-semibold text-slate-700">{label}</h3>
      <ul className="grid gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onOpen={() => onOpen(order.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The signed-in user's requests: three skeletons while loading, the load error, an empty
 * state, or a card per request with its details dialog.
 */
export function MyBookings({ emptyAction, user }: { emptyAction?: ReactNode; user?: CurrentUser | null | undefined }) {
  const { data, isPending, isError, refetch, isFetching } = useMyOrders();
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog shows the latest copy of the request, so a cancel or new dates show at once.
  const open = data?.find((o) => o.id === openId) ?? null;

  if (isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading your bookings">
        {Array.from({ length: BOOKING_SKELETON_CARDS }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertTriangleIcon aria-hidden="true" />
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{MESSAGES.ordersLoadFailed}</span>
          <Button size="sm" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center">
        <h3 className="text-lg font-semibold text-slate-900">No bookings yet</h3>
        <p className="max-w-md text-sm text-slate-600">Requests you send appear here with their status. Search for a station to book your first segment.</p>
        {/* Requests sent as a guest join the account only once its email is verified. */}
        {user && !user.isEmailVerified ? (
          <p className="max-w-md text-sm text-slate-600">Sent requests as a guest with {user.email}? They appear here once you verify that email address.</p>
        ) : null}
        {emptyAction}
      </Card>
    );
  }
  return (
    <>
      <ul className="grid gap-4" aria-label="Your booking requests">
        {groupOrders(data).map(({ key, orders }) => (
          <li key={key}>
            {orders.length > 1 ? (
              <OrderGroup orders={orders} onOpen={setOpenId} />
            ) : (
              orders.map((order) => <OrderCard key={order.id} order={order} onOpen={() => setOpenId(order.id)} />)
            )}
          </li>
        ))}
      </ul>
      {user?.userType === 'agency' ? <AiredSegmentsDownloads orders={data} /> : null}
      <OrderDetailsDialog order={open} onClose={() => setOpenId(null)} />
    </>
  );
}
