import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Casa > … > current page; the last crumb is the page itself. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Percorso" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {[{ label: 'Casa', to: '/' }, ...items].map((item, index, all) => {
          const last = index === all.length - 1;
          return (
            <li key={item.to ?? item.label} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-slate-900' : ''}
                >
                  {item.label}
                </span>
              )}
              {!last && <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
