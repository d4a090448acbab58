import { Link } from 'react-router';

export interface PageLinksTexts {
  /** The navigation's name for screen readers ('Paginazione'). */
  label: string;
  previous: string;
  next: string;
  /** A number's name for screen readers: 'Pagina 3'. */
  page: (page: number) => string;
}

/**
 * The pages a pager names: the first, the last, the current one and its neighbours. A gap of one page
 * shows that page (a gap sign would take its place anyway); a longer gap is one 'gap'.
 */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let before = 0;
  for (const page of shown) {
    if (page - before === 2) items.push(before + 1);
    else if (page - before > 2) items.push('gap');
    items.push(page);
    before = page;
  }
  return items;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const linkClass = `${itemClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const currentClass = `${itemClass} border-brand-700 bg-brand-700 text-white`;

/**
 * Numbered pages of a list, with previous and next. Every page is a link to its own address (`to`),
 * so search engines follow them and a page works before the app runs; the app follows them without
 * reloading. Nothing is drawn for a list of one page.
 */
export function PageLinks({
  texts,
  page,
  pages,
  to,
}: {
  texts: PageLinksTexts;
  page: number;
  pages: number;
  to: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const items = pageNumbers(page, pages);
  return (
    <nav aria-label={texts.label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} rel="prev" className={linkClass}>
              {texts.previous}
            </Link>
          </li>
        )}
        {items.map((item, index) =>
          item === 'gap' ? (
            // A gap always follows a number, which names it.
            <li
              key={`gap-after-${String(items[index - 1])}`}
              aria-hidden="true"
              className="px-1 text-slate-500"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-label={texts.page(item)}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? currentClass : linkClass}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={to(page + 1)} rel="next" className={linkClass}>
              {texts.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
