import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingScreen } from '@app/ui';
import { useAdmin, type AdminView } from '../context/admin-provider';
import { AdminLogin } from './admin-login';
import { AdminPanel } from './admin-panel';

// The dashboard carries the chart library: loaded only when it is opened.
const AnalyticsDashboard = lazy(() => import('./analytics-dashboard').then((m) => ({ default: m.AnalyticsDashboard })));

/** Shows the admin login until a token is stored, then its children. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { session } = useAdmin();
  if (session === 'loading') return <LoadingScreen fullScreen={false} />;
  if (session === 'signedOut') return <AdminLogin />;
  return <>{children}</>;
}

/**
 * The whole admin UI behind its login: the panel or the analytics dashboard. A host with a
 * router passes `view`; without one the provider's own view state is used.
 */
export function AdminApp({ view }: { view?: AdminView }) {
  const admin = useAdmin();
  const shown = view ?? admin.view;
  return (
    <AdminGate>
      {shown === 'analytics' ? (
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <AnalyticsDashboard />
        </Suspense>
      ) : (
        <AdminPanel />
      )}
    </AdminGate>
  );
}
