import { messages } from '@scrivania/core/messages.it';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Photo } from '../../../components/ui/photo.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageSeo } from '../../../lib/seo.ts';
import { useAbout } from '../api/get-about.ts';
import { ContactForm } from './contact-form.tsx';

const text = messages.content.about;

function AboutContent() {
  const about = useAbout();
  if (about.isPending) return <p className="py-10">{messages.common.loading}</p>;
  if (about.isError)
    return (
      <p role="alert" className="py-10 text-red-700">
        {messages.content.about.exception}
      </p>
    );
  if (about.data.data.error)
    return (
      <p role="alert" className="py-10 text-red-700">
        {messages.content.about.flagError}
      </p>
    );
  const data = about.data.data.data;
  const counters = [
    [text.counters.years, data.year_of_exp],
    [text.counters.rented, data.total_rented_property],
    [text.counters.customers, data.happy_customer],
    [text.counters.listed, data.total_listed_property],
  ] as const;
  return (
    <>
      <div className="grid items-center gap-10 py-12 md:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold text-slate-900">{data.title}</h2>
          <SafeHtml html={data.short_desc} className="mt-4 space-y-3 text-slate-600" />
          <ButtonLink to={paths.exploreProperty} className="mt-6">
            {text.explore}
          </ButtonLink>
        </div>
        <Photo
          fileName={data.photo}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority
          className="aspect-[3/2] w-full rounded-2xl object-cover"
        />
      </div>
      <dl className="grid grid-cols-2 gap-6 rounded-2xl bg-brand-800 p-8 text-white md:grid-cols-4">
        {counters.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-brand-100">{label}</dt>
            <dd className="text-3xl font-bold">{`${value}+`}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function AboutPage() {
  usePageSeo('about');
  return (
    <>
      <PageHeader title={text.title} crumbs={[{ label: text.title }]} />
      <div className="mx-auto max-w-7xl px-4">
        <AboutContent />
        <section aria-labelledby="about-contact" className="py-12">
          <h2 id="about-contact" className="mb-6 text-2xl font-bold text-slate-900">
            {text.formHeading}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
