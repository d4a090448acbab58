import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { type DayState, dayState, monthWeeks, shiftMonth } from './calendar-days.ts';

const m = messages.catalog.hostScreens.calendar;

const LOOK: Record<DayState['kind'], string> = {
  outside: 'bg-slate-100 text-slate-400',
  open: 'bg-green-50 text-green-900 hover:bg-green-100',
  closed: 'bg-slate-300 text-slate-800 line-through hover:bg-slate-400',
  weekly: 'bg-slate-300 text-slate-800 line-through',
  booked: 'bg-brand-700 text-white',
  held: 'bg-amber-200 text-amber-950',
};

const stateText = (state: DayState) =>
  state.kind === 'booked'
    ? m.booked(state.bookingNo)
    : state.kind === 'held'
      ? m.held(state.bookingNo)
      : state.kind === 'outside'
        ? m.unavailable
        : m[state.kind];

const longDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${m.months[(month ?? 1) - 1]} ${year}`;
};

/**
 * A month of the listing: each day says in words (for screen readers, and on hover) whether it is
 * open, closed, booked or held; open and closed days inside a window are buttons that close or reopen
 * them, pressed when closed.
 */
export function MonthCalendar({
  listing,
  initialMonth,
  disabled,
  onToggleDay,
}: {
  listing: HostListing;
  initialMonth: string;
  disabled: boolean;
  onToggleDay: (day: string) => void;
}) {
  const [month, setMonth] = useState(initialMonth);
  const [year, index] = month.split('-').map(Number);
  const title = `${m.months[(index ?? 1) - 1]} ${year}`;
  const nav =
    'rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700';

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between">
        <button
          type="button"
          className={nav}
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label={m.previousMonth}
        >
          ‹
        </button>
        <h3 className="font-semibold capitalize text-slate-900" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className={nav}
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label={m.nextMonth}
        >
          ›
        </button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
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
                const state = dayState(day, listing);
                const label = `${longDate(day)}: ${stateText(state)}`;
                const number = Number(day.slice(8));
                const toggles = state.kind === 'open' || state.kind === 'closed';
                return (
                  <td key={day}>
                    {toggles ? (
                      <button
                        type="button"
                        disabled={disabled}
                        aria-pressed={state.kind === 'closed'}
                        aria-label={label}
                        title={label}
                        onClick={() => onToggleDay(day)}
                        className={`w-full rounded py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${LOOK[state.kind]}`}
                      >
                        {number}
                      </button>
                    ) : (
                      <span title={label} className={`block rounded py-2 ${LOOK[state.kind]}`}>
                        <span aria-hidden="true">{number}</span>
                        <span className="sr-only">{label}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={m.legend} className="mt-3 flex flex-wrap gap-3 text-xs">
        {(['open', 'closed', 'weekly', 'booked', 'held', 'outside'] as const).map((kind) => (
          <li key={kind} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block size-3 rounded ${LOOK[kind]}`} />
            {kind === 'booked'
              ? m.booked('…')
              : kind === 'held'
                ? m.held('…')
                : kind === 'outside'
                  ? m.unavailable
                  : m[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}
