import { messages } from '@scrivania/core/messages.it';
import { useFieldArray } from 'react-hook-form';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { asNumber, errorOf, type ListingForm } from './use-listing-form.ts';

const h = messages.catalog.hourlyScreens;
const weekdayNames = messages.catalog.calendar.weekdayNames;
const smallButton =
  'rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const SLOT_MINUTES = [30, 60] as const;

/** How the listing is sold: by the day (as every listing before) or by the hour. */
export function BookingUnitFields({ form }: { form: ListingForm }) {
  const error = form.formState.errors.booking_unit?.message;
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">{h.bookingUnitLegend}</legend>
      {(['day', 'hour'] as const).map((unit) => (
        <label key={unit} className="flex items-start gap-2">
          <input type="radio" value={unit} className="mt-1" {...form.register('booking_unit')} />
          <span>{h.bookingUnit[unit]}</span>
        </label>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/**
 * The weekly opening hours of a listing sold by the hour: per weekday a group of windows, each with
 * its labelled opening and closing time, added and removed one by one; a day without any is closed.
 */
function OpeningHoursFields({ form }: { form: ListingForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'opening_hours' });
  const errors = form.formState.errors.opening_hours;
  const whole = errors?.message ?? errors?.root?.message;
  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-4"
      aria-describedby="opening-hours-intro"
    >
      <legend className="px-1 font-semibold text-slate-800">{h.openingHoursLegend}</legend>
      <p id="opening-hours-intro" className="text-sm text-slate-600">
        {h.openingHoursIntro}
      </p>
      {whole && (
        <p className="text-sm text-red-700" role="alert">
          {whole}
        </p>
      )}
      {weekdayNames.map((day, dayIndex) => {
        const weekday = dayIndex + 1;
        const windows = fields.flatMap((window, index) => (window.weekday === weekday ? [index] : []));
        return (
          <fieldset key={day} className="min-w-0 border-t border-slate-100 pt-3">
            <legend className="text-sm font-medium capitalize text-slate-800">{day}</legend>
            {windows.length === 0 && <p className="text-sm text-slate-600">{h.closedDay}</p>}
            {windows.map((index, n) => (
              <div key={fields[index]?.id} className="mt-2 grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <Field
                  label={h.opensAt(n + 1)}
                  type="time"
                  error={errors?.[index]?.open?.message}
                  {...form.register(`opening_hours.${index}.open`)}
                />
                <Field
                  label={h.closesAt(n + 1)}
                  type="time"
                  error={errors?.[index]?.close?.message ?? errors?.[index]?.message}
                  {...form.register(`opening_hours.${index}.close`)}
                />
                <button
                  type="button"
                  className={`${smallButton} mt-6`}
                  aria-label={h.removeWindowNamed(day, n + 1)}
                  onClick={() => remove(index)}
                >
                  {h.removeWindow}
                </button>
              </div>
            ))}
            <button
              type="button"
              className={`${smallButton} mt-2`}
              aria-label={h.addWindowNamed(day)}
              onClick={() => append({ weekday, open: '09:00', close: '18:00' })}
            >
              {h.addWindow}
            </button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** The whole numbers of the rules, with the bounds the core schema holds them to. */
const NUMBER_RULES = [
  { name: 'min_hours', min: 1, max: 24 },
  { name: 'buffer_minutes', min: 0, max: 120 },
  { name: 'min_notice_hours', min: 0, max: 720 },
  { name: 'max_days_ahead', min: 1, max: 730 },
] as const;

/** The rules of a listing sold by the hour: its opening hours, the least it sells, its steps and margins. */
export function HourlyRulesFields({ form }: { form: ListingForm }) {
  return (
    <>
      <OpeningHoursFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={h.slot_minutes}
          error={errorOf(form, 'slot_minutes')}
          {...form.register('slot_minutes', { setValueAs: asNumber })}
        >
          {SLOT_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {h.slotMinutes(minutes)}
            </option>
          ))}
        </SelectField>
        {NUMBER_RULES.map(({ name, min, max }) => (
          <Field
            key={name}
            label={h[name]}
            type="number"
            min={min}
            max={max}
            error={errorOf(form, name)}
            {...form.register(name, { setValueAs: asNumber })}
          />
        ))}
      </div>
    </>
  );
}
