import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, safeNextPath, serverMessageOf, type LoginInput } from '@app/core';
import { Alert, AlertDescription, AlertTitle, Button, CheckIcon, FormField, Input, toast } from '@app/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '@/features/auth/api/use-login';
import { VERIFICATION_TOAST_MS } from '@/features/auth/api/use-resend-verification';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { useOnce } from '@/features/auth/lib/use-once';

/** Why Google sign-in sent the browser back here (?error= from /api/auth/google/callback). */
const GOOGLE_ERRORS: Record<string, string> = {
  google_failed: 'Google sign-in did not complete. Please try again.',
  google_unverified: 'Your Google account’s email address is not verified, so we cannot sign you in with it.',
  google_conflict: 'This email is already linked to a different Google account.',
};

/** /login: email and password, Google sign-in, links to reset and register. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the URL is cleaned to /login straight away, the alert stays.
  const [registered] = useState(() => params.get('registered') === 'true');
  const [googleError] = useState(() => GOOGLE_ERRORS[params.get('error') ?? '']);
  // Where a signed-out visitor was going (?next=): only ever a path of this site.
  const [next] = useState(() => safeNextPath(params.get('next')));
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  useOnce(() => {
    if (params.get('verified') === 'true') {
      toast({ title: 'Email verified', description: 'Your email address is verified. Please sign in.', duration: VERIFICATION_TOAST_MS });
    }
    // Clean the URL of one-time notes; the way back (?next=) stays visible.
    if ([...params.keys()].some((k) => k !== 'next')) void navigate(next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`, { replace: true });
  });

  // The last failure's toast: a new attempt closes it, so it never follows the user in.
  const failed = useRef<ReturnType<typeof toast> | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    failed.current?.dismiss();
    login.mutate(values, {
      onSuccess: () => void navigate(next, { replace: true }),
      onError: (err) => {
        failed.current = toast({ title: MESSAGES.loginFailed, description: serverMessageOf(err) ?? MESSAGES.checkCredentials, variant: 'destructive' });
      },
    });
  });

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to book and track your TV segments"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={next === '/' ? '/register' : `/register?next=${encodeURIComponent(next)}`} className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {registered ? (
        <Alert className="border-green-200 bg-green-50 text-green-900">
          <CheckIcon aria-hidden="true" />
          <AlertTitle>Registration successful!</AlertTitle>
          <AlertDescription>Please check your email to verify your account, then sign in.</AlertDescription>
        </Alert>
      ) : null}
      {googleError ? (
        <Alert variant="destructive">
          <AlertTitle>Google sign-in failed</AlertTitle>
          <AlertDescription>{googleError}</AlertDescription>
        </Alert>
      ) : null}
      <GoogleButton label="Sign in with Google" />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
