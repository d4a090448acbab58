import type { ReactNode } from 'react';

/** A line icon on a 24-unit grid, drawn in the text colour and hidden from screen readers (its button is named). */
export function Icon({ className = 'size-5', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
