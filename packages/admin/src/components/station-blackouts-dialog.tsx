import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDate, type AdminStation } from '@app/core';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label } from '@app/ui';
import type { StationBlackoutJson } from '../api/admin-api';
import { toastFailure, toastSuccess } from '../api/notify';
import { useAdmin } from '../context/admin-provider';

/**
 * The dates a station takes no interviews (holiday programming, sweeps): ranges operators add and
 * remove, saved together. The booking form then never offers them and the server refuses them.
 */
export function StationBlackoutsDialog({ station, onClose }: { station: AdminStation | null; onClose: () => void }) {
  const { api } = useAdmin();
  const qc = useQueryClient();
  const key = ['admin', 'stations', station?.id ?? '', 'blackouts'] as const;
  const loaded = useQuery({ queryKey: key, queryFn: () => api.getStationBlackouts(station?.id ?? ''), enabled: station !== null });
  const [ranges, setRanges] = useState<StationBlackoutJson[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (loaded.data) setRanges(loaded.data.blackouts);
  }, [loaded.data]);

  const save = useMutation({
    mutationFn: (list: StationBlackoutJson[]) => api.setStationBlackouts(station?.id ?? '', list),
    onSuccess: async () => {
      toastSuccess('Unavailable dates saved');
      await qc.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => toastFailure('Failed to save unavailable dates', e),
  });

  const add = () => {
    const end = to || from;
    if (!from) return setError('Choose the first unavailable date');
    if (end < from) return setError('End date must be on or after the start date');
    setError(null);
    setRanges((list) => [...list, { from, to: end, note: note.trim() || null }].sort((a, b) => a.from.localeCompare(b.from)));
    setFrom('');
    setTo('');
    setNote('');
  };

  return (
    <Dialog open={station !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{`Unavailable dates: ${station?.callLetters ?? ''}`}</DialogTitle>
          <DialogDescription>Requests cannot be made for these dates.</DialogDescription>
        </DialogHeader>
        {ranges.length ? (
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
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="blackout-from">From</Label>
            <Input id="blackout-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="blackout-to">To (optional)</Label>
            <Input id="blackout-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="blackout-note">Note (optional)</Label>
            <Input id="blackout-note" value={note} onChange={(e) => setNote(e.target.value)} placeholder="Holiday programming" />
          </div>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" onClick={add}>
            Add dates
          </Button>
          <Button type="button" disabled={save.isPending || loaded.isPending} onClick={() => save.mutate(ranges)}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
