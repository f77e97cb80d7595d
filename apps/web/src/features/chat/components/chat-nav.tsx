import {
  Button,
  ChevronDownIcon,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  KeyIcon,
  LogOutIcon,
  UserIcon,
} from '@app/ui';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useCurrentUser } from '@/lib/auth';
import { useLogout } from '@/lib/logout';
import { ProfileDialog } from './profile-dialog';

const LINKS = [
  { to: '/', label: 'Dashboard' },
  { to: '/search', label: 'Search Stations' },
  { to: '/chat', label: 'Chat Assistant' },
  { to: '/orders', label: 'My Bookings' },
] as const;

/** The signed-in navigation of the chat page and its user menu (Profile, Sign out). */
export function ChatNav() {
  const { data: user } = useCurrentUser();
  const signOut = useLogout();
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
      <nav aria-label="Dashboard">
        <ul className="flex flex-wrap gap-1">
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium',
                    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {user ? (
        <>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm" aria-label={`User menu: ${user.firstName} ${user.lastName}`}>
                <UserIcon />
                <span>
                  {user.firstName} {user.lastName}
                </span>
                <ChevronDownIcon />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-60">
              <DropdownMenuLabel className="font-normal">
                <span className="block font-medium text-slate-900">
                  {user.firstName} {user.lastName}
                </span>
                <span className="block truncate text-xs text-slate-500">{user.email}</span>
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
                <UserIcon />
                Profile
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/account/password">
                  <KeyIcon />
                  Change password
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
                <LogOutIcon />
                Sign out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <ProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
        </>
      ) : null}
    </div>
  );
}
