import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { blackoutFormSchema, formatDate, type AdminStation, type BlackoutFormValues } from '@app/core';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input } from '@app/ui';
import type { StationBlackoutJson } from '../api/admin-api';
import { useSaveStationBlackouts, useStationBlackouts } from '../api/blackouts';
import { LoadError } from './load-error';

const EMPTY_RANGE: BlackoutFormValues = { from: '', to: '', note: '' };

/**
 * The dates a station takes no interviews (holiday programming, sweeps): ranges operators add and
 * remove, saved together. The booking form then never offers them and the server refuses them.
 */
export function StationBlackoutsDialog({ station, onClose }: { station: AdminStation | null; onClose: () => void }) {
  const loaded = useStationBlackouts(station?.id ?? null);
  const save = useSaveStationBlackouts(station?.id ?? null);
  const [ranges, setRanges] = useState<StationBlackoutJson[]>([]);
  // The range being typed, checked with core's blackout form schema when it is added.
  const form = useForm<BlackoutFormValues, unknown, StationBlackoutJson>({ resolver: zodResolver(blackoutFormSchema), defaultValues: EMPTY_RANGE });
  const { errors } = form.formState;

  useEffect(() => {
    if (loaded.data) setRanges(loaded.data.blackouts);
  }, [loaded.data]);

  const withRange = (list: StationBlackoutJson[], range: StationBlackoutJson) => [...list, range].sort((a, b) => a.from.localeCompare(b.from));
  const add = form.handleSubmit((range) => {
    setRanges((list) => withRange(list, range));
    form.reset(EMPTY_RANGE);
  });
  const saveAll = (list: StationBlackoutJson[]) => save.mutate(list, { onSuccess: onClose });
  // A range typed but not added yet is saved with the others once it passes the same checks.
  const { from, to, note } = form.watch();
  const typing = !!(from || to || note);
  const saveWithTyped = form.handleSubmit((range) => saveAll(withRange(ranges, range)));

  return (
    <Dialog open={station !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{`Unavailable dates: ${station?.callLetters ?? ''}`}</DialogTitle>
          <DialogDescription>Requests cannot be made for these dates.</DialogDescription>
        </DialogHeader>
        {loaded.error ? (
          // Saving replaces the whole list: with no list to start from, it would erase the station's dates.
          <LoadError error={loaded.error} onRetry={() => void loaded.refetch()} />
        ) : ranges.length ? (
          <ul className="grid gap-2" aria-label="Unavailable date ranges">
            {ranges.map((r, i) => {
              const text = r.from === r.to ? formatDate(r.from) : `${formatDate(r.from)} to ${formatDate(r.to)}`;
              return (
                <li key={`${r.from}-${r.to}-${i}`} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
                  <span>
                    {text}
                    {r.note ? <span className="text-muted-foreground">{` · ${r.note}`}</span> : null}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${text}`}
                    onClick={() => setRanges((list) => list.filter((_, j) => j !== i))}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{loaded.isPending ? 'Loading...' : 'No unavailable dates.'}</p>
        )}
        {/* Enter in a field adds the range (the form's submit button is Add dates, below). */}
        <form id="blackout-range" noValidate onSubmit={(e) => void add(e)} className="grid gap-3 sm:grid-cols-2">
          <FormField id="blackout-from" label="From" error={errors.from?.message}>
            <Input type="date" {...form.register('from')} />
          </FormField>
          <FormField id="blackout-to" label="To (optional)" error={errors.to?.message}>
            <Input type="date" {...form.register('to')} />
          </FormField>
          <FormField id="blackout-note" label="Note (optional)" error={errors.note?.message} className="sm:col-span-2">
            <Input placeholder="Holiday programming" {...form.register('note')} />
          </FormField>
        </form>
        <DialogFooter className="gap-2">
          <Button type="submit" form="blackout-range" variant="outline">
            Add dates
          </Button>
          <Button type="button" disabled={save.isPending || !loaded.isSuccess} onClick={(e) => (typing ? void saveWithTyped(e) : saveAll(ranges))}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
