import { type ComponentProps, type ReactNode, useId } from 'react';

const controlClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

interface Labelled {
  label: string;
  /** Shown under the control and tied to it, so a screen reader reads it with the field. */
  error?: string | undefined;
}

/** The label, the control it names, an optional hint and the error under it, wired by ids. */
export function FieldFrame({
  label,
  error,
  hint,
  control,
}: Labelled & {
  /** How to fill the field (for example the date format), read with it by screen readers. */
  hint?: string;
  control: (wiring: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({
        id,
        ...(error && { 'aria-invalid': true }),
        ...(describedBy && { 'aria-describedby': describedBy }),
        className: controlClass,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type FieldProps = Labelled & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled input with its error under it; takes react-hook-form's `register()` or plain input props. */
export function Field({ label, error, ...input }: FieldProps) {
  return <FieldFrame label={label} error={error} control={(wiring) => <input {...input} {...wiring} />} />;
}

export type SelectFieldProps = Labelled & Omit<ComponentProps<'select'>, 'id' | 'className'>;

/** A labelled select (its options as children) with its error under it. */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      control={(wiring) => (
        <select {...select} {...wiring}>
          {children}
        </select>
      )}
    />
  );
}

export type TextAreaProps = Labelled & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

/** A labelled multi-line input with its error under it. */
export function TextArea({ label, error, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} control={(wiring) => <textarea {...textarea} {...wiring} />} />
  );
}
