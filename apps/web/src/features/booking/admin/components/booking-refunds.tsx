import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminRefund,
  type AdminRefundBody,
  type AdminRefundFormInput,
  adminRefundFormSchema,
} from '@scrivania/core/booking/cancellation-schemas';
import type { PaymentMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { RefundFacts } from '../../../../components/back-office/refund-facts.tsx';
import { RefundStatusBadge } from '../../../../components/back-office/refund-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, TextArea } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { useRefundBooking } from '../api/admin-bookings.ts';
import { DetailCell, DetailRow, DetailTable } from './detail-table.tsx';

const r = messages.booking.admin.screens.refunds;

interface RefundTarget {
  /** How the booking was paid, which is where its refunds go. */
  method: PaymentMethod | null;
  /** The IBAN a bank refund goes to: the one the guest gave for an earlier refund. */
  iban: string | null;
}

/**
 * The form Rimborsa: euro up to what is left and a reason, checked with core's schema, then stated with
 * its method in a confirmation; only the confirmation sends it.
 */
function RefundForm({
  bookingId,
  leftCents,
  target,
}: {
  bookingId: number;
  leftCents: number;
  target: RefundTarget;
}) {
  const refund = useRefundBooking(bookingId);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const [asked, setAsked] = useState<AdminRefundBody | null>(null);
  const schema = useMemo(() => adminRefundFormSchema(leftCents), [leftCents]);
  const form = useForm<AdminRefundFormInput, unknown, AdminRefundBody>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((body) => {
    setFeedback(null);
    setAsked(body);
  });
  const send = (body: AdminRefundBody) =>
    refund.mutate(body, {
      onSuccess: (answer) => {
        setFeedback({ kind: 'success', text: answer.message });
        form.reset();
      },
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, r.refundFailed) }),
      onSettled: () => setAsked(null),
    });

  return (
    <>
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
        <Button type="submit" size="md" disabled={isSubmitting || refund.isPending}>
          {r.refund}
        </Button>
      </form>
      <ConfirmDialog
        open={asked !== null}
        title={r.confirmTitle}
        confirmLabel={r.refund}
        busy={refund.isPending}
        onConfirm={() => asked && send(asked)}
        onCancel={() => setAsked(null)}
      >
        <p>{r.confirmText}</p>
        {asked && <RefundFacts amountCents={asked.amount_cents} method={target.method} iban={target.iban} />}
      </ConfirmDialog>
    </>
  );
}

/** A booking's refunds in the console, oldest first, and the form to give back what is left. */
export function BookingRefunds({
  bookingId,
  refunds,
  leftCents,
  method,
}: {
  bookingId: number;
  refunds: AdminRefund[];
  leftCents: number;
  method: PaymentMethod | null;
}) {
  const iban = refunds.findLast((earlier) => earlier.iban !== null)?.iban ?? null;
  return (
    <>
      {refunds.length === 0 ? (
        <p className="text-sm text-slate-600">{r.none}</p>
      ) : (
        <DetailTable caption={r.caption} headers={[r.date, r.amount, r.method, r.status, r.reason, r.iban]}>
          {refunds.map((refund) => (
            <DetailRow key={refund._id}>
              <DetailCell label={r.date}>{formatRomeDateTime(refund.created_at)}</DetailCell>
              <DetailCell label={r.amount}>{formatEuroCents(refund.amount_cents)}</DetailCell>
              <DetailCell label={r.method}>{r.methods[refund.method]}</DetailCell>
              <DetailCell label={r.status}>
                <RefundStatusBadge status={refund.status} />
              </DetailCell>
              <DetailCell label={r.reason}>{refund.reason ?? r.initiators[refund.initiator]}</DetailCell>
              <DetailCell label={r.iban} mono>
                {refund.iban ?? '—'}
              </DetailCell>
            </DetailRow>
          ))}
        </DetailTable>
      )}
      <p className="mt-3 text-sm font-medium text-slate-900">
        {leftCents > 0 ? r.left(formatEuroCents(leftCents)) : r.nothingLeft}
      </p>
      {leftCents > 0 && <RefundForm bookingId={bookingId} leftCents={leftCents} target={{ method, iban }} />}
    </>
  );
}
