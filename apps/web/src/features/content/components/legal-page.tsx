import type { SeoPage } from '@scrivania/core/content/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { usePageSeo } from '../../../lib/seo.ts';
import { usePrivacyPolicy } from '../api/get-privacy-policy.ts';
import { useTermsAndCondition } from '../api/get-terms-and-condition.ts';

interface LegalPageProps {
  seo: SeoPage;
  title: string;
  useHtml: () => UseQueryResult<string>;
}

/** A heading over the server's HTML; a failed load leaves the body empty (the error is logged). */
function LegalPage({ seo, title, useHtml }: LegalPageProps) {
  usePageSeo(seo);
  const html = useHtml();
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <SafeHtml html={html.data} as="article" className="prose-content mx-auto max-w-3xl px-4 py-10" />
    </>
  );
}

export const PrivacyPage = () => (
  <LegalPage seo="privacyPolicy" title={messages.content.privacy} useHtml={usePrivacyPolicy} />
);
export const TermsPage = () => (
  <LegalPage seo="terms" title={messages.content.terms} useHtml={useTermsAndCondition} />
);
