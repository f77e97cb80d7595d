import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NOTIFICATION_TYPES, notificationInputSchema, type Notification, type NotificationFormValues, type NotificationInput } from '@app/core';
import {
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  getFieldControlProps,
  FieldError,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@app/ui';
import { useNotificationMutations } from '../api/notifications';
import { useBusinessToday } from '../api/public-config';
import { applyServerFieldErrors } from '@app/api-client';
import { FormDialogFooter } from './form-dialog-footer';

const TYPE_LABELS: Record<(typeof NOTIFICATION_TYPES)[number], string> = { announcement: 'Announcement', offer: 'Offer', urgent: 'Urgent' };
const FIELD_NAMES = ['title', 'message', 'type', 'startDate', 'endDate', 'buttonText', 'buttonLink', 'isActive'];

/**
 * Create Notification (title and message required; type announcement, start today and active by
 * default), or Edit Notification with the notification's own values.
 */
export function NotificationFormDialog({ open, onClose, editing }: { open: boolean; onClose: () => void; editing?: Notification | null | undefined }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        {open ? <NotificationForm key={editing?.id ?? 'new'} editing={editing ?? null} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const valuesOf = (n: Notification | null, today: string): NotificationFormValues =>
  n
    ? {
        title: n.title,
        message: n.message,
        type: n.type,
        startDate: n.startDate.slice(0, 10),
        endDate: n.endDate?.slice(0, 10) ?? '',
        buttonText: n.buttonText ?? '',
        buttonLink: n.buttonLink ?? '',
        isActive: n.isActive,
      }
    : { title: '', message: '', type: 'announcement', startDate: today, endDate: '', buttonText: '', buttonLink: '', isActive: true };

function NotificationForm({ onDone, editing }: { onDone: () => void; editing: Notification | null }) {
  const { create, update } = useNotificationMutations();
  const today = useBusinessToday();
  const form = useForm<NotificationFormValues, unknown, NotificationInput>({
    resolver: zodResolver(notificationInputSchema),
    defaultValues: valuesOf(editing, today),
  });
  // The console learns the business zone from the server: a new notification's start follows
  // it when it arrives, unless the operator has already picked a date.
  useEffect(() => {
    if (!editing && !form.getFieldState('startDate').isDirty) form.resetField('startDate', { defaultValue: today });
  }, [editing, form, today]);
  const heading = editing ? 'Edit Notification' : 'Create Notification';
  const { errors, isSubmitting } = form.formState;

  // Nothing is sent while title, message or type is empty: the schema stops the submit and says which.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input: values });
      else await create.mutateAsync(values);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, FIELD_NAMES, form.setError);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={heading}>
      <DialogHeader>
        <DialogTitle>{heading}</DialogTitle>
        <DialogDescription>Shown in the banner on every public page while active and within its dates.</DialogDescription>
      </DialogHeader>
      <div className="my-4 grid gap-4">
        <FormField id="notification-title" label="Title" error={errors.title?.message}>
          <Input {...form.register('title')} />
        </FormField>
        <FormField id="notification-message" label="Message" error={errors.message?.message}>
          <Textarea rows={3} {...form.register('message')} />
        </FormField>
        <div className="grid gap-2">
          <Label htmlFor="notification-type">Type</Label>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange}>
                <SelectTrigger {...getFieldControlProps({ id: 'notification-type', error: errors.type?.message })}>
                  <SelectValue placeholder="Choose a type" />
                </SelectTrigger>
                <SelectContent>
                  {NOTIFICATION_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {TYPE_LABELS[t]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="notification-type">{errors.type?.message}</FieldError>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="notification-start" label="Start Date" error={errors.startDate?.message}>
            <Input type="date" {...form.register('startDate')} />
          </FormField>
          <FormField id="notification-end" label="End Date (optional)" error={errors.endDate?.message}>
            <Input type="date" {...form.register('endDate')} />
          </FormField>
          <FormField id="notification-button-text" label="Button Text (optional)" error={errors.buttonText?.message}>
            <Input {...form.register('buttonText')} />
          </FormField>
          <FormField id="notification-button-link" label="Button Link (optional)" error={errors.buttonLink?.message}>
            <Input placeholder="https://..., mailto:... or /?q=Texas" {...form.register('buttonLink')} />
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox id="notification-active" checked={field.value !== false} onCheckedChange={(v) => field.onChange(v === true)} />
              <Label htmlFor="notification-active">Active</Label>
            </div>
          )}
        />
      </div>
      <FormDialogFooter submitLabel={editing ? 'Save Changes' : 'Create Notification'} onCancel={onDone} busy={isSubmitting} />
    </form>
  );
}
