import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { centsToEuro } from '@scrivania/core/money';
import { capturePaypalOrder } from '../api/post-paypal-capture.ts';
import { createPaypalOrder } from '../api/post-paypal-order.ts';
import type { PaymentStepProps } from './payment-step.ts';

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
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'EUR', intent: 'capture', locale: 'it_IT' }}>
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
