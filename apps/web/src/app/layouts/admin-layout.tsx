import { Outlet, ScrollRestoration } from 'react-router';

/** The operators' layout: the admin views bring their own header; the public one (with 'Sign In') stays out. */
export function AdminLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
