import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useCardSandboxPayment } from '../api/post-card-sandbox.ts';
import { newAttemptKey, PayButton, PaymentError } from './pay-button.tsx';
import type { PaymentStepProps } from './payment-step.ts';

const t = messages.payments;

/** The card sandbox: plain card inputs whose outcome the server decides with Stripe's test numbers. */
export function CardSandboxPayment({ booking, onPaid }: PaymentStepProps) {
  const payment = useCardSandboxPayment();
  const [error, setError] = useState<string | null>(null);
  const [attemptKey] = useState(newAttemptKey);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    payment.mutate(
      {
        booking_id: booking._id,
        amount: centsToEuro(booking.payable_amount_cents),
        card_number: String(form.get('card_number') ?? ''),
        expiry: String(form.get('expiry') ?? ''),
        cvc: String(form.get('cvc') ?? ''),
        // A declined card may be retried with other data: only an identical retry reuses the key.
        idempotency_key: `${attemptKey}${String(form.get('card_number') ?? '')
          .replace(/\D/g, '')
          .slice(-4)}`,
      },
      { onSuccess: onPaid, onError: (failure) => setError(serverMessageOr(failure, t.processFailed)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t.methodStripe}>
      <div className="mt-4 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Field name="card_number" label={t.cardNumber} autoComplete="cc-number" required />
        <Field name="expiry" label={t.cardExpiry} autoComplete="cc-exp" required />
        <Field name="cvc" label={t.cardCvc} autoComplete="cc-csc" required />
      </div>
      <PaymentError message={error} />
      <PayButton busy={payment.isPending} />
    </form>
  );
}
