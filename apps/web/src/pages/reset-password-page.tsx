import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, resetPasswordSchema, type ResetPasswordFormValues, type ResetPasswordInput } from '@app/core';
import { LoadingScreen, toast } from '@app/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useResetPassword, useResetTokenCheck } from '@/features/auth/api/use-reset-password';
import { AuthCard, AuthOutcome } from '@/features/auth/components/auth-card';
import { NewPasswordForm } from '@/features/auth/components/new-password-fields';

/** /reset-password?token=: the link is checked on opening; then invalid (no token, or one that no longer works), the form, done. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const check = useResetTokenCheck(token);
  const form = useForm<ResetPasswordFormValues, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (token && check.isPending && !done) return <LoadingScreen />;
  if (!token || (check.isError && !done)) {
    return (
      <AuthOutcome
        outcome="problem"
        title="Invalid reset link"
        description={
          token
            ? 'This password reset link has expired or was already used. Please ask for a new one.'
            : 'This password reset link is missing its token. Please ask for a new one.'
        }
        to="/forgot-password"
        action="Request new reset link"
      />
    );
  }

  if (done) {
    return (
      <AuthOutcome
        outcome="done"
        title="Password updated"
        description="Your password has been changed and every device was signed out. Sign in with your new password."
        to="/login"
        action="Sign in"
      />
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => setDone(true),
      onError: () => toast({ title: MESSAGES.resetFailed, description: MESSAGES.resetLinkInvalid, variant: 'destructive' }),
    }),
  );

  return (
    <AuthCard title="Set a new password" description="Choose a new password of at least 8 characters.">
      <NewPasswordForm
        idPrefix="reset"
        register={form.register}
        passwordError={errors.password?.message ?? errors.token?.message}
        confirmError={errors.confirmPassword?.message}
        onSubmit={onSubmit}
        pending={reset.isPending}
        submitLabel="Update password"
        pendingLabel="Updating..."
      />
    </AuthCard>
  );
}
