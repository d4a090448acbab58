import type { BookingDetails } from '@scrivania/core/booking/schemas';
import type { PaymentMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { PaymentConfig } from '@scrivania/core/payments/schemas';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatRomeDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { CardSandboxPayment } from './card-sandbox-payment.tsx';
import { PaymentError, TestModeNotice } from './pay-button.tsx';
import type { PaidState } from './payment-result-pages.tsx';
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

/** Whether the server offers the method (live mode offers only what is configured). */
function offered(config: PaymentConfig, method: PaymentMethod): boolean {
  if (method === 'paypal') return config.paypal.mode !== 'off';
  if (method === 'stripe') return config.card.mode !== 'off';
  return config.bank_transfer.mode !== 'off';
}

/** What 'Modalità di prova' tells about the chosen method; only sandbox mode has one (CONTRACT.md). */
function testModeHint(config: PaymentConfig, method: PaymentMethod): string | null {
  if (config.mode !== 'sandbox' || method === 'wireTransfer') return null;
  if (method === 'stripe') return config.card.mode === 'sandbox' ? t.testModeCard : t.testModeStripe;
  return config.paypal.mode === 'sandbox' ? t.testModePaypal : t.testModePaypalAccount;
}

function MethodPayment({
  config,
  method,
  step,
}: {
  config: PaymentConfig;
  method: PaymentMethod;
  step: PaymentStepProps;
}) {
  if (method === 'wireTransfer') return <WireTransferPayment booking={step.booking} />;
  if (method === 'stripe') {
    return config.card.mode === 'stripe' ? (
      <StripeCardPayment {...step} publishableKey={config.card.publishable_key} />
    ) : (
      <CardSandboxPayment {...step} />
    );
  }
  return config.paypal.mode === 'paypal' ? (
    <PaypalButtons {...step} clientId={config.paypal.client_id} />
  ) : (
    <PaypalSandboxPayment {...step} />
  );
}

/** The payment methods of the Payment page (SPEC section 2): PayPal (default), card, bank transfer. */
export function PaymentMethodForm({ booking }: { booking: BookingDetails }) {
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const config = usePaymentConfig();
  const navigate = useNavigate();
  const name = useId();
  const step: PaymentStepProps = {
    booking,
    onPaid: () => {
      const state: PaidState = { bookingId: booking._id };
      navigate(paths.paymentSuccess, { replace: true, state });
    },
    onFailed: () => navigate(paths.paymentFailure, { replace: true }),
  };
  const loading = <p className="mt-4 text-slate-600">{messages.common.loading}</p>;

  if (booking.status === 'booked') {
    return <p className="mt-6 font-medium text-green-700">{t.alreadyPaid}</p>;
  }
  if (!config.data) return config.isError ? <PaymentError message={t.processFailed} /> : loading;
  const methods = METHODS.filter((option) => offered(config.data, option.value));
  const method = chosen ?? methods[0]?.value;
  // The server does not start in live mode without a method; an empty list would be its fault.
  if (!method) return <PaymentError message={t.processFailed} />;
  const hint = testModeHint(config.data, method);
  return (
    <section aria-labelledby={`${name}-legend`} className="mt-6">
      <fieldset>
        <legend id={`${name}-legend`} className="text-lg font-semibold">
          {t.methodsLegend}
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {methods.map((option) => (
            <label key={option.value} className={`flex items-center gap-2 font-medium ${option.className}`}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={method === option.value}
                onChange={() => setChosen(option.value)}
                className="focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {booking.hold_expires_at && (
        <p className="mt-4 font-medium text-amber-900">
          {t.payBy(formatRomeDateTime(booking.hold_expires_at))}
        </p>
      )}
      {hint && <TestModeNotice hint={hint} />}
      <Suspense fallback={loading}>
        <MethodPayment config={config.data} method={method} step={step} />
      </Suspense>
    </section>
  );
}
