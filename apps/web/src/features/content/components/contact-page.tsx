import { imageSrcSet, imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { usePageSeo } from '../../seo/api/get-seo-details.ts';
import { useContactPageData } from '../api/get-contact-page-data.ts';
import { ContactForm } from './contact-form.tsx';

const CATEGORY_LINKS = [
  { id: 1, label: 'Day Office' },
  { id: 2, label: 'Coworking' },
  { id: 3, label: 'Sala Riunioni' },
] as const;

function ContactInfo() {
  const page = useContactPageData();
  if (page.isPending) return <p>{messages.common.loading}</p>;
  if (page.isError)
    return (
      <p role="alert" className="text-red-700">
        {messages.contact.pageLoadFailed}
      </p>
    );
  const data = page.data;
  return (
    <div className="space-y-5">
      {data.image && (
        <img
          src={imageUrl(data.image)}
          srcSet={imageSrcSet(data.image)}
          sizes="(min-width: 1024px) 40vw, 100vw"
          alt=""
          width={960}
          height={640}
          className="aspect-[3/2] w-full rounded-2xl object-cover"
        />
      )}
      <h2 className="text-2xl font-bold text-slate-900">{data.title}</h2>
      <SafeHtml html={data.content} className="text-slate-600" />
      <ul className="space-y-3">
        {data.headings.map((heading) => (
          <li key={heading.text} className="flex items-center gap-3">
            {heading.image && (
              <img
                src={imageUrl(heading.image, 480)}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-lg"
              />
            )}
            <span>{heading.text}</span>
          </li>
        ))}
      </ul>
      <SafeHtml html={data.extra_content} className="text-slate-600" />
      <SafeHtml html={data.extra_content_2} className="text-slate-600" />
      {data.phone && (
        <p>
          Telefono:{' '}
          <a
            href={`tel:${data.phone.replace(/\s/g, '')}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {data.phone}
          </a>
        </p>
      )}
    </div>
  );
}

export function ContactPage() {
  usePageSeo('contact');
  return (
    <>
      <PageHeader title="Contattaci" crumbs={[{ label: 'Contattaci' }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
        <aside className="lg:col-span-2">
          <ContactInfo />
        </aside>
      </div>
      <nav aria-label="Cerca per categoria" className="mx-auto max-w-7xl px-4 pb-12">
        <ul className="flex flex-wrap gap-3">
          {CATEGORY_LINKS.map((category) => (
            <li key={category.id}>
              <Link
                to={paths.category(category.id)}
                className="inline-block rounded-full border border-brand-700 px-4 py-2 text-brand-800 hover:bg-brand-50"
              >
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
