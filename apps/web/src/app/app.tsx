import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { Providers } from './providers';
import { Gate, NotFoundRoute, ROUTE_TABLE } from './routes';

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      ...ROUTE_TABLE.map(({ path, signedIn, signedOut }) => ({ path, element: <Gate signedIn={signedIn} signedOut={signedOut} /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
