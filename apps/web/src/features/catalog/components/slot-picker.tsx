import { messages } from '@scrivania/core/messages.it';
import { type KeyboardEvent, useId, useRef } from 'react';
import { formatBritishDate } from '../../../lib/format.ts';
import { hoursBetween } from '../../../lib/time-of-day.ts';
import { useSlots } from '../api/get-slots.ts';
import { pressSlot, rangeOf, type Slot, timesOf } from './slot-range.ts';
import type { ChosenTimes } from './stay-choice.ts';

const h = messages.catalog.hourlyScreens;

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The index the arrow keys, Home and End move to among the free slots, or null for other keys. */
function moveTo(slots: readonly Slot[], from: number, key: string): number | null {
  const free = slots.flatMap((slot, index) => (slot.available ? [index] : []));
  if (key === 'Home') return free[0] ?? null;
  if (key === 'End') return free.at(-1) ?? null;
  const step = NEXT[key];
  if (step === undefined) return null;
  const at = free.indexOf(from);
  return free[Math.min(free.length - 1, Math.max(0, at + step))] ?? null;
}

/**
 * A day's slots as toggle buttons (aria-pressed), one tab stop for the group and the arrow keys
 * between its free slots; taken ones are shown disabled. The chosen range is said in a live line.
 */
export function SlotPicker({
  propertyId,
  date,
  minHours,
  slotMinutes,
  value,
  onChange,
  disabled,
}: {
  propertyId: number;
  date: string;
  minHours: number;
  slotMinutes: number;
  value: ChosenTimes | null;
  onChange: (times: ChosenTimes | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const slots = useSlots(propertyId, date);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (date === '') return <p className="text-sm text-slate-700">{h.chooseDay}</p>;
  if (slots.isPending) return <p role="status">{messages.common.loading}</p>;
  if (!slots.data) return <p role="alert">{h.slotsFailed}</p>;
  const list = slots.data.slots;
  if (!list.some((slot) => slot.available)) return <p role="status">{h.noSlots}</p>;

  const range = rangeOf(list, value);
  const minSlots = Math.ceil((minHours * 60) / slotMinutes);
  const press = (index: number) => onChange(timesOf(list, pressSlot(list, range, index, minSlots)));
  const tabStop = range?.first ?? list.findIndex((slot) => slot.available);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = moveTo(list, index, event.key);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };
  const chosen = timesOf(list, range);

  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" disabled={disabled} aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">{h.slotsLabel(formatBritishDate(date))}</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {h.slotsHint} {h.minHoursNote(minHours)}
      </p>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {list.map((slot, index) => {
          const pressed = range !== null && index >= range.first && index <= range.last;
          return (
            <button
              key={slot.start}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              aria-pressed={pressed}
              disabled={!slot.available}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => press(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-md border px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 disabled:line-through ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600'
              }`}
            >
              {slot.start}
              <span className="sr-only">
                {` – ${slot.end}`}
                {!slot.available && `, ${h.slotTaken}`}
              </span>
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-slate-900">
        {chosen && h.chosenRange(chosen.start, chosen.end, h.hours(hoursBetween(chosen.start, chosen.end)))}
      </p>
    </fieldset>
  );
}
