import type { BookingDetails } from '@scrivania/core/booking/schemas';
import type { PaymentMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { CardSandboxPayment } from './card-sandbox-payment.tsx';
import { PaymentError } from './pay-button.tsx';
import type { PaymentStepProps } from './payment-step.ts';
import { PaypalSandboxPayment, WireTransferPayment } from './simple-payments.tsx';

const t = messages.payments;
// The providers' own libraries load only when their method is chosen and configured.
const StripeCardPayment = lazy(() => import('./stripe-card-payment.tsx'));
const PaypalButtons = lazy(() => import('./paypal-buttons.tsx'));

const METHODS: { value: PaymentMethod; label: string; className: string }[] = [
  { value: 'paypal', label: t.methodPaypal, className: 'text-slate-900' },
  { value: 'stripe', label: t.methodStripe, className: 'text-slate-900' },
  { value: 'wireTransfer', label: t.methodWire, className: 'text-red-600' },
];

/** The payment methods of the Payment page (SPEC section 2): PayPal (default), card, bank transfer. */
export function PaymentMethodForm({ booking }: { booking: BookingDetails }) {
  const [method, setMethod] = useState<PaymentMethod>('paypal');
  const config = usePaymentConfig();
  const navigate = useNavigate();
  const name = useId();
  const step: PaymentStepProps = {
    booking,
    onPaid: () => navigate(paths.paymentSuccess, { replace: true }),
    onFailed: () => navigate(paths.paymentFailure, { replace: true }),
  };

  if (booking.status === 'booked') {
    return <p className="mt-6 font-medium text-green-700">{t.alreadyPaid}</p>;
  }
  return (
    <section aria-labelledby={`${name}-legend`} className="mt-6">
      <fieldset>
        <legend id={`${name}-legend`} className="text-lg font-semibold">
          {t.methodsLegend}
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {METHODS.map((option) => (
            <label key={option.value} className={`flex items-center gap-2 font-medium ${option.className}`}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={method === option.value}
                onChange={() => setMethod(option.value)}
                className="focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'wireTransfer' ? (
        <WireTransferPayment booking={booking} />
      ) : config.isError ? (
        <PaymentError message={t.processFailed} />
      ) : !config.data ? (
        <p className="mt-4 text-slate-600">{messages.common.loading}</p>
      ) : (
        <Suspense fallback={<p className="mt-4 text-slate-600">{messages.common.loading}</p>}>
          {method === 'stripe' ? (
            config.data.card.mode === 'stripe' ? (
              <StripeCardPayment {...step} publishableKey={config.data.card.publishable_key} />
            ) : (
              <CardSandboxPayment {...step} />
            )
          ) : config.data.paypal.mode === 'paypal' ? (
            <PaypalButtons {...step} clientId={config.data.paypal.client_id} />
          ) : (
            <PaypalSandboxPayment {...step} />
          )}
        </Suspense>
      )}
    </section>
  );
}
