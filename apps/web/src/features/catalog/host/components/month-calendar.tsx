import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { longDate, MonthGrid } from '../../../../components/ui/month-grid.tsx';
import { type DayState, dayState } from './calendar-days.ts';

const m = messages.catalog.calendar;

const LOOK: Record<DayState['kind'], string> = {
  outside: 'bg-slate-100 text-slate-400',
  open: 'bg-green-50 text-green-900 hover:bg-green-100',
  closed: 'bg-slate-300 text-slate-800 line-through hover:bg-slate-400',
  weekly: 'bg-slate-300 text-slate-800 line-through',
  imported: 'bg-violet-200 text-violet-950 line-through',
  booked: 'bg-brand-700 text-white',
  held: 'bg-amber-200 text-amber-950',
};

/** What a kind of day is called; a booked or held day names its booking. */
const kindText = (kind: DayState['kind'], bookingNo: string) =>
  kind === 'booked'
    ? m.booked(bookingNo)
    : kind === 'held'
      ? m.held(bookingNo)
      : kind === 'outside'
        ? m.unavailable
        : m[kind];

const stateText = (state: DayState) => kindText(state.kind, 'bookingNo' in state ? state.bookingNo : '');

/**
 * A month of the listing: each day says in words (for screen readers, and on hover) whether it is
 * open, closed, closed by an imported calendar, booked or held; open and closed days inside a window are buttons that close or reopen
 * them, pressed when closed.
 */
export function MonthCalendar({
  listing,
  importedDays,
  initialMonth,
  disabled,
  onToggleDay,
}: {
  listing: HostListing;
  /** Days imported calendars close (decision 103). */
  importedDays: ReadonlySet<string>;
  initialMonth: string;
  disabled: boolean;
  onToggleDay: (day: string) => void;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <MonthGrid
        place="panel"
        initialMonth={initialMonth}
        renderDay={(day) => {
          const state = dayState(day, listing, importedDays);
          const label = `${longDate(day)}: ${stateText(state)}`;
          const number = Number(day.slice(8));
          return state.kind === 'open' || state.kind === 'closed' ? (
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
          );
        }}
      />
      <ul aria-label={m.legend} className="mt-3 flex flex-wrap gap-3 text-xs">
        {(['open', 'closed', 'weekly', 'imported', 'booked', 'held', 'outside'] as const).map((kind) => (
          <li key={kind} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block size-3 rounded ${LOOK[kind]}`} />
            {kindText(kind, '…')}
          </li>
        ))}
      </ul>
    </div>
  );
}
