import {
  type AdminFaq,
  type AdminFaqBody,
  AdminFaqBodySchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { Field, TextArea } from '../../../../components/ui/field.tsx';
import { SectionFormFoot, type SectionFormProps, useSectionForm } from './records-section.tsx';

const m = messages.content.admin;

/** One FAQ's question and answer over the core schema: the browser refuses what the server would. */
export function FaqForm({ row: faq, onSubmit, ...foot }: SectionFormProps<AdminFaq, AdminFaqBody>) {
  const { form, errors, submit } = useSectionForm({
    schema: AdminFaqBodySchema,
    empty: { question: '', answer: '' },
    current: faq && { question: faq.question, answer: faq.answer },
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field label={m.fields.question} error={errors.question?.message} {...form.register('question')} />
      <TextArea
        label={m.fields.answer}
        error={errors.answer?.message}
        rows={4}
        {...form.register('answer')}
      />
      <p className="text-xs text-slate-500">{m.ui.htmlHint}</p>
      <SectionFormFoot error={errors.root?.message} {...foot} />
    </form>
  );
}
