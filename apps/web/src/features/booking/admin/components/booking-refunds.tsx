import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminRefund,
  type AdminRefundBody,
  type AdminRefundFormInput,
  adminRefundFormSchema,
} from '@scrivania/core/booking/cancellation-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RefundStatusBadge } from '../../../../components/back-office/refund-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, TextArea } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { useRefundBooking } from '../api/admin-bookings.ts';
import { DetailTable, detailCell } from './detail-table.tsx';

const r = messages.booking.admin.screens.refunds;

/** The form Rimborsa: euro up to what is left and a reason, checked with core's schema before sending. */
function RefundForm({ bookingId, leftCents }: { bookingId: number; leftCents: number }) {
  const refund = useRefundBooking(bookingId);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const schema = useMemo(() => adminRefundFormSchema(leftCents), [leftCents]);
  const form = useForm<AdminRefundFormInput, unknown, AdminRefundBody>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFeedback(null);
    try {
      const answer = await refund.mutateAsync(body);
      setFeedback({ kind: 'success', text: answer.message });
      form.reset();
    } catch (error) {
      setFeedback({ kind: 'error', text: serverMessageOr(error, r.refundFailed) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={r.formTitle} className="mt-4 space-y-3">
      <p className="text-sm text-slate-600">{r.formHint}</p>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field
          label={r.amountLabel}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextArea
          label={r.reasonLabel}
          rows={2}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
      <FormMessage feedback={feedback} />
      <Button type="submit" size="md" disabled={isSubmitting}>
        {r.refund}
      </Button>
    </form>
  );
}

/** A booking's refunds in the console, oldest first, and the form to give back what is left. */
export function BookingRefunds({
  bookingId,
  refunds,
  leftCents,
}: {
  bookingId: number;
  refunds: AdminRefund[];
  leftCents: number;
}) {
  return (
    <>
      {refunds.length === 0 ? (
        <p className="text-sm text-slate-600">{r.none}</p>
      ) : (
        <DetailTable caption={r.caption} headers={[r.date, r.amount, r.method, r.status, r.reason, r.iban]}>
          {refunds.map((refund) => (
            <tr key={refund._id} className="border-t border-slate-100">
              <td className={detailCell}>{formatRomeDateTime(refund.created_at)}</td>
              <td className={detailCell}>{formatEuroCents(refund.amount_cents)}</td>
              <td className={detailCell}>{r.methods[refund.method]}</td>
              <td className={detailCell}>
                <RefundStatusBadge status={refund.status} />
              </td>
              <td className={detailCell}>{refund.reason ?? r.initiators[refund.initiator]}</td>
              <td className={`${detailCell} font-mono`}>{refund.iban ?? '—'}</td>
            </tr>
          ))}
        </DetailTable>
      )}
      <p className="mt-3 text-sm font-medium text-slate-900">
        {leftCents > 0 ? r.left(formatEuroCents(leftCents)) : r.nothingLeft}
      </p>
      {leftCents > 0 && <RefundForm bookingId={bookingId} leftCents={leftCents} />}
    </>
  );
}
