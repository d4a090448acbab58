import { commonMessages } from '@scrivania/core/common-messages.it';
import { parseTypedDate, toItalianDate } from '@scrivania/core/dates';
import { lazy, type Ref, Suspense, useEffect, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldFrame } from './field.tsx';
import { Icon } from './icon.tsx';

const t = commonMessages;

/** Only fields with days to leave out open it: its code comes when first opened. */
const DayPicker = lazy(() => import('./day-picker.tsx'));

/** What a typed text stands for: the ISO day it names, '' when empty, else the text for the schema to refuse. */
const typedValue = (text: string) => parseTypedDate(text) ?? text.trim();
const textOf = (value: string) => {
  const day = parseTypedDate(value);
  return day ? toItalianDate(day) : value;
};

export interface DateFieldProps {
  label: string;
  error?: string | undefined;
  /** 'YYYY-MM-DD' or '' (or, while it names no day, what was typed); omitted when the field keeps its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Sends the ISO value under this name with a plain form submission (FormData). */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The first and last day ('YYYY-MM-DD') the calendar offers, asked for as it opens: "today" is then
   * today, even on a page rendered before midnight. Typed days stay the schema's and the server's to judge.
   */
  calendarRange?: CalendarRange | undefined;
  /** ISO weekdays (Monday = 1) the calendar offers as disabled; with any, the calendar is the site's own. */
  closedWeekdays?: readonly number[] | undefined;
  /**
   * Days the calendar offers as disabled, and what to do when it first opens (ask for them): with it,
   * the calendar is the site's own.
   */
  days?: { unavailable: ReadonlySet<string> | undefined; onOpen: () => void } | undefined;
}

export type CalendarRange = () => { min?: string; max?: string };

/**
 * A date typed and shown as gg/mm/aaaa whatever the browser's language (a native date input follows
 * the browser's, so an English Chrome showed mm/dd/yyyy), with the browser's own calendar one button
 * away. The value handed on is always 'YYYY-MM-DD'.
 */
export function DateField({
  label,
  error,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  name,
  required,
  disabled,
  inputRef,
  calendarRange,
  closedWeekdays,
  days,
}: DateFieldProps) {
  const [text, setText] = useState(() => textOf(value ?? defaultValue));
  const [picking, setPicking] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const ownCalendar = (closedWeekdays?.length ?? 0) > 0 || days !== undefined;
  const current = typedValue(text);

  // A value set from outside (a form reset, a filter cleared) shows in the box.
  useEffect(() => {
    if (value !== undefined && value !== typedValue(text)) setText(textOf(value));
  }, [value, text]);

  const change = (next: string) => {
    setText(next);
    onChange?.(typedValue(next));
  };

  return (
    <FieldFrame
      label={label}
      error={error}
      hint={t.dateFormat}
      control={(wiring) => (
        <div className="relative">
          <input
            {...wiring}
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.dateFormat}
            required={required}
            disabled={disabled}
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={() => {
              const day = parseTypedDate(text);
              if (day) setText(toItalianDate(day));
              onBlur?.();
            }}
            className={`${wiring.className} pr-10`}
          />
          {name && <input type="hidden" name={name} value={current} />}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            value={parseTypedDate(text) ?? ''}
            onChange={(event) => change(event.target.value ? toItalianDate(event.target.value) : '')}
            className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
          />
          <button
            ref={opener}
            type="button"
            aria-label={t.openCalendar(label)}
            aria-expanded={ownCalendar ? picking : undefined}
            disabled={disabled}
            onClick={() => {
              if (ownCalendar) {
                if (!picking) days?.onOpen();
                setPicking((open) => !open);
                return;
              }
              const calendar = picker.current;
              if (!calendar) return;
              const range = calendarRange?.();
              calendar.min = range?.min ?? '';
              calendar.max = range?.max ?? '';
              calendar.showPicker?.();
            }}
            className="absolute inset-y-0 right-0 grid w-10 place-items-center text-slate-600 hover:text-brand-700 disabled:opacity-40"
          >
            <Icon>
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </Icon>
          </button>
          {picking && ownCalendar && (
            <Suspense fallback={null}>
              <DayPicker
                label={t.openCalendar(label)}
                value={parseTypedDate(text) ?? ''}
                min={calendarRange?.().min}
                closedWeekdays={closedWeekdays ?? []}
                unavailable={days?.unavailable}
                onPick={(day) => {
                  change(toItalianDate(day));
                  setPicking(false);
                  opener.current?.focus();
                }}
                onClose={() => {
                  setPicking(false);
                  opener.current?.focus();
                }}
              />
            </Suspense>
          )}
        </div>
      )}
    />
  );
}

/**
 * A DateField bound to a react-hook-form field: the form holds 'YYYY-MM-DD' (or the text it must
 * refuse; with `emptyAsNull`, null when empty), and a plain submission of the form sends it by name.
 */
export function FormDateField<T extends FieldValues, TContext, TOut extends FieldValues>({
  control,
  name,
  emptyAsNull,
  ...rest
}: Omit<DateFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'inputRef'> & {
  control: Control<T, TContext, TOut>;
  name: FieldPath<T>;
  emptyAsNull?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...rest}
      name={name}
      error={rest.error ?? fieldState.error?.message}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(value === '' && emptyAsNull ? null : value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={rest.disabled ?? field.disabled}
    />
  );
}
