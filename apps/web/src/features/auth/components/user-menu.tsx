import type { CurrentUser } from '@app/core';
import {
  Button,
  ChevronDownIcon,
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
import { Link } from 'react-router';
import { useLogout } from '@/lib/logout';
import { ProfileDialog } from './profile-dialog';

/**
 * Where the menu stands decides its words and items:
 * - header: the name (with the agency for agency users) and a 'Logout' button, no dropdown;
 * - dashboard: a dropdown with name, email, Change password and 'Sign Out';
 * - chat: the same dropdown with Profile first and 'Sign out'.
 * Every sign-out goes to / (useLogout).
 */
export type UserMenuPlace = 'header' | 'dashboard' | 'chat';

const SIGN_OUT_LABEL: Record<UserMenuPlace, string> = { header: 'Logout', dashboard: 'Sign Out', chat: 'Sign out' };

/**
 * The signed-in user's menu: one component for the header, the dashboard and the chat page.
 * `onSignOut` runs as signing out starts (the small-screen slide-out menu closes with it).
 */
export default function UserMenu({ user, place, onSignOut }: { user: CurrentUser; place: UserMenuPlace; onSignOut?: (() => void) | undefined }) {
  const logout = useLogout();
  const [profileOpen, setProfileOpen] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const signOut = SIGN_OUT_LABEL[place];

  if (place === 'header') {
    return (
      <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-3">
        <span className="text-sm font-medium text-slate-700" data-testid="header-user-name">
          {name}
          {user.userType === 'agency' && user.agencyName ? <span className="text-slate-500"> · {user.agencyName}</span> : null}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            onSignOut?.();
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          {signOut}
        </Button>
      </div>
    );
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="gap-2" aria-label={`User menu: ${name}`}>
            <UserIcon aria-hidden="true" />
            <span className="max-w-40 truncate">{name}</span>
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="font-normal">
            <span className="block truncate font-semibold text-slate-900">{name}</span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {place === 'chat' ? (
            <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
              <UserIcon aria-hidden="true" />
              Profile
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem asChild>
            <Link to="/account/password">
              <KeyIcon aria-hidden="true" />
              Change password
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
            <LogOutIcon aria-hidden="true" />
            {signOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {place === 'chat' ? <ProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} /> : null}
    </>
  );
}
