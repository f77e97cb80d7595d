import { Alert, AlertDescription, AlertTitle, AlertTriangleIcon, Button, Card, Skeleton } from '@app/ui';
import { formatDate, MESSAGES, type Order } from '@app/core';
import { useState } from 'react';
import { RequestDetailsDialog, requestNumberOf, StatusBadge } from './request-details-dialog';

export interface TrackedOrdersListProps {
  orders: Order[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** The address whose requests these are, for the heading and the empty hint. */
  email: string | null;
}

/** The tracker's results: skeletons, the failure with Retry, 'No requests found', or the list. */
export function TrackedOrdersList({ orders, isPending, error, onRetry, email }: TrackedOrdersListProps) {
  const [open, setOpen] = useState<Order | null>(null);

  if (isPending) {
    return (
      <div role="status" aria-label="Loading requests" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTriangleIcon />
        <AlertTitle>{MESSAGES.trackLoadFailed}</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!orders || orders.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{MESSAGES.noRequestsFound}</h2>
        <p className="mt-2 text-slate-600">
          {email ? `We couldn't find any requests for ${email}. ` : ''}Please double-check the email address: it must be the one you used when you submitted
          your request.
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="tracked-heading" className="space-y-3">
      <h2 id="tracked-heading" className="text-lg font-semibold text-slate-900">
        {`Your requests (${orders.length})`}
        {email ? <span className="block text-sm font-normal text-slate-500">{email}</span> : null}
      </h2>
      <ul className="grid gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="tracked-request">
              <div className="space-y-1">
                <div className="flex items-center gap-2">
                  <span className="font-mono text-sm font-semibold text-slate-900">{requestNumberOf(order)}</span>
                  <StatusBadge status={order.customerStatus} />
                </div>
                <p className="font-medium text-slate-900">{order.clientName}</p>
                <p className="text-sm text-slate-600">
                  {order.station ? `${order.station.callLetters} · ${order.station.market} · ` : ''}
                  {`Preferred ${formatDate(order.preferredDate)}`}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setOpen(order)}>
                View Details
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <RequestDetailsDialog order={open} onClose={() => setOpen(null)} />
    </section>
  );
}
