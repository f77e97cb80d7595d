import { LoadingScreen } from '@app/ui';
import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { safeNextPath, SIGNED_IN_PAGE_PATHS } from '@app/core';
import { useCurrentUser } from '@/lib/auth';
import { NOT_FOUND_TITLE, usePageTitle } from '@/lib/page-title';
// Every page is lazy but the landing page: visitors' front door, which the server sends
// prerendered, is hydrated with the app's own code, without a second round trip for the page's.
import LandingPage from '@/pages/landing-page';

type Page = ComponentType;

const NotFound = lazy(() => import('@/pages/not-found-page'));
const Home = lazy(() => import('@/pages/home-page'));
const Search = lazy(() => import('@/pages/search-page'));
const Chat = lazy(() => import('@/pages/chat-page'));
const Orders = lazy(() => import('@/pages/orders-page'));
const Track = lazy(() => import('@/pages/track-page'));
const Manage = lazy(() => import('@/pages/manage-page'));
const Login = lazy(() => import('@/pages/login-page'));
const Register = lazy(() => import('@/pages/register-page'));
const ForgotPassword = lazy(() => import('@/pages/forgot-password-page'));
const ResetPassword = lazy(() => import('@/pages/reset-password-page'));
const VerifyEmail = lazy(() => import('@/pages/verify-email-page'));
const ChangePassword = lazy(() => import('@/pages/change-password-page'));
const Terms = lazy(() => import('@/pages/terms-page'));
const Privacy = lazy(() => import('@/pages/privacy-page'));
const Faq = lazy(() => import('@/pages/faq-page'));
const About = lazy(() => import('@/pages/about-page'));
const Admin = lazy(() => import('@/pages/admin-page'));
const Analytics = lazy(() => import('@/pages/analytics-page'));
const StationPage = lazy(() => import('@/pages/station-page'));
const Producer = lazy(() => import('@/pages/producer-page'));

/** A signed-in user on the sign-in or sign-up page is already where those lead: on to ?next= or home. */
function AlreadySignedIn() {
  const { search } = useLocation();
  return <Navigate to={safeNextPath(new URLSearchParams(search).get('next'))} replace />;
}

/** A page shown the same whether the visitor is signed in or not. */
const forEveryone = (page: Page) => ({ signedIn: page, signedOut: page });

/**
 * The spec's two route tables in one list: which page a path shows signed in and signed out, and
 * its title in the browser tab (none: the site's own, for the landing page and home).
 * A path missing from a table shows the 404 page. /track, /admin and /analytics are in both:
 * visitors track by email (a link is mailed to them, so no account is needed) and operators sign in with their own admin login.
 */
export const ROUTE_TABLE: { path: string; title?: string; signedIn?: Page; signedOut?: Page }[] = [
  { path: '/', signedIn: Home, signedOut: LandingPage },
  { path: '/search', title: 'Search Stations', signedIn: Search },
  { path: '/chat', title: 'Chat Assistant', signedIn: Chat },
  { path: '/orders', title: 'My Bookings', signedIn: Orders },
  { path: '/track', title: 'Track My Requests', ...forEveryone(Track) },
  { path: '/manage', title: 'Your request', ...forEveryone(Manage) },
  { path: '/producer', title: 'Segment request', ...forEveryone(Producer) },
  { path: '/login', title: 'Sign in', signedIn: AlreadySignedIn, signedOut: Login },
  { path: '/register', title: 'Create an account', signedIn: AlreadySignedIn, signedOut: Register },
  { path: '/forgot-password', title: 'Forgot password', signedOut: ForgotPassword },
  { path: '/reset-password', title: 'Reset password', signedOut: ResetPassword },
  { path: '/verify-email', title: 'Verify email', ...forEveryone(VerifyEmail) },
  { path: '/account/password', title: 'Change password', signedIn: ChangePassword },
  { path: '/terms', title: 'Terms and Conditions', ...forEveryone(Terms) },
  { path: '/privacy', title: 'Privacy Policy', ...forEveryone(Privacy) },
  { path: '/faq', title: 'FAQ', ...forEveryone(Faq) },
  { path: '/about', title: 'About', ...forEveryone(About) },
  { path: '/admin', title: 'Admin Panel', ...forEveryone(Admin) },
  { path: '/analytics', title: 'Analytics', ...forEveryone(Analytics) },
];

/** Operators' pages: they have a layout of their own, without the public header. */
export const ADMIN_PATHS = new Set(['/admin', '/analytics']);

const SIGNED_IN_ONLY = new Set<string>(SIGNED_IN_PAGE_PATHS);

/** A signed-out visitor on a signed-in page goes to sign in, and comes back after (a bookmark must not look broken). */
function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`/login?next=${encodeURIComponent(`${pathname}${search}${hash}`)}`} replace />;
}

/** Shows the page the route table gives for the current user, 'Loading...' until that is known. */
export function Gate({
  path,
  title,
  signedIn,
  signedOut,
}: {
  path?: string;
  title?: string | undefined;
  signedIn?: Page | undefined;
  signedOut?: Page | undefined;
}) {
  const { data: user, isPending } = useCurrentUser();
  // Only a visitor who arrives signed out is sent to sign in: one who signs out here is on the way to /.
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  const Page = (user ? signedIn : signedOut) ?? NotFound;
  usePageTitle(isPending ? title : Page === NotFound ? NOT_FOUND_TITLE : title);
  if (isPending) return <LoadingScreen />;
  if (!user && path && SIGNED_IN_ONLY.has(path)) return wasSignedIn.current ? <LoadingScreen /> : <SignInFirst />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

/** /stations/:id, for everyone. */
export function StationRoute() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <StationPage />
    </Suspense>
  );
}

export function NotFoundRoute() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <NotFound />
    </Suspense>
  );
}
