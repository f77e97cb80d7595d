import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, registerSchema, safeNextPath, serverMessageOf, type RegisterFormValues, type RegisterInput } from '@app/core';
import { Button, cn, FormField, Input, Label, toast } from '@app/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { VERIFICATION_TOAST_MS } from '@/features/auth/api/use-resend-verification';
import { useRegister } from '@/features/auth/api/use-register';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { applyServerFieldErrors } from '@app/api-client';

/** After sign-up the browser goes to /login?registered=true 2 seconds later. */
export const REGISTER_REDIRECT_MS = 2000;

const FIELDS = ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'userType', 'agencyName'] as const;

const ACCOUNT_TYPES = [
  { value: 'individual', label: 'Individual', hint: 'Founders, experts, authors' },
  { value: 'agency', label: 'Agency', hint: 'PR firms booking for clients' },
] as const;

/** /register: the sign-up form with Google sign-up; agency accounts also give an agency name. */
export default function RegisterPage() {
  const navigate = useNavigate();
  // Where a signed-out visitor was going before signing up (?next=): sign-in takes them on there.
  const [params] = useSearchParams();
  const [next] = useState(() => safeNextPath(params.get('next')));
  const onward = next === '/' ? '' : `next=${encodeURIComponent(next)}`;
  const register = useRegister();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', userType: 'individual', agencyName: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const userType = form.watch('userType');

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(
      { ...values, agencyName: values.userType === 'agency' ? values.agencyName : null },
      {
        onSuccess: () => {
          setDone(true);
          toast({
            title: 'Registration successful!',
            description: 'Please check your email to verify your account.',
            duration: VERIFICATION_TOAST_MS,
          });
          timer.current = setTimeout(() => void navigate(`/login?registered=true${onward ? `&${onward}` : ''}`), REGISTER_REDIRECT_MS);
        },
        onError: (err) => {
          applyServerFieldErrors(err, FIELDS, form.setError);
          toast({ title: MESSAGES.registrationFailed, description: serverMessageOf(err) ?? MESSAGES.checkInformation, variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <AuthCard
      title="Create your account"
      description="Book interview segments on local TV lifestyle shows"
      footer={
        <>
          Already have an account?{' '}
          <Link to={onward ? `/login?${onward}` : '/login'} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <GoogleButton label="Sign up with Google" />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium leading-none">Account type</legend>
          <div className="grid grid-cols-2 gap-3">
            {ACCOUNT_TYPES.map((type) => (
              <Label
                key={type.value}
                className={cn(
                  'flex cursor-pointer flex-col items-start gap-1 rounded-md border p-3 font-normal',
                  userType === type.value ? 'border-primary bg-brand-50' : 'border-input',
                )}
              >
                <span className="flex items-center gap-2 font-medium">
                  <input type="radio" value={type.value} className="accent-primary" {...form.register('userType')} />
                  {type.label}
                </span>
                <span className="text-xs text-muted-foreground">{type.hint}</span>
              </Label>
            ))}
          </div>
        </fieldset>
        {userType === 'agency' ? (
          <FormField id="register-agency-name" label="Agency name" error={errors.agencyName?.message}>
            <Input autoComplete="organization" {...form.register('agencyName')} />
          </FormField>
        ) : null}
        <FormField id="register-password" label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" placeholder="Minimum 8 characters" {...form.register('password')} />
        </FormField>
        <FormField id="register-confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" placeholder="Re-enter your password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={register.isPending || done}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
