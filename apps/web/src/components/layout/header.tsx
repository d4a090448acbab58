import type { MenuCategory } from '@scrivania/core/catalog/schemas';
import { commonMessages } from '@scrivania/core/common-messages.it';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useHydrated } from '../../lib/hydration.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { Logo } from './logo.tsx';

// Only a signed-in visitor sees the account menu: guests, most of the first loads, never download it.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded px-1.5 py-2 text-sm xl:px-1 hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'text-brand-700 font-semibold' : ''}`;

/** The menu's categories, from the catalog, while they load and once they arrive. */
export interface MenuCategories {
  categories: readonly MenuCategory[];
  isLoading: boolean;
}

function MenuLinks({
  loggedIn,
  menu: { categories, isLoading },
}: {
  loggedIn: boolean;
  menu: MenuCategories;
}) {
  return (
    // Categories come from the catalogue and may grow: past one line they wrap, never pushing the
    // account links off the screen.
    <ul className="flex flex-col gap-1 xl:flex-row xl:flex-wrap xl:items-center xl:justify-end xl:gap-0">
      <li>
        <NavLink to={paths.home} end className={linkClass}>
          Home
        </NavLink>
      </li>
      {!loggedIn && (
        <li>
          <NavLink to={paths.becomeHost} className={linkClass}>
            Diventa Host
          </NavLink>
        </li>
      )}
      {isLoading ? (
        <li className="px-3 py-2 text-slate-500">{commonMessages.loading}</li>
      ) : (
        categories.map((category) => (
          <li key={category._id}>
            <NavLink to={paths.category(category._id)} className={linkClass}>
              {category.category_name}
            </NavLink>
          </li>
        ))
      )}
      <li>
        <NavLink to="/contact" className={linkClass}>
          Contattaci
        </NavLink>
      </li>
    </ul>
  );
}

export function Header({ menu }: { menu: MenuCategories }) {
  const session = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const navId = useId();
  const location = useLocation();
  const loggedIn = session.status === 'logged-in';
  // On a page the server rendered the menu opens only once the app runs: until then a tap would be lost.
  const live = useHydrated();

  useEffect(() => {
    // A followed link closes the mobile menu.
    if (location.key) setMobileOpen(false);
  }, [location.key]);

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to={paths.home} aria-label="Scrivania, vai alla home" className="shrink-0">
          <Logo />
        </Link>
        <button
          type="button"
          className="ml-auto rounded p-2 xl:hidden"
          aria-expanded={mobileOpen}
          disabled={!live}
          aria-controls={navId}
          aria-label={mobileOpen ? 'Chiudi il menu' : 'Apri il menu'}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <Icon className="size-6">
            {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </Icon>
        </button>
        <div
          id={navId}
          className={`${mobileOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-3 border-b border-slate-200 bg-white p-4 xl:static xl:ml-auto xl:flex xl:min-w-0 xl:flex-row xl:items-center xl:border-0 xl:p-0`}
        >
          <nav aria-label="Menu principale" className="xl:min-w-0">
            <MenuLinks loggedIn={loggedIn} menu={menu} />
          </nav>
          <div className="flex flex-wrap items-center gap-2 xl:ml-1 xl:shrink-0 xl:flex-nowrap">
            {session.status === 'logged-in' ? (
              <Suspense fallback={null}>
                <UserMenu name={session.user.name} avatar={session.user.avatar} role={session.user.role} />
              </Suspense>
            ) : (
              <>
                <ButtonLink to={paths.login} size="sm" className="whitespace-nowrap">
                  Accedi
                </ButtonLink>
                <a
                  href={siteConfig.hostBackofficeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="whitespace-nowrap rounded-md border border-brand-700 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  Accesso Host
                </a>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
