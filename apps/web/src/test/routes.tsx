import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';

/** Shows where the router ended up, so a test can read the destination of a redirect. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname}${location.search}`}</p>;
}

/** The screen under test at `path`, any other address rendered as a landing marker. */
export function AtRoute({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<Landing />} />
    </Routes>
  );
}

/** Answers the SEO call of a page so it stays quiet; everything else goes to `rest`. */
export const withSeo =
  (rest: (path: string) => { status?: number; body: unknown }) =>
  (path: string): { status?: number; body: unknown } =>
    path.startsWith('seo-details/')
      ? { body: { success: true, data: { page_title: 'Pagina', meta_desc: '', keywords: '' } } }
      : rest(path);
