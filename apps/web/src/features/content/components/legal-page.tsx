import type { SeoPage } from '@scrivania/core/schemas/content';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { usePageSeo } from '../../seo/api/get-seo-details.ts';
import { type LegalPage as LegalPageName, useLegalPage } from '../api/get-legal-page.ts';

function LegalPage({ page, seo, title }: { page: LegalPageName; seo: SeoPage; title: string }) {
  usePageSeo(seo);
  const html = useLegalPage(page);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <SafeHtml html={html.data} as="article" className="prose-content mx-auto max-w-3xl px-4 py-10" />
    </>
  );
}

export const PrivacyPage = () => (
  <LegalPage page="privacy-policy" seo="privacyPolicy" title="Privacy Policy" />
);
export const TermsPage = () => (
  <LegalPage page="terms-and-condition" seo="terms" title="Termini & Condizioni" />
);
