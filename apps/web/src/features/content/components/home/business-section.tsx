import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Photo } from '../../../../components/ui/photo.tsx';
import { SafeHtml } from '../../../../components/ui/safe-html.tsx';
import { useSection } from '../../api/get-section.ts';

/** A business section (page sections 5 and 4) with its call to the contact page. */
export function BusinessSection({ sectionId, reversed = false }: { sectionId: 4 | 5; reversed?: boolean }) {
  const { data } = useSection(sectionId);
  if (!data) return null;
  const titleId = `business-${sectionId}`;
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 py-16">
      <div
        className={`grid items-center gap-10 md:grid-cols-2 ${reversed ? 'md:[&>*:first-child]:order-2' : ''}`}
      >
        <Photo
          fileName={data.photo}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] w-full rounded-2xl object-cover"
        />
        <div>
          <h2 id={titleId} className="text-3xl font-bold text-slate-900">
            {data.title}
          </h2>
          <SafeHtml html={data.short_desc} className="mt-4 text-slate-600" />
          <SafeHtml html={data.short_desc_2} className="mt-3 text-slate-600" />
          <ButtonLink to="/contact" className="mt-6">
            Contattaci Ora!
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
