import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { FaqSection } from './faq-section.tsx';
import { HelpArticlesSection } from './help-articles-section.tsx';
import { HelpCategoriesSection } from './help-categories-section.tsx';
import { PagesSection } from './pages-section.tsx';
import { SeoSection } from './seo-section.tsx';

const m = messages.content.admin;
const SECTIONS = ['faqs', 'pages', 'seo', 'help'] as const;
type Section = (typeof SECTIONS)[number];

/** Contenuti: the site's FAQ, pages, SEO texts and help centre, one section at a time. */
export function ContentAdminPage() {
  const [section, setSection] = useState<Section>('faqs');
  return (
    <div>
      <PageTitle title={m.title} description={m.ui.intro} />
      <nav aria-label={m.ui.sectionsLabel} className="mb-6 flex flex-wrap gap-2">
        {SECTIONS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={section === name}
            onClick={() => setSection(name)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              section === name
                ? 'bg-brand-700 text-white'
                : 'border border-slate-300 text-slate-800 hover:bg-slate-50'
            }`}
          >
            {m.sections[name]}
          </button>
        ))}
      </nav>
      {section === 'faqs' && <FaqSection />}
      {section === 'pages' && <PagesSection />}
      {section === 'seo' && <SeoSection />}
      {section === 'help' && (
        <div className="space-y-10">
          <HelpArticlesSection />
          <HelpCategoriesSection />
        </div>
      )}
    </div>
  );
}
