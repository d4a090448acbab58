import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useBankTransfer } from '../api/post-bank-transfer.ts';
import { usePaypalSandboxPayment } from '../api/post-paypal-capture.ts';
import { newAttemptKey, PayButton, PaymentError } from './pay-button.tsx';
import type { PaymentStepProps } from './payment-step.ts';

const t = messages.payments;
/** SPEC section 2: the wire-transfer confirmation stays 5 seconds, then the home page. */
export const WIRE_REDIRECT_MS = 5000;

/** PayPal sandbox: 'Paga ora' has the server create and capture a sandbox order. */
export function PaypalSandboxPayment({ booking, onPaid, onFailed }: PaymentStepProps) {
  const payment = usePaypalSandboxPayment();
  const [attemptKey] = useState(newAttemptKey);
  function submit(event: FormEvent) {
    event.preventDefault();
    payment.mutate(
      {
        booking_id: booking._id,
        amount: centsToEuro(booking.payable_amount_cents),
        idempotency_key: attemptKey,
      },
      { onSuccess: onPaid, onError: onFailed },
    );
  }
  return (
    <form onSubmit={submit} aria-label={t.methodPaypal}>
      <PayButton busy={payment.isPending} />
    </form>
  );
}

/** Bank transfer: the booking waits for the money; the green box, then home after 5 s. */
export function WireTransferPayment({ booking }: Pick<PaymentStepProps, 'booking'>) {
  const transfer = useBankTransfer();
  const navigate = useNavigate();
  const done = transfer.isSuccess;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.home), WIRE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    transfer.mutate({ booking_id: booking._id });
  }
  if (done) {
    return (
      <div role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{t.wireConfirmedTitle}</p>
        <p className="mt-1 text-sm">{t.wireConfirmedText}</p>
      </div>
    );
  }
  // 403: the address is not verified yet; the profile sends the link again.
  const unverified = transfer.error instanceof ApiError && transfer.error.status === 403;
  return (
    <form onSubmit={submit} aria-label={t.methodWire}>
      <PaymentError message={transfer.isError ? serverMessageOr(transfer.error, t.processFailed) : null} />
      {unverified && (
        <Link to={paths.profile} className="mt-2 inline-block text-sm font-semibold text-blue-700 underline">
          {t.toProfile}
        </Link>
      )}
      <PayButton busy={transfer.isPending} />
    </form>
  );
}
