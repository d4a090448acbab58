import { useId } from 'react';

export interface TextFieldProps {
  name: string;
  label: string;
  defaultValue?: string | null | undefined;
  error?: string | undefined;
  type?: string;
  required?: boolean;
  max?: string;
  autoComplete?: string;
}

/** A labelled input with its error under it; uncontrolled, read with FormData on submit. */
export function TextField({
  name,
  label,
  defaultValue,
  error,
  type = 'text',
  required,
  max,
  autoComplete,
}: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue ?? ''}
        required={required}
        max={max}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
