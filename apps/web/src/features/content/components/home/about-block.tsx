import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Photo } from '../../../../components/ui/photo.tsx';
import { SafeHtml } from '../../../../components/ui/safe-html.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useSection } from '../../api/get-section.ts';

export function AboutBlock() {
  const { data } = useSection(6);
  if (!data) return null;
  return (
    <section aria-labelledby="about-block-title" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2">
        <div>
          <h2 id="about-block-title" className="text-3xl font-bold text-slate-900">
            {data.title}
          </h2>
          <SafeHtml html={data.short_desc} className="mt-4 text-slate-600" />
          <ButtonLink to={paths.becomeHost} className="mt-6">
            Diventa Host
          </ButtonLink>
        </div>
        <Photo
          fileName={data.photo}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] w-full rounded-2xl object-cover"
        />
      </div>
    </section>
  );
}
