import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  chooseSlotFormSchema,
  formatSlotTime,
  isOfferedSlotOpen,
  serverMessageOf,
  SLOT_FORMAT_LABELS,
  type ChooseSlotFormValues,
  type ChooseSlotInput,
  type Order,
} from '@app/core';
import { Button } from '@app/ui';
import { useChooseSlot, useSlotOffer } from '../api/use-slot-offer';

/**
 * The times the station offered for a request in booking: its proposals, or make-good dates after
 * breaking news bumped the segment. Choosing one confirms the booking at once. For the signed-in
 * owner (My Bookings) or a manage link's holder (`token`).
 */
export function ChooseOfferedSlot({ order, token, onChanged }: { order: Order; token?: string | undefined; onChanged?: (order: Order) => void }) {
  const inBooking = order.status === 'booking';
  const offer = useSlotOffer(order.id, token, inBooking);
  const choose = useChooseSlot(order.id, token);
  const form = useForm<ChooseSlotFormValues, unknown, ChooseSlotInput>({ resolver: zodResolver(chooseSlotFormSchema), defaultValues: { index: null } });
  const picked = useWatch({ control: form.control, name: 'index' });
  if (!inBooking || !offer.data) return null;
  const { kind, options, note } = offer.data;
  const now = new Date();

  const submit = ({ index }: ChooseSlotInput) => choose.mutate(index, { onSuccess: (o) => onChanged?.(o) });
  return (
    <form
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      className="space-y-3 rounded-md border border-indigo-200 bg-indigo-50 p-3"
      aria-label="Choose a time"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">
          {kind === 'make_good' ? 'Your segment was postponed: choose a new date' : 'The station proposed other times: choose one'}
        </legend>
        {note ? <p className="text-sm text-slate-700">The station says: {note}</p> : null}
        {options.map((o, i) => {
          const open = isOfferedSlotOpen(o, now);
          return (
            <label
              key={o.startsAt}
              className={`flex min-h-11 items-center gap-3 rounded-md bg-white px-3 py-2 text-sm ${open ? 'cursor-pointer' : 'cursor-not-allowed text-slate-500'}`}
            >
              <input
                type="radio"
                name={`offered-slot-${order.id}`}
                value={i}
                checked={picked === String(i)}
                disabled={!open}
                onChange={() => form.setValue('index', String(i), { shouldValidate: form.formState.isSubmitted })}
                className="size-4"
              />
              <span>
                {formatSlotTime(o)} (station time) · {SLOT_FORMAT_LABELS[o.format]}
                {open ? null : ' · This time has passed'}
              </span>
            </label>
          );
        })}
      </fieldset>
      <Button type="submit" size="sm" disabled={picked === null || choose.isPending}>
        Confirm this time
      </Button>
      {form.formState.errors.index || choose.error ? (
        <p role="alert" className="text-sm text-red-700">
          {form.formState.errors.index?.message ?? serverMessageOf(choose.error)}
        </p>
      ) : null}
    </form>
  );
}
