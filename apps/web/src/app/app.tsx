import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary, RouteErrorScreen } from '@/features/auth/components/error-screens';
import { UnauthorizedRedirect } from '@/features/auth/components/unauthorized-redirect';
import { RootLayout } from './layouts/root-layout';
import { Providers } from './providers';
import { Gate, NotFoundRoute, ROUTE_TABLE } from './routes';

const router = createBrowserRouter([
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
]);

export function App() {
  return (
    <Providers>
      <AppErrorBoundary>
        <UnauthorizedRedirect />
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </Providers>
  );
}
