import { zodResolver } from '@hookform/resolvers/zod';
import { CancelBookingBodySchema } from '@scrivania/core/booking/cancellation-schemas';
import type { Order } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { fieldOf, showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCancelBooking, useCancellationQuote } from '../api/cancel-booking.ts';

const m = messages.booking.orders;
/** The request's body as a form: the IBAN, asked only when the refund goes back by bank transfer. */
const CancelFormSchema = CancelBookingBodySchema.unwrap().unwrap();
const isCancelField = fieldOf<z.input<typeof CancelFormSchema>>(CancelFormSchema.shape);
const { currentPassword } = messages.account;

/**
 * Asks before cancelling, with the refund the policy gives now in euro (the server's figure, asked
 * when the dialog opens). A bank transfer's refund goes to the profile's IBAN, named here; without one
 * the dialog asks for it, with the current password a new IBAN needs, and the server keeps it on the
 * profile.
 */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Pick<Order, '_id'>;
  onClose: () => void;
}) {
  const quote = useCancellationQuote(booking._id);
  const cancel = useCancelBooking();
  const form = useForm({ resolver: zodResolver(CancelFormSchema), defaultValues: {} });

  let summary: string = messages.common.loading;
  if (quote.data) {
    if (quote.data.paid_amount_cents === 0) summary = m.unpaidCancel;
    else if (quote.data.refund_amount_cents > 0)
      summary = m.refundQuote(formatEuroCents(quote.data.refund_amount_cents));
    else summary = m.noRefund;
  }
  const error = quote.error ?? cancel.error;

  return (
    <Modal open onClose={onClose} title={m.cancelTitle}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={form.handleSubmit(({ iban, current_password }) =>
          cancel.mutate(
            { bookingId: booking._id, iban, currentPassword: current_password },
            {
              onSuccess: onClose,
              // A wrong or missing password is refused beside its field.
              onError: (failure) => showServerFieldErrors(failure, form.setError, isCancelField),
            },
          ),
        )}
      >
        <p role="status">{summary}</p>
        {quote.data?.iban && <p>{m.refundToIban(quote.data.iban)}</p>}
        {quote.data?.iban_required && (
          <>
            <Field
              label={m.ibanLabel}
              error={form.formState.errors.iban?.message}
              required
              autoComplete="off"
              spellCheck={false}
              {...form.register('iban')}
            />
            <p className="text-sm text-slate-600">{m.ibanKept}</p>
            <Field
              label={currentPassword.label}
              error={form.formState.errors.current_password?.message}
              required
              type="password"
              autoComplete="current-password"
              {...form.register('current_password')}
            />
            <p className="text-sm text-slate-600">{currentPassword.forBank}</p>
          </>
        )}
        {error && !form.formState.errors.current_password && (
          <p role="alert" className="text-sm text-red-700">
            {serverMessageOr(error, messages.common.genericError)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" tone="secondary" onClick={onClose}>
            {m.keepBooking}
          </Button>
          <Button type="submit" tone="danger" disabled={!quote.data?.cancellable || cancel.isPending}>
            {m.confirmCancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
