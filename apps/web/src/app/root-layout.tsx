import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AdoptedApart } from '../components/layout/adopted-apart.tsx';
import { CtaBand, isHelpCenterPath } from '../components/layout/cta-band.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { useMenuCategories } from '../features/catalog/api/get-menu.ts';
import { usePopularCities } from '../features/catalog/api/get-popular-cities.ts';
import { useSupportEmail } from '../features/content/api/get-contact-page-data.ts';
import { useFooter } from '../features/content/api/get-footer.ts';
import { useSection } from '../features/content/api/get-section.ts';
import { useCopyrightYear } from '../lib/copyright-year.ts';

// The shell's pieces draw what they are given; these give them the features' data, each asking for its
// own so that an answer re-renders only the piece that shows it.

export function SiteHeader() {
  return <Header menu={useMenuCategories()} />;
}

export function SiteFooter() {
  return <Footer cities={usePopularCities().data} footer={useFooter().data} year={useCopyrightYear()} />;
}

export function SiteCtaBand() {
  const onHelpCenter = isHelpCenterPath(useLocation().pathname);
  const section = useSection(7);
  const supportEmail = useSupportEmail(onHelpCenter);
  return <CtaBand section={section.data} onHelpCenter={onHelpCenter} supportEmail={supportEmail.data} />;
}

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Vai al contenuto
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the band and footer never sit in view while a page is still loading and then jump down. */}
      <main id="contenuto" className="min-h-screen flex-1">
        <AdoptedApart>
          <Outlet />
        </AdoptedApart>
      </main>
      {/* The header is adopted first, with the page's frame: its menu answers at once. */}
      <AdoptedApart>
        <SiteCtaBand />
        <SiteFooter />
      </AdoptedApart>
      <ScrollRestoration />
    </div>
  );
}
