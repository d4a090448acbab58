import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Five radio buttons shown as stars: arrow keys move between them, like any radio group. */
export function StarRatingField({
  registration,
  error,
}: {
  /** The form's `register('star_rating')`: every star is one value of that field. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const [value, setValue] = useState(0);
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Valutazione</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="relative cursor-pointer text-3xl has-[:focus-visible]:outline has-[:focus-visible]:outline-brand-600"
          >
            {/* The input covers its star, invisible, so pointer, keyboard and screen readers all use it. */}
            <input
              type="radio"
              {...registration}
              value={star}
              aria-label={`${star} ${star === 1 ? 'stella' : 'stelle'}`}
              className="absolute inset-0 cursor-pointer opacity-0"
              onChange={(event) => {
                setValue(star);
                return registration.onChange(event);
              }}
            />
            <span aria-hidden="true" className={star <= value ? 'text-amber-500' : 'text-slate-300'}>
              ★
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
