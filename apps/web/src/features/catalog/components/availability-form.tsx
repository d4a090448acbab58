import { type CancellationPolicy, termsOf } from '@scrivania/core/booking/cancellation';
import type { AvailabilityForm as Availability } from '@scrivania/core/catalog/property-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CancellationPolicyNotice } from '../../../components/ui/cancellation-policy.tsx';
import { FormDateField } from '../../../components/ui/date-field.tsx';
import { DateRange, fromToday } from '../../../components/ui/date-range.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { fieldErrorsMessage } from '../../../lib/server-field-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useCheckAvailability } from '../api/get-check-availability.ts';
import { useUnavailableDays } from '../api/get-unavailable-days.ts';
import { stayQuery, withStay } from '../api/stay-parameters.ts';
import type { AvailabilityBoxes } from './availability-form-schema.ts';
import { SlotPicker } from './slot-picker.tsx';
import { AVAILABILITY_FORM_ID, type ChosenStay, type ChosenTimes, stayOf } from './stay-choice.ts';

type Result = { available: boolean; message: string } | null;
const h = messages.catalog.hourlyScreens;

/** What a listing booked by the hour sells: at least `minHours`, starting and ending every `slotMinutes`. */
export interface SlotTerms {
  minHours: number;
  slotMinutes: number;
}
const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';

/** The schema is zod's weight, fetched once the visitor reaches for the form, not with the page. */
const schema = lazyResolver(async () => (await import('./availability-form-schema.ts')).availabilityResolver);

/**
 * The two-step booking form (SPEC section 4): the first submit checks availability; when the dates
 * are free the button becomes 'Prenota ora' and the next submit goes to the checkout. A listing
 * booked by the hour (`hourly`) asks for one day and then its free slots.
 */
export function AvailabilityForm({
  propertyId,
  maxGuests,
  policy,
  initial,
  closedWeekdays,
  hourly,
  initialTimes = null,
  onStayChange,
}: {
  propertyId: number;
  maxGuests: number;
  policy: CancellationPolicy;
  /** The boxes the page's address fills (a search's dates and guests). */
  initial: AvailabilityBoxes;
  /** ISO weekdays the space closes every week: its calendars leave them out, and a note names them. */
  closedWeekdays: readonly number[];
  hourly?: SlotTerms | undefined;
  /** The hours the page's address names (a search's time window). */
  initialTimes?: ChosenTimes | null;
  /** Told the stay the boxes name (or none), for the page to preview its price. */
  onStayChange?: (stay: ChosenStay | null) => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const check = useCheckAvailability();
  const days = useUnavailableDays(propertyId);
  const id = useId();
  // On a page the server rendered, the form only works once the app runs: until then it is shown
  // disabled, so nothing typed or clicked in the meantime is lost to a plain form submission.
  const live = useHydrated();
  const [result, setResult] = useState<Result>(null);
  const form = useForm<AvailabilityBoxes, unknown, Availability>({
    resolver: schema.resolver,
    reValidateMode: 'onChange',
    defaultValues: hourly ? { ...initial, end_date: initial.start_date } : initial,
  });
  const start = form.watch('start_date');
  const [times, setTimes] = useState<ChosenTimes | null>(initialTimes);
  // The hours as chosen this instant, for the form's watchers: a new day drops them before the state does.
  const timesNow = useRef(initialTimes);
  const byHour = hourly !== undefined;

  // A changed date or guest count needs a new check before booking; an hour is booked within one day.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      setResult(null);
      if (byHour && name === 'start_date') {
        timesNow.current = null;
        setTimes(null);
        form.setValue('end_date', values.start_date ?? '');
      }
      onStayChange?.(stayOf(values, byHour ? timesNow.current : undefined));
    });
    return () => subscription.unsubscribe();
  }, [form, byHour, onStayChange]);

  const chooseTimes = (chosen: ChosenTimes | null) => {
    timesNow.current = chosen;
    setTimes(chosen);
    setResult(null);
    onStayChange?.(stayOf(form.getValues(), chosen));
  };

  const onValid = (values: Availability) => {
    if (check.isPending) return;
    if (hourly && !times) {
      setResult({ available: false, message: h.chooseTimes });
      return;
    }
    const query = {
      property_id: propertyId,
      ...values,
      ...(hourly && times && { start_time: times.start, end_time: times.end }),
    };
    if (result?.available) {
      navigate(
        `${paths.checkout}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      );
      return;
    }
    check.mutate(query, {
      onSuccess: (answer) => setResult({ available: answer.data.available, message: answer.message }),
      onError: (error) =>
        setResult({ available: false, message: serverMessageOr(error, messages.catalog.unavailable) }),
    });
  };

  const onSubmit = (event: React.FormEvent) => {
    if (session.status !== 'logged-in') {
      event.preventDefault();
      // The login brings the guest back to this page with the dates and guests chosen so far.
      const back = withStay(paths.propertyView(propertyId), stayQuery(form.getValues()));
      navigate(`${paths.login}?returnUrl=${encodeURIComponent(back)}`);
      return;
    }
    form
      .handleSubmit(onValid, (errors) =>
        setResult({ available: false, message: fieldErrorsMessage(errors) }),
      )(event)
      // The schema's code could not be fetched: the form stays, and the next submit tries again.
      .catch((error: unknown) => console.error('Failed to load the availability form', error));
  };

  return (
    <>
      <form
        id={AVAILABILITY_FORM_ID}
        noValidate
        onFocus={schema.preload}
        onPointerEnter={schema.preload}
        onSubmit={onSubmit}
        className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        {/* Also while a stored session is being confirmed: a check asked then sent a signed-in guest to the login. */}
        <fieldset
          disabled={!live || session.status === 'loading'}
          className="m-0 min-w-0 space-y-4 border-0 p-0"
        >
          {hourly ? (
            <>
              <FormDateField
                control={form.control}
                name="start_date"
                label={h.day}
                required
                calendarRange={fromToday}
                closedWeekdays={closedWeekdays}
                days={days}
              />
              <SlotPicker
                propertyId={propertyId}
                date={/^\d{4}-\d{2}-\d{2}$/.test(start) ? start : ''}
                minHours={hourly.minHours}
                slotMinutes={hourly.slotMinutes}
                value={times}
                onChange={chooseTimes}
              />
            </>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <DateRange
                control={form.control}
                start="start_date"
                end="end_date"
                required
                calendarRange={fromToday}
                closedWeekdays={closedWeekdays}
                days={days}
              />
            </div>
          )}
          {closedWeekdays.length > 0 && (
            <p className="text-sm text-slate-700">
              {messages.catalog.closedEveryWeekNote(
                closedWeekdays.map((day) => messages.catalog.calendar.weekdayNames[day - 1] ?? ''),
              )}
            </p>
          )}
          <div>
            <label htmlFor={`${id}-guests`} className="block text-sm font-medium">
              Ospiti
            </label>
            <select
              id={`${id}-guests`}
              // Chosen by the markup: registering this select does not pick its default option.
              defaultValue={initial.no_of_guest}
              {...form.register('no_of_guest')}
              className={fieldClass}
            >
              {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {result && (
            <p
              role={result.available ? 'status' : 'alert'}
              className={`text-sm ${result.available ? 'text-green-800' : 'text-red-700'}`}
            >
              {result.message}
            </p>
          )}
          {/* Not disabled while checking: a disabled button drops the keyboard focus, and the next Enter is 'Prenota ora'. */}
          <Button type="submit" aria-disabled={check.isPending} block>
            {result?.available ? 'Prenota ora' : 'Verificare la disponibilità'}
          </Button>
        </fieldset>
      </form>
      {/* The deadlines follow the dates just found free; before that, only the policy's rule. */}
      <CancellationPolicyNotice terms={termsOf(policy)} firstDay={result?.available ? start : undefined} />
    </>
  );
}
