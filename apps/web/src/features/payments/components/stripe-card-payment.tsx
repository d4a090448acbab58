import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useStripeConfirm } from '../api/post-stripe-confirm.ts';
import { useStripeIntent } from '../api/post-stripe-intent.ts';
import { PayButton, PaymentError } from './pay-button.tsx';
import type { PaymentStepProps } from './payment-step.ts';

const t = messages.payments;
const loaded = new Map<string, Promise<Stripe | null>>();
/**
 * Stripe.js is fetched from Stripe's CDN once per key, only when card payment is chosen. Its loader's
 * failure ('Failed to load Stripe.js', 'Stripe.js not available': SPEC section 8) is logged; paying then
 * says Stripe.js has not loaded.
 */
function stripeFor(key: string) {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key).catch((failure: unknown) => {
      console.error(failure);
      return null;
    });
    loaded.set(key, promise);
  }
  return promise;
}

function StripeCardForm({ booking, onPaid }: PaymentStepProps) {
  const stripe = useStripe();
  const elements = useElements();
  const intent = useStripeIntent();
  const confirm = useStripeConfirm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      setError(t.stripeNotLoaded);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { clientSecret } = await intent.mutateAsync({
        booking_id: booking._id,
        amount: centsToEuro(booking.payable_amount_cents),
        currency: 'EUR',
      });
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        setError(result.error.message ?? t.processFailed);
        return;
      }
      // Stripe took the money; the server checks it with Stripe (and its webhook does so regardless).
      await confirm
        .mutateAsync({ booking_id: booking._id, payment_intent_id: result.paymentIntent.id })
        .catch(() => undefined);
      onPaid();
    } catch (failure) {
      // The payment intent's failure is logged (SPEC section 8), and the payer told.
      console.error(t.processFailed, failure);
      setError(serverMessageOr(failure, t.processFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={t.methodStripe}>
      <fieldset className="mt-4 rounded border border-slate-300 p-3 focus-within:ring-2 focus-within:ring-brand-700">
        <legend className="px-1 text-sm font-medium text-slate-800">{t.cardElementLabel}</legend>
        <CardElement options={{ hidePostalCode: true }} />
      </fieldset>
      <PaymentError message={error} />
      <PayButton busy={busy} />
    </form>
  );
}

/** Card payment with Stripe Elements, for a configured publishable key. */
export default function StripeCardPayment(props: PaymentStepProps & { publishableKey: string }) {
  const { publishableKey, ...step } = props;
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: 'it' }}>
      <StripeCardForm {...step} />
    </Elements>
  );
}
