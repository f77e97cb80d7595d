import { Alert, AlertDescription, AlertTitle, AlertTriangleIcon } from '@app/ui';
import type { TokenProtection } from '../../../shared/bridge';

/** Shown whenever the sign-in token cannot be kept encrypted by the operating system. */
export function StorageWarning({ protection }: { protection: TokenProtection | undefined }) {
  if (protection !== 'basic_text' && protection !== 'memory-only') return null;
  return (
    <Alert role="status" aria-label="Token storage warning" className="rounded-none border-x-0 border-t-0 border-amber-300 bg-amber-50 text-amber-900">
      <AlertTriangleIcon />
      <AlertTitle>{protection === 'basic_text' ? 'Sign-in token weakly protected' : 'Sign-in token not saved'}</AlertTitle>
      <AlertDescription>
        {protection === 'basic_text'
          ? 'This computer has no keyring (such as GNOME Keyring or KWallet), so the admin token is stored with a built-in key only. Anyone who can read your files could use it. Install and unlock a keyring, then sign in again.'
          : 'This computer offers no secure storage, so the admin token is kept in memory only: you will sign in again next time the console starts.'}
      </AlertDescription>
    </Alert>
  );
}
