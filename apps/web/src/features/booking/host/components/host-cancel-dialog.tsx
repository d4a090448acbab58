import { zodResolver } from '@hookform/resolvers/zod';
import {
  HOST_CANCEL_REASON_MAX,
  type HostCancelBody,
  HostCancelBodySchema,
} from '@scrivania/core/booking/cancellation-schemas';
import type { HostBookingDetail } from '@scrivania/core/booking/host-booking-schemas';
import { canTransition } from '@scrivania/core/booking/lifecycle';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogButtons } from '../../../../components/back-office/dialog-buttons.tsx';
import { TextArea } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useHostCancel } from '../api/host-bookings.ts';

const d = messages.booking.hostScreens.detail;

/**
 * The host cancels with a reason the guest reads: a paid booking is refunded in full, whatever its
 * policy (decision 037). The native dialog traps focus and gives it back; `onDone` runs once the server
 * has cancelled, after the dialog has closed.
 */
function HostCancelDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: HostBookingDetail;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const cancel = useHostCancel(booking._id);
  const form = useForm<HostCancelBody>({
    resolver: zodResolver(HostCancelBodySchema),
    defaultValues: { reason: '' },
  });
  const left = booking.payable_amount_cents - booking.refunded_amount_cents;
  const paid = booking.status === 'booked' && left > 0;

  return (
    <Modal open onClose={onClose} title={d.cancelTitle}>
      <form
        noValidate
        className="space-y-4 text-slate-700"
        onSubmit={form.handleSubmit((body) =>
          cancel.mutateAsync(body).then(
            (answer) => {
              onClose();
              onDone(answer.message);
            },
            () => undefined,
          ),
        )}
      >
        <p>{paid ? d.cancelRefund(formatEuroCents(left)) : d.cancelUnpaid}</p>
        <p className="text-sm">{d.cancelCounts}</p>
        <TextArea
          label={d.cancelReason}
          rows={3}
          maxLength={HOST_CANCEL_REASON_MAX}
          required
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
        {cancel.isError && (
          <p role="alert" className="text-sm text-red-800">
            {serverMessageOr(cancel.error, d.cancelFailed)}
          </p>
        )}
        <DialogButtons
          cancelLabel={d.keepBooking}
          onCancel={onClose}
          confirmLabel={d.confirmCancel}
          danger
          busy={cancel.isPending}
        />
      </form>
    </Modal>
  );
}

/**
 * 'Annulla prenotazione' and its dialog, on a booking the host may still cancel: a request is declined
 * rather than cancelled, and once the first day has begun in Rome nothing can be (the server agrees).
 */
export function HostCancellation({
  booking,
  onDone,
}: {
  booking: HostBookingDetail;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const cancellable =
    booking.status !== 'requested' &&
    canTransition(booking.status, 'cancelled') &&
    booking.start_date > todayInRome();
  if (!cancellable) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        {d.cancel}
      </button>
      {open && <HostCancelDialog booking={booking} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}
