import type { RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '@/features/auth/components/error-screens';
import { RootLayout } from './layouts/root-layout';
import { Gate, NotFoundRoute, ROUTE_TABLE } from './routes';

/**
 * The app's route objects. The browser makes a browser router of them; the build's prerender
 * (src/prerender.tsx) a memory router at `/`, so both render the very same tree.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A failure in the layout itself; page failures below keep the header and footer.
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          ...ROUTE_TABLE.map(({ path, signedIn, signedOut }) => ({ path, element: <Gate signedIn={signedIn} signedOut={signedOut} /> })),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
