import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminFaqBody, AdminFaqBodySchema } from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, TextArea } from '../../../../components/ui/field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';

const m = messages.content.admin;

/** One FAQ's question and answer over the core schema: the browser refuses what the server would. */
export function FaqForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: AdminFaqBody;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: AdminFaqBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<AdminFaqBody>({
    resolver: zodResolver(AdminFaqBodySchema),
    defaultValues: initial ?? { question: '', answer: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!initial) form.reset({ question: '', answer: '' });
    } catch (error) {
      // The server's refusal goes next to the field it names, or under the form.
      const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      const field = (['question', 'answer'] as const).find((name) => fieldErrors[name]);
      form.setError(field ?? 'root', {
        type: 'server',
        message:
          (field && fieldErrors[field]) || (error instanceof ApiError && error.message) || m.ui.saveFailed,
      });
    }
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
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {m.ui.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
