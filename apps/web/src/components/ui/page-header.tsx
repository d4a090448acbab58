import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';

/** The band at the top of content pages: breadcrumb, title and an optional subtitle. */
export function PageHeader({
  title,
  crumbs,
  children,
}: {
  title: ReactNode;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Breadcrumb items={crumbs} />
        <h1 className="mt-3 text-3xl font-bold text-slate-900 md:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
