import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, MESSAGES, serverMessageOf, type ForgotPasswordInput } from '@app/core';
import { Button, FormField, Input, MailIcon, toast, useFocusAfterRender } from '@app/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useForgotPassword } from '@/features/auth/api/use-forgot-password';
import { AuthCard } from '@/features/auth/components/auth-card';

const EMAIL_ID = 'forgot-email';

const backToLogin = (
  <Link to="/login" className="font-medium text-primary hover:underline">
    Back to login
  </Link>
);

/** /forgot-password: the email form, then 'Check your email' once it is sent. */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  // The form and the message take each other's place: focus goes to the message's title, or
  // back to the email field.
  const focusAfterRender = useFocusAfterRender();
  const sentTitle = useRef<HTMLHeadingElement>(null);

  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email);
          focusAfterRender(() => sentTitle.current);
        },
        onError: (err) => toast({ title: MESSAGES.forgotFailed, description: serverMessageOf(err) ?? MESSAGES.tryAgain, variant: 'destructive' }),
      },
    ),
  );

  if (sentTo) {
    return (
      <AuthCard
        title="Check your email"
        titleRef={sentTitle}
        icon={<MailIcon className="size-6" aria-hidden="true" />}
        description={
          <>
            If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we have sent a link to reset your password. The link expires
            in 1 hour.
          </>
        }
      >
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            setSentTo(null);
            focusAfterRender(() => document.getElementById(EMAIL_ID));
          }}
        >
          Send another email
        </Button>
        <Button asChild className="w-full">
          <Link to="/login">Back to login</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" description="Enter your email and we will send you a link to reset your password." footer={backToLogin}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <FormField id={EMAIL_ID} label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
