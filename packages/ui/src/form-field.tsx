import { Children, cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Label } from './label';
import { cn } from './lib/cn';

export interface FieldControlOptions {
  id: string;
  error?: ReactNode;
  hint?: ReactNode;
}

/** Ids of the error and hint texts that belong to the control with `id`. */
export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/**
 * The props that tie a control to its label, hint and error. FormField adds them to its child
 * itself; spread them by hand on compound controls such as a SelectTrigger.
 */
export function getFieldControlProps({ id, error, hint }: FieldControlOptions) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? fieldHintId(id) : null, hasError ? fieldErrorId(id) : null].filter(Boolean);
  return {
    id,
    'aria-invalid': hasError ? (true as const) : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
}

/** The error text under a control: `<p id="{id}-error">`, or nothing when there is no error. */
export function FieldError({ id, children, className, ...props }: ComponentProps<'p'> & { id: string }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p data-slot="field-error" id={fieldErrorId(id)} className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}

export interface FormFieldProps {
  /** The control's id; the label points at it, error and hint texts derive their ids from it. */
  id: string;
  label: ReactNode;
  /** Error message (e.g. react-hook-form's `errors.email?.message`). */
  error?: ReactNode;
  /** Help text shown under the control. */
  hint?: ReactNode;
  className?: string;
  /** A single control element (Input, Textarea, ...). */
  children: ReactNode;
}

/**
 * Label, control, hint and error in a column.
 *
 *   <FormField id="email" label="Email" error={errors.email?.message}>
 *     <Input type="email" {...register('email')} />
 *   </FormField>
 *
 * The single child gets `id`, `aria-invalid` and `aria-describedby` unless it sets them itself.
 * For compound controls, put the props on the focusable part with getFieldControlProps().
 */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const controlProps = getFieldControlProps({ id, error, hint });
  const only = Children.count(children) === 1 && isValidElement<Record<string, unknown>>(children) ? children : null;
  const control = only
    ? cloneElement(only, {
        id: only.props['id'] ?? controlProps.id,
        'aria-invalid': only.props['aria-invalid'] ?? controlProps['aria-invalid'],
        'aria-describedby': only.props['aria-describedby'] ?? controlProps['aria-describedby'],
      })
    : children;

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={cn(controlProps['aria-invalid'] && 'text-destructive')}>
        {label}
      </Label>
      {control}
      {hint ? (
        <p id={fieldHintId(id)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
