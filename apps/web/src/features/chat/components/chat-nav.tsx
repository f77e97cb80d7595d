import { cn } from '@app/ui';
import { NavLink } from 'react-router';
import type { ReactNode } from 'react';

const LINKS = [
  { to: '/', label: 'Dashboard' },
  { to: '/search', label: 'Search Stations' },
  { to: '/chat', label: 'Chat Assistant' },
  { to: '/orders', label: 'My Bookings' },
] as const;

/** The signed-in navigation of the chat page, with the user menu the page gives it. */
export function ChatNav({ userMenu }: { userMenu: ReactNode }) {
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
      {userMenu}
    </div>
  );
}
