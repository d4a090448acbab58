import { messages } from '@scrivania/core/messages.it';
import { type ReactNode, useState } from 'react';
import { monthWeeks, shiftMonth } from '../../lib/month-grid.ts';

const m = messages.catalog.calendar;

/** A day in words, as a day's label says it: '5 marzo 2030'. */
export const longDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${m.months[(month ?? 1) - 1]} ${year}`;
};

/** The look of the buttons beside a month, for a button that goes with them. */
export const monthButton =
  'rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Where a month is drawn: over a field, tight, inside a dialog that names it (so its title is no
 * heading); or in a section of a page, where its title is the section's heading.
 */
const PLACES = {
  popup: { title: 'p', bar: 'mb-2', table: 'border-spacing-0.5' },
  panel: { title: 'h3', bar: 'mb-3', table: 'border-spacing-1' },
} as const;

/**
 * A month as a table of weeks, Monday first, under its title (read out as it changes) between the
 * buttons to the month before and after. What a day's cell holds is `renderDay`'s to say: every
 * calendar of the site is this table with its own days.
 */
export function MonthGrid({
  initialMonth,
  place,
  renderDay,
}: {
  /** 'YYYY-MM'. */
  initialMonth: string;
  place: keyof typeof PLACES;
  renderDay: (day: string) => ReactNode;
}) {
  const [month, setMonth] = useState(initialMonth);
  const [year, index] = month.split('-').map(Number);
  const title = `${m.months[(index ?? 1) - 1]} ${year}`;
  const look = PLACES[place];
  const Title = look.title;
  return (
    <>
      <div className={`${look.bar} flex items-center justify-between gap-2`}>
        <button
          type="button"
          className={monthButton}
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label={m.previousMonth}
        >
          ‹
        </button>
        <Title className="font-semibold capitalize text-slate-900" aria-live="polite">
          {title}
        </Title>
        <button
          type="button"
          className={monthButton}
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label={m.nextMonth}
        >
          ›
        </button>
      </div>
      <table className={`w-full table-fixed border-separate ${look.table} text-center text-sm`}>
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
              {week.map((day, cell) =>
                day ? (
                  <td key={day}>{renderDay(day)}</td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is nothing but its place in the week.
                  <td key={`${month}-${cell}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
