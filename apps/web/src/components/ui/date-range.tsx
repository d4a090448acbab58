import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormDateField } from './date-field.tsx';

/**
 * A start and an end date of a react-hook-form form, each with its label, typed the Italian way. Two
 * grid cells, so it sits in the caller's grid. The form's schema judges them (a past day, an end
 * before the start), as the server does again.
 */
export function DateRange<T extends FieldValues, TContext, TOut extends FieldValues>({
  control,
  start,
  end,
  required,
  startLabel = 'Dal',
  endLabel = 'Al',
}: {
  control: Control<T, TContext, TOut>;
  start: FieldPath<T>;
  end: FieldPath<T>;
  required?: boolean;
  startLabel?: string;
  endLabel?: string;
}) {
  return (
    <>
      <FormDateField control={control} name={start} label={startLabel} required={required} />
      <FormDateField control={control} name={end} label={endLabel} required={required} />
    </>
  );
}
