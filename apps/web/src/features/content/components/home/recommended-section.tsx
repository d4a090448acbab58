import type { ReactNode } from 'react';
import { SafeHtml } from '../../../../components/ui/safe-html.tsx';
import { useSection } from '../../api/get-section.ts';

/** Section 2's heading and text above `children`, the recommended properties. */
export function RecommendedSection({ children }: { children: ReactNode }) {
  const intro = useSection(2);
  return (
    <section aria-labelledby="recommended-title" className="mx-auto max-w-7xl px-4 py-16">
      {intro.data && (
        <div className="mb-8 max-w-2xl">
          <h2 id="recommended-title" className="text-3xl font-bold text-slate-900">
            {intro.data.title}
          </h2>
          <SafeHtml html={intro.data.short_desc} className="mt-2 text-slate-600" />
        </div>
      )}
      {children}
    </section>
  );
}
