import { errorStatusOf, formatDate, LIFECYCLE_MESSAGES, type Order } from '@app/core';
import { Alert, AlertDescription, buttonVariants, Card, LoadingScreen } from '@app/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useManagedOrder } from '@/features/orders/api/use-order-lifecycle';
import { ChooseOfferedSlot } from '@/features/orders/components/choose-offered-slot';
import { OrderActions, OrderOutcome, OrderTimeline } from '@/features/orders/components/order-lifecycle';
import { OrderStatusBadge, requestNumberOf } from '@/features/orders/components/order-status-badge';

/**
 * /manage?token=…: the request a manage link (from the confirmation email) belongs to, with its
 * timeline, 'Cancel request' and 'Change dates'. No account needed.
 */
export default function ManagePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const managed = useManagedOrder(token);
  const [changed, setChanged] = useState<Order | null>(null);
  const order = changed ?? managed.data;

  if (managed.isPending && !changed) return <LoadingScreen />;
  if (!order) {
    const gone = errorStatusOf(managed.error) === 404 || errorStatusOf(managed.error) === 400 || !token;
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">Manage your request</h1>
        <Alert variant="destructive">
          <AlertDescription>{gone ? LIFECYCLE_MESSAGES.manageLinkInvalid : 'The request could not be loaded. Please try again.'}</AlertDescription>
        </Alert>
        {/* A link closes once its request is cancelled or finished; the tracker still shows every request. */}
        <p className="mt-4 text-slate-600">
          A manage link stops working once its request is cancelled or finished. You can still see all your requests and their history:
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/track" className={buttonVariants({ size: 'sm' })}>
            Track your requests
          </Link>
          <Link to="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Go to the home page
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Manage your request</h1>
        <p className="text-slate-600">Request #{requestNumberOf(order)}</p>
      </header>
      <Card className="space-y-4 p-5" aria-label="Your request">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{order.clientName}</h2>
          <OrderStatusBadge status={order.customerStatus} />
        </div>
        <p className="text-sm text-slate-600">
          {order.station ? `${order.station.callLetters} (${order.station.affiliate}) · ${order.station.market}` : 'Station no longer listed'}
        </p>
        <p className="text-sm text-slate-600">
          Preferred date: {formatDate(order.preferredDate)}
          {order.alternativeDate ? ` · Alternative: ${formatDate(order.alternativeDate)}` : ''}
        </p>
        <OrderOutcome order={order} />
        <ChooseOfferedSlot order={order} token={token} onChanged={setChanged} />
        <OrderActions order={order} token={token} onChanged={setChanged} />
      </Card>
      <section aria-labelledby="timeline-heading" className="space-y-2">
        <h2 id="timeline-heading" className="text-xl font-semibold text-slate-900">
          Timeline
        </h2>
        <OrderTimeline id={order.id} token={token} />
      </section>
    </div>
  );
}
