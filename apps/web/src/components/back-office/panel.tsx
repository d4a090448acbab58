import type { ReactNode } from 'react';
import { Link } from 'react-router';

const linkClass =
  'rounded text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A dashboard's panel: its title, a link to the screen it summarises, what it shows. */
export function Panel({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <Link to={link.to} className={linkClass}>
          {link.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
