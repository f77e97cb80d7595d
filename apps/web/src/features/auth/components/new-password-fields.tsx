import { Button, FormField, Input } from '@app/ui';
import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The form that ends in "New password" and "Confirm new password", as the reset and change pages
 * ask them: fields asked first (the current password) come as children, the submit button last.
 */
export function NewPasswordForm(props: {
  idPrefix: string;
  register: (name: 'password' | 'confirmPassword') => UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void props.onSubmit(e)} noValidate className="space-y-4">
      {props.children}
      <FormField id={`${props.idPrefix}-password`} label="New password" error={props.passwordError}>
        <Input type="password" autoComplete="new-password" placeholder="Minimum 8 characters" {...props.register('password')} />
      </FormField>
      <FormField id={`${props.idPrefix}-confirm-password`} label="Confirm new password" error={props.confirmError}>
        <Input type="password" autoComplete="new-password" {...props.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={props.pending}>
        {props.pending ? props.pendingLabel : props.submitLabel}
      </Button>
    </form>
  );
}
