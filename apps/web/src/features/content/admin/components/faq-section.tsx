import type { AdminFaq } from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useAdminFaqs, useCreateFaq, useDeleteFaq, useReorderFaqs, useUpdateFaq } from '../api/admin-faqs.ts';
import { FaqForm } from './faq-form.tsx';
import { RecordsSection } from './records-section.tsx';
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
  const items = faqs.data ?? [];

  return (
    <RecordsSection
      id="faq-heading"
      title={m.sections.faqs}
      level={2}
      query={faqs}
      items={items}
      empty={m.ui.noFaqs}
      ordered
      name={(faq) => faq.question}
      summary={(faq, index) => (
        <p className="font-medium text-slate-900">
          <span className="sr-only">
            {m.ui.position} {index + 1}:{' '}
          </span>
          {faq.question}
        </p>
      )}
      rowButtons={(faq, index, { saved, failed }) => (
        <>
          <SecondaryButton
            aria-label={`${m.ui.moveUp}: ${faq.question}`}
            disabled={index === 0 || reorder.isPending}
            onClick={() => reorder.mutate(movedIds(items, index, -1), { onSuccess: saved, onError: failed })}
          >
            ↑
          </SecondaryButton>
          <SecondaryButton
            aria-label={`${m.ui.moveDown}: ${faq.question}`}
            disabled={index === items.length - 1 || reorder.isPending}
            onClick={() => reorder.mutate(movedIds(items, index, 1), { onSuccess: saved, onError: failed })}
          >
            ↓
          </SecondaryButton>
        </>
      )}
      newTitle={m.ui.newFaq}
      addLabel={m.ui.addFaq}
      deleteTitle={m.ui.deleteFaqTitle}
      deleteWarning={m.ui.deleteWarning}
      create={create}
      update={update}
      remove={remove}
      form={(form) => <FaqForm {...form} />}
    />
  );
}
