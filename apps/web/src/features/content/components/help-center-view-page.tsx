import { useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Photo } from '../../../components/ui/photo.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useHelpCenterArticle, useHelpCenterArticleSeo } from '../api/get-help-center.ts';

export function HelpCenterViewPage() {
  const { id = '' } = useParams();
  const article = useHelpCenterArticle(id);
  const seo = useHelpCenterArticleSeo(id);
  useDocumentMeta(
    seo.data && { title: seo.data.page_title, description: seo.data.meta_desc, keywords: seo.data.keywords },
  );
  const crumbs = [
    { label: 'Centro assistenza', to: paths.helpCenter },
    { label: article.data?.title ?? 'Articolo' },
  ];

  if (article.isError) {
    return <PageHeader title="Articolo non trovato" crumbs={crumbs} />;
  }
  return (
    <>
      <PageHeader title={article.data?.title ?? ''} crumbs={crumbs} />
      {article.data && (
        <article className="mx-auto max-w-3xl px-4 py-10">
          <Photo
            fileName={article.data.photo}
            sizes="(min-width: 768px) 768px, 100vw"
            className="aspect-[3/2] w-full rounded-2xl object-cover"
          />
          <SafeHtml html={article.data.description} className="prose-content mt-8" />
        </article>
      )}
    </>
  );
}
