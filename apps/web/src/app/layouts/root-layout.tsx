import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NotificationBanner } from '@/features/notifications/notification-banner';
import { useCurrentUser } from '@/lib/auth';
import { RequestListSlot } from '../request-list-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Only signed-in users with an unverified email see it: visitors' first page skips its code.
const VerifyEmailBanner = lazy(() => import('@/features/auth/components/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })));

export function RootLayout() {
  const { data: user } = useCurrentUser();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <NotificationBanner />
      {user && !user.isEmailVerified ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      ) : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <RequestListSlot />
      <ScrollRestoration />
    </div>
  );
}
