import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@scrivania/core/messages.it';
import { type CommissionSettings, CommissionSettingsSchema } from '@scrivania/core/payouts/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useCommission, useSaveCommission } from '../api/admin-payouts.ts';

const m = messages.payouts.commissionPage;
const invalid = messages.payouts.commission.percentInvalid;

/** The field holds text (`12,35` or `12.35`); core's schema checks the number it stands for. */
const CommissionFormSchema = z.object({
  commission_percent: z
    .string()
    .trim()
    .min(1, { error: invalid })
    .regex(/^\d+([.,]\d+)?$/, { error: invalid })
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(CommissionSettingsSchema.shape.commission_percent),
});
type CommissionFormInput = z.input<typeof CommissionFormSchema>;

function CommissionForm({ current }: { current: number }) {
  const save = useSaveCommission();
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const form = useForm<CommissionFormInput, unknown, CommissionSettings>({
    resolver: zodResolver(CommissionFormSchema),
    defaultValues: { commission_percent: String(current).replace('.', ',') },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ commission_percent }) => {
    setFeedback(null);
    save.mutate(commission_percent, {
      onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.saveFailed) }),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={m.title} className="max-w-sm space-y-4">
      <Field
        label={m.label}
        inputMode="decimal"
        autoComplete="off"
        aria-describedby="commission-hint"
        error={errors.commission_percent?.message}
        {...form.register('commission_percent')}
      />
      <p id="commission-hint" className="text-sm text-slate-600">
        {m.hint}
      </p>
      <FormMessage feedback={feedback} />
      <Button type="submit" size="md" disabled={save.isPending}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}

/** Commissioni: the percentage the platform keeps on each new booking, from 0 to 50 with two decimals. */
export function CommissionPage() {
  const commission = useCommission();
  return (
    <>
      <PageTitle title={m.title} description={m.intro} />
      {commission.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessageOr(commission.error, m.loadFailed)}
        </p>
      ) : commission.data === undefined ? (
        <p role="status" className="text-slate-600">
          {messages.backOffice.table.loading}
        </p>
      ) : (
        <CommissionForm current={commission.data} />
      )}
    </>
  );
}
