import type { ReactNode } from 'react';
import { customerStatusLabel, type Analytics } from '@app/core';
import { ArrowLeftIcon, Card, CardContent, CardHeader, CardTitle, LoadingScreen } from '@app/ui';
import { useAnalytics } from '../api/analytics';
import { useAdmin } from '../context/admin-provider';
import { percentText } from '../lib/display';
import { ColumnBars, HorizontalBars } from './bar-charts';
import { LoadError } from './load-error';
import { StatCard } from './stat-card';

const STATUS_COLOURS = { pending: '#eab308', confirmed: '#16a34a', completed: '#2563eb', cancelled: '#dc2626' } as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `analytics-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** 'Mon 11/16' for a YYYY-MM-DD date, the same in every time zone. */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return `${weekday} ${m}/${d}`;
}

function Dashboard({ a }: { a: Analytics }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard heading="h2" title="Total Submissions" value={a.totalSubmissions} />
        <StatCard heading="h2" title="Conversion Rate" value={percentText(a.conversionRate)} />
        <StatCard heading="h2" title="Pending Requests" value={a.pendingRequests} />
        <StatCard heading="h2" title="Completed" value={a.completed} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          heading="h2"
          title="Median time to first action"
          value={a.medianFirstActionHours === null ? null : `${a.medianFirstActionHours} h`}
          empty="No actions yet"
        />
        <StatCard heading="h2" title="Overdue requests" value={a.overdueRequests} />
        <StatCard
          heading="h2"
          title="Median station response"
          value={a.medianStationResponseHours === null ? null : `${a.medianStationResponseHours} h`}
          empty="No station answers yet"
        />
      </div>
      <Panel title="Last 7 Days Activity">
        <ColumnBars caption="Requests per day" data={a.last7Days.map((d) => ({ name: dayLabel(d.date), value: d.count }))} />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Top Markets">
          <HorizontalBars caption="Requests per market" data={a.topMarkets.map((m) => ({ name: m.market, value: m.count }))} empty="No requests yet" />
        </Panel>
        <Panel title="Top Agencies">
          <HorizontalBars
            caption="Requests per agency"
            data={a.topAgencies.map((m) => ({ name: m.agencyName, value: m.count }))}
            empty="No agency requests yet"
          />
        </Panel>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Request Status Distribution">
          <HorizontalBars
            caption="Requests per status"
            empty="No requests yet"
            data={(['pending', 'confirmed', 'completed', 'cancelled'] as const).map((s) => ({
              name: customerStatusLabel(s),
              value: a.statusDistribution[s],
              color: STATUS_COLOURS[s],
            }))}
          />
        </Panel>
        <Panel title="Unmet demand">
          <p className="mb-3 text-sm text-muted-foreground">What people searched or asked the chat for and found no station.</p>
          {a.unmetDemand.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">Every search found something</p>
          ) : (
            <ol className="divide-y text-sm">
              {a.unmetDemand.map((u) => (
                <li key={u.query} className="flex justify-between gap-4 py-1.5">
                  <span className="break-words">{u.query}</span>
                  <span className="font-medium tabular-nums">{u.count}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </div>
  );
}

/** The analytics dashboard (/analytics): cards, 7-day activity, top markets and agencies, statuses, unmet demand. */
export function AnalyticsDashboard() {
  const { navigate } = useAdmin();
  const analytics = useAnalytics();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Analytics Dashboard</h1>
        <a
          href="/admin"
          className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
          onClick={(e) => {
            e.preventDefault();
            navigate('admin');
          }}
        >
          <ArrowLeftIcon className="size-4" />
          Back to Admin
        </a>
      </div>
      {analytics.isPending ? (
        <LoadingScreen fullScreen={false} />
      ) : analytics.error ? (
        <LoadError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <Dashboard a={analytics.data} />
      )}
    </div>
  );
}
