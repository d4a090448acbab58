import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { FeaturedCategoryLinks } from '../../../components/layout/featured-category-links.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Photo } from '../../../components/ui/photo.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { usePageSeo } from '../../../lib/seo.ts';
import { useContactPageData } from '../api/get-contact-page-data.ts';
import { ContactForm } from './contact-form.tsx';

const text = messages.content.contact;

function ContactInfo() {
  const page = useContactPageData();
  if (page.isPending) return <p>{messages.common.loading}</p>;
  if (page.isError)
    return (
      <p role="alert" className="text-red-700">
        {messages.content.contact.pageLoadFailed}
      </p>
    );
  const data = page.data;
  return (
    <div className="space-y-5">
      <Photo
        fileName={data.image}
        sizes="(min-width: 1024px) 40vw, 100vw"
        className="aspect-[3/2] w-full rounded-2xl object-cover"
      />
      <h2 className="text-2xl font-bold text-slate-900">{data.title}</h2>
      <SafeHtml html={data.content} className="text-slate-600" />
      <ul className="space-y-3">
        {data.headings.map((heading) => (
          <li key={`${heading.image}-${heading.text}`} className="flex items-center gap-3">
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
          {text.phone}:{' '}
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

/** The contact page; `categoryName` gives the catalog's current name of a featured category, once known. */
export function ContactPage({ categoryName }: { categoryName?: (id: number) => string | undefined }) {
  usePageSeo('contact');
  return (
    <>
      <PageHeader title={text.title} crumbs={[{ label: text.title }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
        <aside className="lg:col-span-2">
          <ContactInfo />
        </aside>
      </div>
      <FeaturedCategoryLinks
        label={text.categoriesLabel}
        categoryName={categoryName}
        className="mx-auto max-w-7xl px-4 pb-12"
      />
    </>
  );
}
