import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@app/ui';
import type { CurrentUser } from '@app/core';

export interface ProfileDialogProps {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The account's details, opened from the user menu's Profile item. */
export function ProfileDialog({ user, open, onOpenChange }: ProfileDialogProps) {
  const rows: [string, string][] = [
    ['Name', `${user.firstName} ${user.lastName}`],
    ['Email', user.email],
    ['Account type', user.userType === 'agency' ? 'Agency' : 'Individual'],
    ...(user.userType === 'agency' && user.agencyName ? ([['Agency', user.agencyName]] as [string, string][]) : []),
    ['Email verified', user.isEmailVerified ? 'Yes' : 'Not yet'],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Profile</DialogTitle>
          <DialogDescription>Your account details.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-500">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
