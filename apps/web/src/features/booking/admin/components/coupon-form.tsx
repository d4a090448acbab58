import {
  type AdminCoupon,
  type AdminCouponBody,
  AdminCouponBodySchema,
} from '@scrivania/core/booking/admin-coupon-schemas';
import { couponExpired } from '@scrivania/core/booking/coupon-rules';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { ConsoleFormFoot, useConsoleForm } from '../../../../components/back-office/console-form.tsx';
import { FormDateField } from '../../../../components/ui/date-field.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatBritishDate } from '../../../../lib/format.ts';
import { CouponStateBadge } from './coupon-state-badge.tsx';

const m = messages.booking.admin.screens;
const c = m.coupons;

const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** Create or edit a coupon, checked in the browser with the server's own schema and messages. */
export function CouponForm({
  coupon,
  onSubmit,
  onCancel,
}: {
  coupon?: AdminCoupon;
  onSubmit: (body: AdminCouponBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { form, errors, submit, feedback } = useConsoleForm({
    schema: AdminCouponBodySchema,
    defaultValues: {
      coupon_code: coupon?.coupon_code ?? '',
      amount: coupon?.amount,
      amount_type: coupon?.amount_type ?? 'amount',
      starts_on: coupon?.starts_on ?? null,
      ends_on: coupon?.ends_on ?? null,
      usage_limit: coupon?.usage_limit ?? null,
      min_amount: coupon?.min_amount ?? 0,
    },
    save: onSubmit,
    refused: (error) => serverMessageOr(error, m.saveFailed),
  });

  const endsOn = form.watch('ends_on');
  const expired = couponExpired(endsOn ?? null, todayInRome());

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {coupon && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>{c.state}:</span>
          <CouponStateBadge coupon={{ active: coupon.active, ends_on: endsOn ?? null }} />
        </p>
      )}
      {expired && endsOn && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {c.expiredNotice(formatBritishDate(endsOn))}
        </p>
      )}
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
        <FormDateField control={form.control} name="starts_on" label={c.startsOn} emptyAsNull />
        <FormDateField control={form.control} name="ends_on" label={c.endsOn} emptyAsNull />
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
      <ConsoleFormFoot feedback={feedback} busy={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
