import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@app/ui';
import { useState, type ReactNode } from 'react';

/** Spec 9 data-fetching defaults: no automatic retry, no refetch on focus, no polling, never stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* No app-wide TooltipProvider: each Tooltip brings its own with spec 9's 700/300 ms
          delays, so the first page does not download the tooltip positioning code. */}
      <Toaster />
    </QueryClientProvider>
  );
}
