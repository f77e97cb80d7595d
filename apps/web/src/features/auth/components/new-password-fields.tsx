import { FormField, Input } from '@app/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** "New password" and "Confirm new password", as the reset and change forms ask them. */
export function NewPasswordFields(props: {
  idPrefix: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
}) {
  return (
    <>
      <FormField id={`${props.idPrefix}-password`} label="New password" error={props.passwordError}>
        <Input type="password" autoComplete="new-password" placeholder="Minimum 8 characters" {...props.password} />
      </FormField>
      <FormField id={`${props.idPrefix}-confirm-password`} label="Confirm new password" error={props.confirmError}>
        <Input type="password" autoComplete="new-password" {...props.confirm} />
      </FormField>
    </>
  );
}
