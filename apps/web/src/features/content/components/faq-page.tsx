import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { usePageSeo } from '../../../lib/seo.ts';
import { faqStructuredData } from '../../../lib/structured-data.ts';
import { useFaq } from '../api/get-faq.ts';

const text = messages.content.faq;

/** Questions and answers; opening one closes the one that was open. */
export function FaqPage() {
  const faq = useFaq();
  usePageSeo('faq', faq.data && { structuredData: [faqStructuredData(faq.data)] });
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  // On the server's page a question opens only once the app runs: until then a click would be lost.
  const live = useHydrated();
  return (
    <>
      <PageHeader title={text.title} crumbs={[{ label: text.crumb }]} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {faq.data && faq.data.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {faq.data.map((item) => {
              const open = openId === item._id;
              const panelId = `${baseId}-${item._id}`;
              return (
                <li key={item._id}>
                  <h2>
                    <button
                      type="button"
                      aria-expanded={open}
                      disabled={!live}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : item._id)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
                    >
                      {item.question}
                      <span
                        aria-hidden="true"
                        className={`text-xl text-brand-700 transition-transform ${open ? 'rotate-45' : ''}`}
                      >
                        +
                      </span>
                    </button>
                  </h2>
                  <div id={panelId} hidden={!open} className="px-5 pb-5 text-slate-600">
                    <SafeHtml html={item.answer} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
