import type { ReactNode } from 'react';
import { Photo } from '../../../../components/ui/photo.tsx';
import { useSection } from '../../api/get-section.ts';

/** The hero; `searchForm` follows the headline. */
export function Hero({ searchForm }: { searchForm: ReactNode }) {
  const { data } = useSection(1);
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
        <div className="mt-8">{searchForm}</div>
      </div>
    </section>
  );
}
