import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Photo } from '../../../../components/ui/photo.tsx';
import { useSection } from '../../api/get-section.ts';

/** The hero; `searchForm` follows the headline, mounted after the first paint (it may load its code lazily). */
export function Hero({ searchForm }: { searchForm: ReactNode }) {
  const { data } = useSection(1);
  // Mounted only after the first paint, so the form's script is never on the critical path.
  const [showSearch, setShowSearch] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShowSearch(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <section className="relative isolate overflow-hidden bg-brand-900">
      <Photo
        fileName={data?.photo}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
      />
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 py-20 text-white">
        {data && (
          <>
            <h1 className="max-w-3xl text-4xl font-bold leading-tight md:text-5xl">{data.title}</h1>
            {data.short_desc && <p className="mt-4 max-w-2xl text-lg text-brand-50">{data.short_desc}</p>}
          </>
        )}
        <div className="mt-8 min-h-24">{showSearch && <Suspense fallback={null}>{searchForm}</Suspense>}</div>
      </div>
    </section>
  );
}
