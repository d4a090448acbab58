import { messages } from '@scrivania/core/messages.it';

const m = messages.booking.admin.screens;

/** Previous / next under a console list: lists answer `has_more` instead of a total. */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 1 && !hasMore) return null;
  const button =
    'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50';
  return (
    <nav aria-label={m.pageOf(page)} className="mt-4 flex items-center justify-end gap-3">
      <button type="button" className={button} disabled={page === 1} onClick={() => onPage(page - 1)}>
        {m.previous}
      </button>
      <span className="text-sm text-slate-600">{m.pageOf(page)}</span>
      <button type="button" className={button} disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {m.next}
      </button>
    </nav>
  );
}

/** A small outlined button of a table row. */
export const rowButton =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50';
