import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { stationInputSchema, type AdminStation, type StationFormValues, type StationInput } from '@app/core';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormField, Input } from '@app/ui';
import { useStationMutations } from '../api/stations';
import { applyServerFieldErrors } from '@app/api-client';
import { FormDialogFooter } from './form-dialog-footer';

type FieldName = keyof StationFormValues;

const FIELDS: { name: FieldName; label: string; type?: string; placeholder?: string; inputMode?: 'numeric' }[] = [
  { name: 'callLetters', label: 'Call Letters' },
  { name: 'affiliate', label: 'Affiliate', placeholder: 'NBC, CBS, ABC, FOX...' },
  { name: 'market', label: 'Market' },
  { name: 'showName', label: 'Show Name (optional)', placeholder: 'No show name' },
  { name: 'link', label: 'Link', type: 'url', placeholder: 'https://' },
  { name: 'rate', label: 'Rate (whole dollars)', inputMode: 'numeric', placeholder: 'Leave blank for no rate' },
  { name: 'state', label: 'State', placeholder: 'TX or Texas' },
  { name: 'city', label: 'City' },
  { name: 'contactName', label: 'Contact Name' },
  { name: 'contactEmail', label: 'Contact Email', type: 'email' },
  { name: 'contactPhone', label: 'Contact Phone', type: 'tel' },
  { name: 'contactTitle', label: 'Contact Title' },
  { name: 'mediaCompany', label: 'Media Company' },
];

function defaults(station: AdminStation | null): StationFormValues {
  return {
    callLetters: station?.callLetters ?? '',
    affiliate: station?.affiliate ?? '',
    market: station?.market ?? '',
    showName: station?.showName ?? '',
    link: station?.link ?? '',
    rate: station?.rate === null || station?.rate === undefined ? '' : String(station.rate),
    state: station?.state ?? '',
    city: station?.city ?? '',
    contactName: station?.contactName ?? '',
    contactEmail: station?.contactEmail ?? '',
    contactPhone: station?.contactPhone ?? '',
    contactTitle: station?.contactTitle ?? '',
    mediaCompany: station?.mediaCompany ?? '',
  };
}

/**
 * Add Station and Edit Station: the station form, checked with the same zod schema the
 * server uses (required fields, URL link, whole-dollar rate, email format; blanks become null).
 */
export function StationFormDialog({ open, station, onClose }: { open: boolean; station: AdminStation | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {/* Keyed so the form starts from the chosen station each time it opens. */}
        {open ? <StationForm key={station?.id ?? 'new'} station={station} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StationForm({ station, onDone }: { station: AdminStation | null; onDone: () => void }) {
  const { create, update } = useStationMutations();
  const form = useForm<StationFormValues, unknown, StationInput>({ resolver: zodResolver(stationInputSchema), defaultValues: defaults(station) });
  const { errors, isSubmitting } = form.formState;
  const title = station ? 'Edit Station' : 'Add Station';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (station) await update.mutateAsync({ id: station.id, input: values });
      else await create.mutateAsync(values);
      onDone();
    } catch (error) {
      // The toast says it failed; the fields say why.
      applyServerFieldErrors(
        error,
        FIELDS.map((f) => f.name),
        form.setError,
      );
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>Call letters, affiliate and market are required.</DialogDescription>
      </DialogHeader>
      <div className="my-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <FormField key={f.name} id={`station-${f.name}`} label={f.label} error={errors[f.name]?.message}>
            <Input type={f.type ?? 'text'} inputMode={f.inputMode} placeholder={f.placeholder} {...form.register(f.name)} />
          </FormField>
        ))}
      </div>
      <FormDialogFooter submitLabel={station ? 'Save Changes' : 'Add Station'} onCancel={onDone} busy={isSubmitting} />
    </form>
  );
}
