import { Outlet, ScrollRestoration } from 'react-router';
import { CtaBand } from './cta-band.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Vai al contenuto
      </a>
      <Header />
      {/* At least a screen tall, so the band and footer never sit in view while a page is still loading and then jump down. */}
      <main id="contenuto" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <CtaBand />
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
