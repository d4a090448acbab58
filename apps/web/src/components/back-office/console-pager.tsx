import { messages } from '@scrivania/core/messages.it';
import { Link, useSearchParams } from 'react-router';

const m = messages.backOffice.console.pager;
const linkClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Previous and next for a console list (`{ page, has_more }`: the lists never count the whole table).
 * The page is in the address with the list's filters, so a page can be bookmarked and shared.
 */
export function ConsolePager({ page, hasMore }: { page: number; hasMore: boolean }) {
  const [search] = useSearchParams();
  if (page <= 1 && !hasMore) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(search);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={m.label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass}>
          {m.previous}
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page">{m.page(page)}</p>
      {hasMore ? (
        <Link to={to(page + 1)} className={linkClass}>
          {m.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
