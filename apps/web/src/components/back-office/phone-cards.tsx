import type { ReactNode } from 'react';

/**
 * The classes that turn a back-office <table> into a stack of cards below Tailwind's `md` (a phone),
 * one card per row with its cells as `label: value` lines, and leave it a table wider (decision 081).
 * The table stays one element in the page, so its caption, headers and rows are the same for a
 * screen reader at any width.
 */
export const phoneCards = {
  table: 'max-md:block',
  head: 'max-md:hidden',
  body: 'max-md:block max-md:space-y-3',
  row: 'max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:bg-white max-md:px-4 max-md:py-3',
  cell: 'max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-2 max-md:gap-y-1 max-md:px-0 max-md:py-1 max-md:break-words',
} as const;

/** A cell's column header, shown beside its value on a phone, where the header row is hidden. */
export function PhoneCardLabel({ children }: { children: ReactNode }) {
  return (
    // The screen reader hears the header from the table itself; this one is for the eye.
    <span aria-hidden="true" className="font-medium text-slate-600 md:hidden">
      {children}:
    </span>
  );
}
