import type { AdminFaq } from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useAdminFaqs, useCreateFaq, useDeleteFaq, useReorderFaqs, useUpdateFaq } from '../api/admin-faqs.ts';
import { FaqForm } from './faq-form.tsx';
import { SecondaryButton } from './secondary-button.tsx';

const m = messages.content.admin;

/** The ids with the FAQ at `index` moved one place by `step` (-1 up, +1 down). */
export function movedIds(faqs: readonly AdminFaq[], index: number, step: -1 | 1): number[] {
  const ids = faqs.map((faq) => faq._id);
  const other = index + step;
  const a = ids[index];
  const b = ids[other];
  if (a === undefined || b === undefined) return ids;
  ids[index] = b;
  ids[other] = a;
  return ids;
}

/** The FAQ: the list in the public order, moved with up/down buttons, edited in place, deleted after a confirm. */
export function FaqSection() {
  const faqs = useAdminFaqs();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  const reorder = useReorderFaqs();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const saved = () => setFeedback({ kind: 'success', text: m.ui.saved });
  const failed = (error: unknown) =>
    setFeedback({ kind: 'error', text: serverMessageOr(error, m.ui.saveFailed) });

  if (faqs.isError) return <FormMessage feedback={{ kind: 'error', text: m.ui.loadFailed }} />;
  const items = faqs.data ?? [];

  return (
    <section aria-labelledby="faq-heading" className="space-y-6">
      <h2 id="faq-heading" className="text-xl font-semibold text-slate-900">
        {m.sections.faqs}
      </h2>
      <FormMessage feedback={feedback} />
      {faqs.isSuccess && items.length === 0 && <p className="text-slate-600">{m.ui.noFaqs}</p>}
      <ol className="space-y-3">
        {items.map((faq, index) => (
          <li key={faq._id} className="rounded-lg border border-slate-200 bg-white p-4">
            {editing === faq._id ? (
              <FaqForm
                initial={{ question: faq.question, answer: faq.answer }}
                submitLabel={m.ui.save}
                busy={update.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={async (body) => {
                  await update.mutateAsync({ id: faq._id, body });
                  setEditing(null);
                  saved();
                }}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <p className="font-medium text-slate-900">
                  <span className="sr-only">
                    {m.ui.position} {index + 1}:{' '}
                  </span>
                  {faq.question}
                </p>
                <div className="flex flex-wrap gap-2">
                  <SecondaryButton
                    aria-label={`${m.ui.moveUp}: ${faq.question}`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() =>
                      reorder.mutate(movedIds(items, index, -1), { onSuccess: saved, onError: failed })
                    }
                  >
                    ↑
                  </SecondaryButton>
                  <SecondaryButton
                    aria-label={`${m.ui.moveDown}: ${faq.question}`}
                    disabled={index === items.length - 1 || reorder.isPending}
                    onClick={() =>
                      reorder.mutate(movedIds(items, index, 1), { onSuccess: saved, onError: failed })
                    }
                  >
                    ↓
                  </SecondaryButton>
                  <SecondaryButton
                    aria-label={`${m.ui.edit}: ${faq.question}`}
                    onClick={() => setEditing(faq._id)}
                  >
                    {m.ui.edit}
                  </SecondaryButton>
                  <SecondaryButton
                    danger
                    aria-label={`${m.ui.delete}: ${faq.question}`}
                    onClick={() => setDeleting(faq)}
                  >
                    {m.ui.delete}
                  </SecondaryButton>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="mb-3 font-semibold text-slate-900">{m.ui.newFaq}</h3>
        <FaqForm
          submitLabel={m.ui.addFaq}
          busy={create.isPending}
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            saved();
          }}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={m.ui.deleteFaqTitle}
        confirmLabel={m.ui.delete}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: saved,
            onError: failed,
            onSettled: () => setDeleting(null),
          });
        }}
      >
        <p className="font-medium">{deleting?.question}</p>
        <p className="mt-2">{m.ui.deleteWarning}</p>
      </ConfirmDialog>
    </section>
  );
}
