import { CUSTOMER_STATUSES, formatRate } from '@app/core';
import { Card, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@app/ui';
import { useAgencyOverview } from '../api/use-agency-overview';
import { OrderStatusBadge } from './order-status-badge';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-5">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
    </Card>
  );
}

/** For agency users: totals, requests by customer status and by client. */
export function AgencyOverview() {
  const { data, isPending, isError } = useAgencyOverview();
  if (isPending) return <Skeleton className="h-40 w-full" aria-label="Loading the agency overview" />;
  if (isError) return null; // the request list below shows the load error
  return (
    <section aria-labelledby="agency-overview-heading" className="space-y-4">
      <h2 id="agency-overview-heading" className="text-xl font-semibold text-slate-900">
        Agency overview
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Figure label="Total bookings" value={String(data.totalBookings)} />
        <Figure label="Confirmed bookings" value={String(data.confirmedBookings)} />
        <Figure label="Total spent" value={formatRate(data.totalSpent, '$0')} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-3 font-semibold">Requests by status</h3>
          <ul className="grid grid-cols-2 gap-3" aria-label="Requests by status">
            {CUSTOMER_STATUSES.map((status) => (
              <li key={status} className="flex items-center justify-between rounded-md border px-3 py-2">
                <OrderStatusBadge status={status} />
                <span className="font-semibold" data-testid={`status-count-${status}`}>
                  {data.byStatus[status]}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="p-5">
          <h3 className="mb-3 font-semibold">Requests by client</h3>
          {data.byClient.length === 0 ? (
            <p className="text-sm text-muted-foreground">No clients yet.</p>
          ) : (
            <Table aria-label="Requests by client">
              <TableHeader>
                <TableRow>
                  <TableHead>Client</TableHead>
                  <TableHead className="text-right">Requests</TableHead>
                  <TableHead className="text-right">Confirmed</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.byClient.map((c) => (
                  <TableRow key={c.clientName}>
                    <TableCell>{c.clientName}</TableCell>
                    <TableCell className="text-right">{c.total}</TableCell>
                    <TableCell className="text-right">{c.confirmed}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      </div>
    </section>
  );
}
