import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, MESSAGES, serverMessageOf, type ChangePasswordFormValues, type ChangePasswordInput } from '@app/core';
import { FormField, Input, toast } from '@app/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '@/features/auth/api/use-change-password';
import { AuthCard, AuthOutcome } from '@/features/auth/components/auth-card';
import { NewPasswordForm } from '@/features/auth/components/new-password-fields';
import { applyServerFieldErrors } from '@app/api-client';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/** /account/password: a signed-in user changes their password; every other device is signed out. */
export default function ChangePasswordPage() {
  const [done, setDone] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // The last failure's toast: a new attempt closes it, so it never stays beside the success.
  const failed = useRef<ReturnType<typeof toast> | null>(null);

  if (done) {
    return <AuthOutcome outcome="done" title="Password changed" description={MESSAGES.passwordChanged} to="/" action="Back to the dashboard" />;
  }

  const onSubmit = form.handleSubmit((values) => {
    failed.current?.dismiss();
    change.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (err) => {
        applyServerFieldErrors(err, FIELDS, form.setError);
        failed.current = toast({ title: MESSAGES.changePasswordFailed, description: serverMessageOf(err) ?? MESSAGES.tryAgain, variant: 'destructive' });
      },
    });
  });

  return (
    <AuthCard
      title="Change password"
      description="Enter your current password, then a new one of at least 8 characters. Every other device will be signed out."
    >
      <NewPasswordForm
        idPrefix="change"
        register={form.register}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
        onSubmit={onSubmit}
        pending={change.isPending}
        submitLabel="Change password"
        pendingLabel="Changing..."
      >
        <FormField id="change-current-password" label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      </NewPasswordForm>
    </AuthCard>
  );
}
