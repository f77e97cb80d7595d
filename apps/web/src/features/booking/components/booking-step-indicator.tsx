import { cn } from '@app/ui';
import type { UserType } from '@app/core';

/** The three steps with the current one marked. */
export function BookingStepIndicator({ titles, step }: { titles: readonly string[]; step: number }) {
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Booking steps">
      {titles.map((title, i) => (
        <li key={title} aria-current={i === step ? 'step' : undefined} className="grid gap-1.5">
          <span className={cn('h-1.5 rounded-full', i <= step ? 'bg-primary' : 'bg-slate-200')} />
          <span className={cn('text-xs', i === step ? 'font-semibold text-slate-900' : 'text-slate-500')}>
            {i + 1}. {title}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A guest's choice: booking for a client (agency) or for themselves. */
export function UserTypeChoice({ value, onChange }: { value: UserType; onChange: (type: UserType) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">I am booking</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {(['agency', 'individual'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input
              type="radio"
              name="booking-user-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-4 accent-primary"
            />
            {type === 'agency' ? 'For a client (agency)' : 'For myself'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
