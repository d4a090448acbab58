import { isoWeekday } from '@scrivania/core/catalog/weekdays';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useRef } from 'react';
import { monthOf } from '../../lib/month-grid.ts';
import { longDate, MonthGrid, monthButton } from './month-grid.tsx';

const m = messages.catalog.calendar;

/**
 * A month to pick a day from, for fields whose days are not all bookable: a weekday the space closes
 * every week, a day it cannot take (booked, closed), or a day before `min`, is a disabled button that
 * says why. The browser's own calendar can bound a range but not leave days out. Escape or the close
 * button gives the focus back.
 */
export default function DayPicker({
  label,
  value,
  min,
  closedWeekdays,
  unavailable,
  onPick,
  onClose,
}: {
  label: string;
  value: string;
  min: string | undefined;
  closedWeekdays: readonly number[];
  /** Days no stay can include; until they are known, none is left out. */
  unavailable?: ReadonlySet<string> | undefined;
  onPick: (day: string) => void;
  onClose: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const closed = (day: string) => closedWeekdays.includes(isoWeekday(day));
  const past = (day: string) => min !== undefined && day < min;

  useEffect(() => {
    const first = root.current?.querySelector<HTMLButtonElement>('button[data-day]:not(:disabled)');
    first?.focus();
  }, []);

  return (
    <div
      ref={root}
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="absolute left-0 top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
    >
      <MonthGrid
        place="popup"
        initialMonth={monthOf(value || min || new Date().toISOString().slice(0, 10))}
        renderDay={(day) => {
          const why = closed(day)
            ? m.weekly
            : past(day)
              ? m.pickerPast
              : unavailable?.has(day)
                ? m.pickerUnavailable
                : null;
          const dayLabel = why ? `${longDate(day)}: ${why}` : longDate(day);
          return (
            <button
              type="button"
              data-day={day}
              disabled={why !== null}
              aria-label={dayLabel}
              aria-pressed={day === value}
              title={dayLabel}
              onClick={() => onPick(day)}
              className="w-full rounded py-1.5 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:bg-slate-100 disabled:text-slate-500 disabled:line-through aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {Number(day.slice(8))}
            </button>
          );
        }}
      />
      <button type="button" className={`${monthButton} mt-2 w-full`} onClick={onClose}>
        {m.pickerClose}
      </button>
    </div>
  );
}
