import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCoupon,
  type AdminCouponBody,
  AdminCouponBodySchema,
  type AdminCouponInput,
} from '@scrivania/core/booking/admin-coupon-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';

const m = messages.booking.admin.screens;
const c = m.coupons;

const emptyAsNull = (value: unknown) => (value === '' || value === null ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** Create or edit a coupon, checked in the browser with the server's own schema and messages. */
export function CouponForm({
  coupon,
  onSubmit,
  onCancel,
}: {
  coupon?: AdminCoupon;
  onSubmit: (body: AdminCouponBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const form = useForm<AdminCouponInput, unknown, AdminCouponBody>({
    resolver: zodResolver(AdminCouponBodySchema),
    defaultValues: {
      coupon_code: coupon?.coupon_code ?? '',
      amount: coupon?.amount,
      amount_type: coupon?.amount_type ?? 'amount',
      starts_on: coupon?.starts_on ?? null,
      ends_on: coupon?.ends_on ?? null,
      usage_limit: coupon?.usage_limit ?? null,
      min_amount: coupon?.min_amount ?? 0,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFeedback(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFeedback({ kind: 'error', text: serverMessageOr(error, m.saveFailed) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={c.code}
        autoComplete="off"
        error={errors.coupon_code?.message}
        {...form.register('coupon_code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={c.amountType}
          error={errors.amount_type?.message}
          {...form.register('amount_type')}
        >
          <option value="amount">{c.amountTypes.amount}</option>
          <option value="percentage">{c.amountTypes.percentage}</option>
        </SelectField>
        <Field
          label={c.amount}
          type="number"
          step="any"
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <Field
          label={c.startsOn}
          type="date"
          error={errors.starts_on?.message}
          {...form.register('starts_on', { setValueAs: emptyAsNull })}
        />
        <Field
          label={c.endsOn}
          type="date"
          error={errors.ends_on?.message}
          {...form.register('ends_on', { setValueAs: emptyAsNull })}
        />
        <Field
          label={c.usageLimit}
          type="number"
          min={1}
          step={1}
          error={errors.usage_limit?.message}
          {...form.register('usage_limit', { setValueAs: numberOrNull })}
        />
        <Field
          label={c.minAmount}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          error={errors.min_amount?.message}
          {...form.register('min_amount', { valueAsNumber: true })}
        />
      </div>
      <FormMessage feedback={feedback} />
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {m.cancel}
        </button>
        <Button type="submit" size="md" disabled={isSubmitting}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
