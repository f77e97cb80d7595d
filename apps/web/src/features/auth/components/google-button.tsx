import { buttonVariants } from '@app/ui';
import { usePublicConfig } from '@/app/public-config';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.9 6.2C12.4 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
      <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C.9 16.5 0 20.1 0 24s.9 7.5 2.6 10.8l7.9-6.2z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.9 6.2C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/**
 * Google sign-in or sign-up: a plain link to /api/auth/google (a full-page visit, since the
 * server redirects to Google). Hidden when the server has no GOOGLE_CLIENT_ID.
 */
export function GoogleButton({ label }: { label: string }) {
  const { googleEnabled } = usePublicConfig();
  if (!googleEnabled) return null;
  return (
    <>
      <a href="/api/auth/google" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        <GoogleMark />
        {label}
      </a>
      <div className="relative py-1 text-center text-xs uppercase text-muted-foreground">
        <span className="absolute inset-x-0 top-1/2 border-t" aria-hidden="true" />
        <span className="relative bg-card px-2">or continue with email</span>
      </div>
    </>
  );
}
