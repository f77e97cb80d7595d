import { formatDateTime } from '@app/core';
import { Badge, cn } from '@app/ui';
import type { ColumnDef } from '@tanstack/react-table';
import type { ChatQuery } from '@app/core';
import { fetchAllPages } from '../api/admin-api';
import { useChatQueries, useChatQuerySummary } from '../api/chat-queries';
import { useAdmin } from '../context/admin-provider';
import { resultBadgeClass } from '../lib/display';
import { chatQueriesCsv } from '../lib/exports';
import { DataTable } from './data-table';
import { ExportButton } from './export-button';
import { StatCard } from './stat-card';

const columns: ColumnDef<ChatQuery>[] = [
  { id: 'query', header: 'Query', cell: ({ row }) => <span className="break-words">{row.original.query}</span> },
  { id: 'user', header: 'User', cell: ({ row }) => row.original.userEmail ?? 'Anonymous' },
  {
    id: 'results',
    header: 'Results',
    cell: ({ row }) => <Badge className={cn('border-transparent', resultBadgeClass(row.original.resultsCount))}>{row.original.resultsCount}</Badge>,
  },
  { id: 'time', header: 'Time', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

/** The Chat Queries tab: Total Queries, Average Results, Recent Activity, and the newest queries. */
export function ChatQueriesTab() {
  const { api } = useAdmin();
  const queries = useChatQueries();
  const summary = useChatQuerySummary();
  const rows = queries.data?.items ?? [];

  return (
    <section aria-labelledby="chat-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="chat-heading" className="text-xl font-semibold">
          Chat Queries Analytics
        </h2>
        <ExportButton
          label="Export CSV"
          baseName="chat-queries"
          disabled={!queries.data}
          build={async () => chatQueriesCsv(await fetchAllPages((offset, limit) => api.listChatQueries({ offset, limit })))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Total Queries" value={summary.data?.totalQueries} />
        <StatCard title="Average Results" value={summary.data?.averageResults} />
        <StatCard title="Recent Activity" value={summary.data?.recentActivity} />
      </div>
      {queries.data && queries.data.total > rows.length ? (
        <p className="text-sm text-muted-foreground">
          Showing the newest {rows.length} of {queries.data.total} queries; the CSV export has all of them.
        </p>
      ) : null}
      <DataTable<ChatQuery, never>
        label="Chat queries"
        columns={columns}
        data={rows}
        getRowId={(q) => q.id}
        isLoading={queries.isPending}
        error={queries.error}
        onRetry={() => void queries.refetch()}
        empty="No chat queries yet"
      />
    </section>
  );
}
