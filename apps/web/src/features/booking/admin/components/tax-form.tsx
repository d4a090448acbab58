import {
  type AdminTax,
  type AdminTaxBody,
  AdminTaxBodySchema,
} from '@scrivania/core/booking/admin-tax-schemas';
import { messages } from '@scrivania/core/messages.it';
import {
  CheckboxField,
  ConsoleFormFoot,
  useConsoleForm,
} from '../../../../components/back-office/console-form.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';

const m = messages.booking.admin.screens;
const x = m.taxes;

/** Create or edit a tax with the server's own schema and messages. */
export function TaxForm({
  tax,
  onSubmit,
  onCancel,
}: {
  tax?: AdminTax;
  onSubmit: (body: AdminTaxBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { form, errors, submit, feedback } = useConsoleForm({
    schema: AdminTaxBodySchema,
    defaultValues: {
      tax_type: tax?.tax_type ?? 'VAT',
      label: tax?.label ?? '',
      tax_percent: tax?.tax_percent,
      active: tax?.active ?? true,
    },
    save: onSubmit,
    refused: (error) => serverMessageOr(error, m.saveFailed),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SelectField label={x.type} error={errors.tax_type?.message} {...form.register('tax_type')}>
        <option value="VAT">VAT</option>
        <option value="GST">GST</option>
      </SelectField>
      <Field label={x.label} error={errors.label?.message} {...form.register('label')} />
      <Field
        label={x.percent}
        type="number"
        step="any"
        inputMode="decimal"
        error={errors.tax_percent?.message}
        {...form.register('tax_percent', { valueAsNumber: true })}
      />
      <CheckboxField label={x.active} error={errors.active?.message} {...form.register('active')} />
      <ConsoleFormFoot feedback={feedback} busy={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
