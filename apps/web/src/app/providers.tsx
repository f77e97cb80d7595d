import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster } from '@app/ui';
import type { ReactNode } from 'react';
import { primeCurrentUser } from '@/lib/auth';

/** Data-fetching defaults: no automatic retry, no refetch on focus, no polling, never stale. */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  primeCurrentUser(client);
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* No app-wide TooltipProvider: each Tooltip brings its own with its 700 ms open and
          300 ms skip delays, so the first page does not download the tooltip positioning code. The toast
          region, likewise, downloads with the first toast (or the first F8). */}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
