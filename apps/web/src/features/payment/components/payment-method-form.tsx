import { messages } from '@scrivania/core/messages.it';
import type { BookingDetails } from '@scrivania/core/schemas/booking';
import { useId, useState } from 'react';

const m = messages.booking.payment;
const METHODS = [
  { value: 'paypal', label: m.paypal, className: '' },
  { value: 'stripe', label: m.stripe, className: '' },
  { value: 'wireTransfer', label: m.wireTransfer, className: 'text-red-700' },
] as const;
type Method = (typeof METHODS)[number]['value'];

/**
 * The choice of payment method under the booking details. The providers themselves (card entry,
 * PayPal capture, bank-transfer confirmation) plug in here; until then 'Paga ora' pays nothing.
 */
export function PaymentMethodForm({ booking }: { booking: BookingDetails }) {
  const [method, setMethod] = useState<Method>('paypal');
  const legendId = useId();
  const payable = booking.status === 'pending' || booking.status === 'awaiting_transfer';
  return (
    <form onSubmit={(event) => event.preventDefault()} className="mt-8 space-y-4">
      <fieldset aria-labelledby={legendId} className="space-y-2">
        <legend id={legendId} className="text-lg font-semibold">
          {m.method}
        </legend>
        {METHODS.map((option) => (
          <label key={option.value} className={`flex items-center gap-2 ${option.className}`}>
            <input
              type="radio"
              name="payment_method"
              value={option.value}
              checked={method === option.value}
              onChange={() => setMethod(option.value)}
              className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {!payable && (
        <p role="status" className="text-slate-700">
          {booking.status === 'booked' ? m.alreadyPaid : m.notPayable}
        </p>
      )}
      <button
        type="submit"
        disabled={!payable}
        className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-50"
      >
        {m.payNow}
      </button>
    </form>
  );
}
