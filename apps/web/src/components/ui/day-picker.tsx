import { isoWeekday } from '@scrivania/core/catalog/weekdays';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useRef, useState } from 'react';
import { monthOf, monthWeeks, shiftMonth } from '../../lib/month-grid.ts';

const m = messages.catalog.hostScreens.calendar;

const longDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${m.months[(month ?? 1) - 1]} ${year}`;
};

/**
 * A month to pick a day from, for fields whose days are not all bookable: a weekday the space closes
 * every week, or a day before `min`, is a disabled button that says why. The browser's own calendar
 * can bound a range but not leave weekdays out. Escape or the close button gives the focus back.
 */
export default function DayPicker({
  label,
  value,
  min,
  closedWeekdays,
  onPick,
  onClose,
}: {
  label: string;
  value: string;
  min: string | undefined;
  closedWeekdays: readonly number[];
  onPick: (day: string) => void;
  onClose: () => void;
}) {
  const [month, setMonth] = useState(() => monthOf(value || min || new Date().toISOString().slice(0, 10)));
  const root = useRef<HTMLDivElement>(null);
  const title = `${m.months[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
  const closed = (day: string) => closedWeekdays.includes(isoWeekday(day));
  const past = (day: string) => min !== undefined && day < min;

  useEffect(() => {
    const first = root.current?.querySelector<HTMLButtonElement>('button[data-day]:not(:disabled)');
    first?.focus();
  }, []);

  const nav =
    'rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
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
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className={nav}
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label={m.previousMonth}
        >
          ‹
        </button>
        <p className="font-semibold capitalize text-slate-900" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className={nav}
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label={m.nextMonth}
        >
          ›
        </button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-center text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {m.weekdays.map((day) => (
              <th key={day} scope="col" className="font-medium text-slate-600">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, cell) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is nothing but its place in the week.
                if (!day) return <td key={`${month}-${cell}`} />;
                const why = closed(day) ? m.weekly : past(day) ? m.pickerPast : null;
                const dayLabel = why ? `${longDate(day)}: ${why}` : longDate(day);
                return (
                  <td key={day}>
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
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className={`${nav} mt-2 w-full`} onClick={onClose}>
        {m.pickerClose}
      </button>
    </div>
  );
}
