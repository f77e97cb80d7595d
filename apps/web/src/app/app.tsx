import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
// The DOM build of the provider: it applies router updates with react-dom's flushSync when asked.
import { RouterProvider, type RouterProviderProps } from 'react-router/dom';
import { AppErrorBoundary } from '@/features/auth/components/error-screens';
import { UnauthorizedRedirect } from '@/features/auth/components/unauthorized-redirect';
import { Providers } from './providers';

export interface AppProps {
  /** A browser router in the browser, a memory router in the prerender (both over `routes`). */
  router: RouterProviderProps['router'];
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  // Once the first render is committed, a page prerendered at build time is the app's: its mark
  // (which main.tsx hydrates by) goes. Browser tests wait for that before using the page.
  useEffect(() => {
    delete document.getElementById('root')?.dataset['prerendered'];
  }, []);
  return (
    <Providers client={queryClient}>
      <AppErrorBoundary>
        <UnauthorizedRedirect />
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </Providers>
  );
}
