import { messages } from '@scrivania/core/messages.it';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Photo } from '../../../components/ui/photo.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { useHelpCenterArticle } from '../api/get-help-center-detail.ts';
import { useHelpCenterArticleSeo } from '../api/get-help-center-detail-api.ts';

const text = messages.content.helpCenter;

/** One help-center article; a failed load leaves the page under its breadcrumb empty (logged). */
export function HelpCenterViewPage() {
  const { id = '' } = useParams();
  const article = useHelpCenterArticle(id);
  const seo = useHelpCenterArticleSeo(id);
  useDocumentMeta(
    seo.data && { title: seo.data.page_title, description: seo.data.meta_desc, keywords: seo.data.keywords },
  );
  const title = article.data?.title ?? text.article;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: text.title, to: paths.helpCenter }, { label: title }]} />
      {article.data && (
        <article className="mx-auto max-w-3xl px-4 py-10">
          <Photo
            fileName={article.data.photo}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="aspect-[3/2] w-full rounded-2xl object-cover"
          />
          <SafeHtml html={article.data.description} className="prose-content mt-8" />
        </article>
      )}
    </>
  );
}
