/**
 * The classes that turn a back-office <table> into a stack of cards below Tailwind's `md` (a phone),
 * one card per row with its cells as `label: value` lines, and leave it a table wider (decision 081).
 * The table stays one element in the page, so its caption, headers and rows are the same for a
 * screen reader at any width. A cell's label is its column header, given by `cardLabel` and drawn
 * before its value on a phone only (the header row is hidden there); drawn by CSS, it is no part of
 * the cell's text.
 */
export const phoneCards = {
  table: 'max-md:block',
  head: 'max-md:hidden',
  body: 'max-md:block max-md:space-y-3',
  row: 'max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:bg-white max-md:px-4 max-md:py-3',
  cell: 'max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-2 max-md:gap-y-1 max-md:px-0 max-md:py-1 max-md:break-words max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]',
} as const;

/** The attribute that labels a cell of a card with its column header. */
export const cardLabel = (header: string) => ({ 'data-label': `${header}:` });
