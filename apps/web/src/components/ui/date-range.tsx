import { todayInRome } from '@scrivania/core/dates';
import { Field, type FieldProps } from './field.tsx';

type DateInputProps = Omit<FieldProps, 'label' | 'type' | 'min'>;

/**
 * A start and an end date, each with its label: neither may be before today in Rome, nor the end
 * before the chosen start (`startValue`). Two grid cells, so it sits in the caller's grid.
 */
export function DateRange({
  start,
  end,
  startValue,
  startLabel = 'Dal',
  endLabel = 'Al',
}: {
  start: DateInputProps;
  end: DateInputProps;
  startValue: string;
  startLabel?: string;
  endLabel?: string;
}) {
  const today = todayInRome();
  return (
    <>
      <Field {...start} label={startLabel} type="date" min={today} />
      <Field {...end} label={endLabel} type="date" min={startValue || today} />
    </>
  );
}
