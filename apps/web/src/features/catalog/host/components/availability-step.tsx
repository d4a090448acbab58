import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DateWindow,
  DateWindowFormSchema,
  type HostAvailabilityBody,
  type HostListing,
} from '@scrivania/core/catalog/host-listing-schemas';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button.tsx';
import { DateRange } from '../../../../components/ui/date-range.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatBritishDate } from '../../../../lib/format.ts';
import { useSaveAvailability } from '../api/host-availability.ts';
import { useListingCalendars } from '../api/host-calendars.ts';
import { CalendarsSection } from './calendars-section.tsx';
import { DayView } from './day-view.tsx';
import { MonthCalendar } from './month-calendar.tsx';

const m = messages.catalog.calendar;
const fail = messages.hostCatalog.hostScreens.editor.saveFailed;
type WindowBoxes = z.input<typeof DateWindowFormSchema>;
const EMPTY: WindowBoxes = { start_date: '', end_date: '' };

/**
 * Open windows and closed days, each change saved at once (PUT of the whole set): what the calendar
 * shows is always what the server holds, and a refusal (an overlap, a day a booking holds) says why.
 */
export function AvailabilityStep({ listing }: { listing: HostListing }) {
  const save = useSaveAvailability(listing._id);
  const calendars = useListingCalendars(listing._id);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const form = useForm<WindowBoxes, unknown, DateWindow>({
    resolver: zodResolver(DateWindowFormSchema),
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const start = form.watch('start_date');

  const send = (body: HostAvailabilityBody, after?: () => void) => {
    setFeedback(null);
    save.mutate(body, {
      onSuccess: () => {
        setFeedback({ kind: 'success', text: m.saved });
        after?.();
      },
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, fail) }),
    });
  };
  const current = { windows: listing.windows, closed_days: listing.closed_days };

  const toggleDay = (day: string) =>
    send({
      ...current,
      closed_days: listing.closed_days.includes(day)
        ? listing.closed_days.filter((closed) => closed !== day)
        : [...listing.closed_days, day].sort(),
    });

  return (
    <section className="max-w-4xl space-y-6" aria-labelledby="availability-title">
      <div>
        <h2 id="availability-title" className="text-xl font-semibold text-slate-900">
          {m.title}
        </h2>
        <p className="text-slate-600">{m.intro}</p>
      </div>
      <form
        noValidate
        className="grid items-end gap-4 sm:grid-cols-3"
        onSubmit={form.handleSubmit((opened) =>
          send({ ...current, windows: [...listing.windows, opened] }, () => form.reset(EMPTY)),
        )}
      >
        <DateRange control={form.control} start="start_date" end="end_date" required />
        <Button type="submit" size="md" disabled={save.isPending || !start}>
          {m.addWindow}
        </Button>
      </form>
      <FormMessage feedback={feedback} />
      <WeeklyClosing
        key={listing.closed_weekdays.join()}
        closed={listing.closed_weekdays}
        disabled={save.isPending}
        onSave={(closedWeekdays) => send({ ...current, closed_weekdays: closedWeekdays })}
      />
      <div>
        <h3 className="font-semibold text-slate-800">{m.windowsTitle}</h3>
        {listing.windows.length === 0 ? (
          <p className="text-slate-600">{m.noWindows}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {listing.windows.map((window) => {
              const from = formatBritishDate(window.start_date);
              const to = formatBritishDate(window.end_date);
              return (
                <li key={window.start_date} className="flex flex-wrap items-center gap-3">
                  <span>{m.window(from, to)}</span>
                  <button
                    type="button"
                    disabled={save.isPending}
                    onClick={() =>
                      send({
                        windows: listing.windows.filter((w) => w !== window),
                        closed_days: listing.closed_days.filter(
                          (day) => day < window.start_date || day > window.end_date,
                        ),
                      })
                    }
                    className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {m.removeWindow(from, to)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {listing.booking_unit === 'hour' && <DayView listing={listing} />}
      <MonthCalendar
        listing={listing}
        importedDays={new Set(calendars.data?.imported_days)}
        initialMonth={(listing.windows[0]?.start_date ?? todayInRome()).slice(0, 7)}
        disabled={save.isPending}
        onToggleDay={toggleDay}
      />
      <CalendarsSection listingId={listing._id} calendars={calendars} />
    </section>
  );
}

/**
 * The weekdays closed every week: seven labelled boxes, saved together with one button, since a
 * weekend is two boxes and saving each alone would ask the server twice.
 */
function WeeklyClosing({
  closed,
  disabled,
  onSave,
}: {
  closed: readonly number[];
  disabled: boolean;
  onSave: (closedWeekdays: number[]) => void;
}) {
  const [chosen, setChosen] = useState<readonly number[]>(closed);
  const id = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave([...chosen].sort());
      }}
    >
      <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4" aria-describedby={`${id}-intro`}>
        <legend className="px-1 font-semibold text-slate-800">{m.weeklyTitle}</legend>
        <p id={`${id}-intro`} className="text-sm text-slate-600">
          {m.weeklyIntro}
        </p>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          {m.weekdayNames.map((name, index) => {
            const weekday = index + 1;
            return (
              <label key={name} className="flex items-center gap-2 capitalize">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={chosen.includes(weekday)}
                  onChange={(event) =>
                    setChosen((now) =>
                      event.target.checked ? [...now, weekday] : now.filter((day) => day !== weekday),
                    )
                  }
                />
                {name}
              </label>
            );
          })}
        </div>
        <Button type="submit" size="md" className="mt-4" disabled={disabled}>
          {m.weeklySave}
        </Button>
      </fieldset>
    </form>
  );
}
