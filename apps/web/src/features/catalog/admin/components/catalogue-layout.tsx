import { messages } from '@scrivania/core/messages.it';
import { NavLink, Outlet } from 'react-router';
import { adminPaths } from '../../../../lib/admin-paths.ts';

const m = messages.hostCatalog.admin;

const sections = [
  { to: adminPaths.catalog, label: m.categories, end: true },
  { to: adminPaths.catalogCities, label: m.cities, end: false },
  { to: adminPaths.catalogServices, label: m.services, end: false },
  { to: adminPaths.catalogListings, label: m.listings, end: false },
] as const;

/** Catalogo: its four lists as sub-pages, each with its own address, under one row of links. */
export function CatalogueLayout() {
  return (
    <>
      <nav aria-label={m.sectionsLabel} className="mb-6 flex flex-wrap gap-2">
        {sections.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            end={section.end}
            className={({ isActive }) =>
              `rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                isActive
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white hover:bg-slate-50'
              }`
            }
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
