import { messages } from '@scrivania/core/messages.it';
import { type ReactNode, useState } from 'react';
import { Link, NavLink, ScrollRestoration } from 'react-router';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { useLogout } from '../../lib/logout.ts';
import { useNoIndex } from '../../lib/no-index.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { Logo } from '../layout/logo.tsx';

const m = messages.backOffice;
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export interface BackOfficeNavItem {
  label: string;
  to: string;
  /** Only the exact address marks it current (a front page is the prefix of every other). */
  end?: boolean;
}

/** Following a link closes the narrow screens' menu. */
function SectionLinks({
  items,
  onNavigate,
}: {
  items: readonly BackOfficeNavItem[];
  onNavigate: () => void;
}) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end ?? false}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 font-medium ${focusRing} ${
                isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A back-office's frame (the host area's and the operator console's): a skip link, a bar with who is
 * signed in, the sections' navigation (a side column on wide screens, a menu button on narrow ones)
 * and the screen, which the caller wraps in its own access guard.
 */
export function BackOfficeFrame({
  title,
  navLabel,
  navId,
  items,
  children,
}: {
  title: string;
  navLabel: string;
  navId: string;
  items: readonly BackOfficeNavItem[];
  children: ReactNode;
}) {
  useNoIndex();
  useDocumentMeta({ title });
  const session = useSession();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-screen bg-slate-50 text-slate-800">
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {m.skipToContent}
      </a>
      <header className="border-b border-slate-200 bg-white">
        {/* On a phone the buttons go under the title rather than past the screen's edge. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <Link to={paths.home} className={`rounded ${focusRing}`} aria-label={m.backToSite}>
              <Logo />
            </Link>
            <span className="font-semibold text-slate-700">{title}</span>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {session.status === 'logged-in' && (
              <span className="hidden text-slate-600 sm:inline">{m.signedInAs(session.user.name)}</span>
            )}
            <button
              type="button"
              onClick={() => logout.mutate()}
              className={`rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 ${focusRing}`}
            >
              {m.logout}
            </button>
            <button
              type="button"
              className={`rounded-md border border-slate-300 px-3 py-1.5 font-medium md:hidden ${focusRing}`}
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? m.closeMenu : m.openMenu}
            </button>
          </div>
        </div>
      </header>
      <div className="md:flex">
        <nav
          id={navId}
          aria-label={navLabel}
          className={`${menuOpen ? 'block' : 'hidden'} border-b border-slate-200 bg-white p-3 md:block md:min-h-[calc(100vh-4rem)] md:w-56 md:shrink-0 md:border-r md:border-b-0`}
        >
          <SectionLinks items={items} onNavigate={() => setMenuOpen(false)} />
        </nav>
        <main id="contenuto" tabIndex={-1} className="min-w-0 flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
