import { useId, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { usePageSeo } from '../../seo/api/get-seo-details.ts';
import { useFaq } from '../api/get-faq.ts';

/** Questions and answers; opening one closes the one that was open. */
export function FaqPage() {
  usePageSeo('faq');
  const faq = useFaq();
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <>
      <PageHeader title="Domande frequenti" crumbs={[{ label: 'FAQ' }]} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {faq.data?.map((item) => {
            const open = openId === item._id;
            const panelId = `${baseId}-${item._id}`;
            return (
              <li key={item._id}>
                <h2>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : item._id)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50"
                  >
                    {item.question}
                    <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-45' : ''}`}>
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
      </div>
    </>
  );
}
