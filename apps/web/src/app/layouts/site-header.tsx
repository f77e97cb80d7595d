import { Badge, Button, Menu } from '@app/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { mayHaveSession, useCurrentUser } from '@/lib/auth';

const MobileMenu = lazy(() => import('./mobile-menu'));

const NAV = [
  { to: '/track', label: 'Track My Requests' },
  { to: '/faq', label: 'FAQ' },
];

export function Logo() {
  return (
    // Named by its visible text ('Spotlight TV BETA'), so speech users can say what they see.
    <Link to="/" className="flex items-center gap-2 font-bold tracking-tight text-slate-900">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="text-lg">Spotlight TV</span>
      <Badge variant="secondary">BETA</Badge>
    </Link>
  );
}

// Signing out is for signed-in users only: visitors' first page skips its code. When the hint
// cookie says a session may exist, it starts downloading now, alongside the current-user lookup.
const loadUserMenu = () => import('@/features/auth/components/user-menu');
if (mayHaveSession()) void loadUserMenu();
const UserMenu = lazy(loadUserMenu);

/**
 * The signed-in user's name (with agency) and Logout, or Sign In; neither while a possible session
 * is still being looked up (the page says 'Loading...' then), so a signed-in user never sees Sign In.
 */
function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return null;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to="/login" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <UserMenu user={user} place="header" onSignOut={onNavigate} />
    </Suspense>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) => `text-sm font-medium hover:text-indigo-700 ${isActive ? 'text-indigo-700' : 'text-slate-700'}`;
  return (
    // Opaque: the hero's video and gradient never show through the header as the page scrolls.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} className={linkClass}>
              {n.label}
            </NavLink>
          ))}
          <AccountActions />
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setOpen(true);
            setMenuLoaded(true);
          }}
        >
          <Menu />
        </Button>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu open={open} onOpenChange={setOpen}>
              <nav aria-label="Mobile" className="mt-6 flex flex-col gap-4">
                {NAV.map((n) => (
                  <NavLink key={n.to} to={n.to} className={linkClass} onClick={() => setOpen(false)}>
                    {n.label}
                  </NavLink>
                ))}
                <AccountActions onNavigate={() => setOpen(false)} />
              </nav>
            </MobileMenu>
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
