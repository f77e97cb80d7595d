import { cn } from './lib/cn';

/** One option of a LabeledSelect. */
export interface LabeledSelectOption {
  value: string;
  label: string;
}

export interface LabeledSelectProps {
  id: string;
  label: string;
  value: string | number;
  options: readonly LabeledSelectOption[];
  onChange: (value: string) => void;
  /** The label-and-select column (type size, gap). */
  className?: string;
  /** The select itself (height, border, colours). */
  selectClassName?: string;
}

/** A labelled native select, as filter bars use it (the station results, the admin stations table). */
export function LabeledSelect({ id, label, value, options, onChange, className, selectClassName }: LabeledSelectProps) {
  return (
    <div className={cn('grid gap-1.5 text-sm font-medium', className)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={cn('h-9 rounded-md border bg-background px-2 text-sm', selectClassName)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
