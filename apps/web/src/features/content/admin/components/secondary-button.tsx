import type { ComponentProps } from 'react';

/** The console's quiet button (edit, move, cancel); `danger` for the ones that delete. */
export function SecondaryButton({
  danger = false,
  className = '',
  ...button
}: ComponentProps<'button'> & { danger?: boolean }) {
  return (
    <button
      type="button"
      {...button}
      className={`rounded-md border px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40 ${
        danger
          ? 'border-red-300 text-red-800 hover:bg-red-50 focus-visible:outline-red-700'
          : 'border-slate-300 text-slate-800 hover:bg-slate-50 focus-visible:outline-brand-700'
      } ${className}`}
    />
  );
}
