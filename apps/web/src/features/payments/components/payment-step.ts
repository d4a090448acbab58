import type { BookingDetails } from '@scrivania/core/booking/schemas';

/** What every payment method's part of the form receives. */
export interface PaymentStepProps {
  booking: BookingDetails;
  /** The server confirmed the payment: go to the success screen. */
  onPaid: () => void;
  /** The provider's flow ended in failure outside our form (PayPal's window): go to the failure screen. */
  onFailed: () => void;
}
