import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { centsToEuro } from '@scrivania/core/money';
import { capturePaypalOrder } from '../api/post-paypal-capture.ts';
import { createPaypalOrder } from '../api/post-paypal-order.ts';
import type { PaymentStepProps } from './payment-step.ts';

/**
 * The nonce of this page's content security policy, which PayPal's script puts on the styles it
 * injects (the policy allows no other inline style). Read from the `nonce` property: the browser
 * hides the attribute once the page is parsed.
 */
function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * PayPal's own buttons: the order is created and captured by our server, PayPal's window only
 * approves it. Loaded only when PayPal has credentials.
 */
export default function PaypalButtons({
  booking,
  onPaid,
  onFailed,
  clientId,
}: PaymentStepProps & { clientId: string }) {
  const nonce = pageNonce();
  return (
    <PayPalScriptProvider
      options={{
        clientId,
        currency: 'EUR',
        intent: 'capture',
        locale: 'it_IT',
        ...(nonce && { dataCspNonce: nonce }),
      }}
    >
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={async () =>
          (
            await createPaypalOrder({
              booking_id: booking._id,
              amount: centsToEuro(booking.payable_amount_cents),
            })
          ).order_id
        }
        onApprove={async (data) => {
          try {
            await capturePaypalOrder({ booking_id: booking._id, order_id: data.orderID });
            onPaid();
          } catch {
            onFailed();
          }
        }}
        onError={onFailed}
      />
    </PayPalScriptProvider>
  );
}
