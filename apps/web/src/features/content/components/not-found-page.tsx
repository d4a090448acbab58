import { messages } from '@scrivania/core/messages.it';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';

export function NotFoundPage() {
  useDocumentMeta({ title: messages.content.notFound.title });
  return (
    <>
      <PageHeader
        title={messages.content.notFound.title}
        crumbs={[{ label: messages.content.notFound.title }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-4xl font-bold text-brand-800">{messages.content.notFound.heading}</p>
        <p className="mt-3 text-slate-600">{messages.content.notFound.text}</p>
      </div>
    </>
  );
}
