import { todayInRome } from '@scrivania/core/dates';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { type CalendarRange, type DateFieldProps, FormDateField } from './date-field.tsx';

/** The guest's calendars start today (SPEC section 5: date inputs have a minimum of today). */
export const fromToday: CalendarRange = () => ({ min: todayInRome() });

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
  calendarRange,
  closedWeekdays,
  days,
  startLabel = 'Dal',
  endLabel = 'Al',
}: {
  control: Control<T, TContext, TOut>;
  start: FieldPath<T>;
  end: FieldPath<T>;
  required?: boolean;
  calendarRange?: CalendarRange;
  /** ISO weekdays the calendars offer as disabled. */
  closedWeekdays?: readonly number[] | undefined;
  /** Days both calendars offer as disabled, asked for when one first opens. */
  days?: DateFieldProps['days'];
  startLabel?: string;
  endLabel?: string;
}) {
  const shared = { control, required, calendarRange, closedWeekdays, days };
  return (
    <>
      <FormDateField {...shared} name={start} label={startLabel} />
      <FormDateField {...shared} name={end} label={endLabel} />
    </>
  );
}
