import { messages } from '@scrivania/core/messages.it';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { usePageSeo } from '../../../lib/seo.ts';
import { useBecomeHostContent } from '../api/get-become-host.ts';
import { BusinessSection } from './home/business-section.tsx';

const text = messages.content.becomeHost;

/** Where the host registration form goes, with its English messages (SPEC section 5). */
function BecomeHostFormSlot({ registerForm }: { registerForm: ReactNode }) {
  return (
    <section aria-labelledby="host-register" className="px-4 pb-12">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="host-register" className="mb-4 text-2xl font-bold text-slate-900">
          {text.registerHeading}
        </h2>
        {registerForm}
      </div>
    </section>
  );
}

/** The become-host page; `registerForm` is the account's registration form for hosts. */
export function BecomeHostPage({ registerForm }: { registerForm: ReactNode }) {
  usePageSeo('host');
  const content = useBecomeHostContent();
  const data = content.data;
  return (
    <>
      <PageHeader title={data?.title ?? text.title} crumbs={[{ label: text.title }]}>
        {data && <p className="mt-2 text-lg text-slate-600">{data.sub_title}</p>}
      </PageHeader>
      {data && (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <SafeHtml html={data.content} className="prose-content" />
        </div>
      )}
      <BusinessSection sectionId={4} />
      <section
        aria-labelledby={data ? 'host-footer' : undefined}
        className="mx-auto max-w-3xl px-4 pb-12 text-center"
      >
        {data && (
          <>
            <h2 id="host-footer" className="text-2xl font-bold text-slate-900">
              {data.footer_heading}
            </h2>
            <SafeHtml html={data.footer_content} className="mt-3 text-slate-600" />
          </>
        )}
        <Link
          to="/contact"
          className="mt-4 inline-block font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {text.contactLink}
        </Link>
      </section>
      <BecomeHostFormSlot registerForm={registerForm} />
    </>
  );
}
