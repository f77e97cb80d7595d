import type { CurrentUser } from '@app/core';
import { Button } from '@app/ui';
import { useLogout } from '@/lib/logout';

/** The header's name (with agency) and Logout for a signed-in user (spec 2). */
export default function SignedInAccount({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return (
    <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-3">
      <span className="text-sm font-medium text-slate-700" data-testid="header-user-name">
        {user.firstName} {user.lastName}
        {user.userType === 'agency' && user.agencyName ? <span className="text-slate-500"> · {user.agencyName}</span> : null}
      </span>
      <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Logout
      </Button>
    </div>
  );
}
