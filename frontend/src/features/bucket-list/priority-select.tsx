import type { SelectHTMLAttributes } from 'react';
import { BUCKET_PRIORITY_MAX, BUCKET_PRIORITY_MIN } from '#shared/schemas/bucket-list';

/** 10/10 first: the list's order, highest priority first. */
const PRIORITIES = Array.from(
  { length: BUCKET_PRIORITY_MAX - BUCKET_PRIORITY_MIN + 1 },
  (_, index) => BUCKET_PRIORITY_MAX - index,
);

interface PrioritySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  /** The chosen priority; null for `keepLabel`'s option (a listed course keeping its own). */
  value: number | null;
  onChange: (priority: number | null) => void;
  /** Offers "keep the entry's own priority" under this label (adding a course already listed). */
  keepLabel?: string;
}

/**
 * The bucket list's one priority control, wherever a priority is set (adding a course, View all): a select of
 * 10/10 down to 1/10, read out and typed the same everywhere.
 */
export function PrioritySelect({ value, onChange, keepLabel, className, ...props }: PrioritySelectProps) {
  return (
    <select
      {...props}
      className={className ? `input ${className}` : 'input'}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      {keepLabel ? <option value="">{keepLabel}</option> : null}
      {PRIORITIES.map((priority) => (
        <option key={priority} value={priority}>
          {priority}/10
        </option>
      ))}
    </select>
  );
}
