import { Link } from 'react-router';

export interface PagerTexts {
  /** The navigation's name for screen readers ('Pagine dei risultati'). */
  label: string;
  previous: string;
  next: string;
}

const linkClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The address of another page of a list: the same query with its page (none for the first). */
export function pageQuery(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next.toString();
}

/**
 * Previous and next of a paged list. They are links to the page's own address, so a page can be
 * bookmarked and shared, and on a page the server rendered they work before the app runs.
 */
export function Pager({
  texts,
  page,
  hasNext,
  status,
  to,
}: {
  texts: PagerTexts;
  page: number;
  hasNext: boolean;
  /** Where the list is: 'Pagina 2 di 5', or 'Pagina 2' for a list that is not counted. */
  status: string;
  to: (page: number) => string;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={texts.label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass}>
          {texts.previous}
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page">{status}</p>
      {hasNext ? (
        <Link to={to(page + 1)} className={linkClass}>
          {texts.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
