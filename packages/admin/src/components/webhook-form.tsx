import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldError as ItemError } from 'react-hook-form';
import { WEBHOOK_EVENTS, webhookInputSchema, type WebhookEndpoint, type WebhookFormValues, type WebhookInput } from '@app/core';
import { Button, Checkbox, FieldError, fieldErrorId, FormField, Input, Label } from '@app/ui';
import { applyServerFieldErrors } from '@app/api-client';
import { useWebhookMutations } from '../api/webhooks';

const FIELD_NAMES = ['url', 'events', 'description'];

/** Add Webhook: an https URL, at least one event, an optional description; `onCreated` gets the answer with its secret. */
export function WebhookForm({ onCreated }: { onCreated: (hook: WebhookEndpoint) => void }) {
  const { create } = useWebhookMutations();
  const form = useForm<WebhookFormValues, unknown, WebhookInput>({
    resolver: zodResolver(webhookInputSchema),
    defaultValues: { url: '', events: [], description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const hook = await create.mutateAsync(values);
      form.reset();
      onCreated(hook);
    } catch (error) {
      applyServerFieldErrors(error, FIELD_NAMES, form.setError);
    }
  });
  // A message for the list as a whole, or else the first message of one of its items.
  const eventItems = Array.isArray(errors.events) ? (errors.events as readonly (ItemError | undefined)[]) : [];
  const eventsError = errors.events?.message ?? eventItems.find(Boolean)?.message;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add Webhook" className="grid gap-4 rounded-lg border p-4">
      <h3 className="font-semibold">Add Webhook</h3>
      <FormField id="webhook-url" label="Endpoint URL" error={errors.url?.message} hint="https only; it must reach a public address.">
        <Input type="url" placeholder="https://crm.example.com/hooks/tv" {...form.register('url')} />
      </FormField>
      <FormField id="webhook-description" label="Description (optional)" error={errors.description?.message}>
        <Input {...form.register('description')} />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={eventsError ? fieldErrorId('webhook-events') : undefined}>
        <legend className="mb-1 text-sm font-medium">Events</legend>
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((event) => {
                const id = `webhook-event-${event.replace('.', '-')}`;
                const checked = field.value.includes(event);
                return (
                  <div key={event} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(on) => field.onChange(on === true ? [...field.value, event] : field.value.filter((e) => e !== event))}
                    />
                    <Label htmlFor={id} className="font-mono text-sm font-normal">
                      {event}
                    </Label>
                  </div>
                );
              })}
            </div>
          )}
        />
        {eventsError ? <FieldError id="webhook-events">{eventsError}</FieldError> : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Add Webhook
        </Button>
      </div>
    </form>
  );
}
