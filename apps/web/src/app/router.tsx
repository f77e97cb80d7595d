import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/features/auth/components/error-screens';
import { AdminLayout } from './layouts/admin-layout';
import { RootLayout } from './layouts/root-layout';
import { ADMIN_PATHS, Gate, NotFoundRoute, ROUTE_TABLE, StationRoute } from './routes';

const gateOf = ({ path, title, signedIn, signedOut }: (typeof ROUTE_TABLE)[number]) => ({
  path,
  element: <Gate path={path} title={title} signedIn={signedIn} signedOut={signedOut} />,
});

/**
 * The app's route objects. The browser makes a browser router of them; the build's prerender
 * (src/prerender.tsx) a memory router at `/`, so both render the very same tree.
 */
export const routes: RouteObject[] = [
  {
    // Operators' pages: no public header or footer.
    element: <AdminLayout />,
    errorElement: <RouteErrorScreen />,
    children: ROUTE_TABLE.filter((r) => ADMIN_PATHS.has(r.path)).map(gateOf),
  },
  {
    element: <RootLayout />,
    // A failure in the layout itself; page failures below keep the header and footer.
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          ...ROUTE_TABLE.filter((r) => !ADMIN_PATHS.has(r.path)).map(gateOf),
          { path: '/stations/:id', element: <StationRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
