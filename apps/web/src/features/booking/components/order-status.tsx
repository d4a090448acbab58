import type { Order } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { Link } from 'react-router';
import { formatRomeDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const m = messages.booking.orders;

/**
 * 'Prenotato' when paid; a pay link while the booking can still be paid; a plain word while a request
 * waits for its host (nothing to pay yet, decision 026) and once its hold has lapsed, it was declined
 * or cancelled, since paying it is no longer possible (decision 011). The order history and the
 * booking's page say it alike.
 */
export function OrderStatus({ order }: { order: Pick<Order, '_id' | 'status' | 'hold_expires_at'> }) {
  if (order.status === 'booked') return <span className="font-medium text-green-800">{m.booked}</span>;
  if (order.status === 'expired') return <span className="text-slate-600">{m.expired}</span>;
  if (order.status === 'cancelled') return <span className="text-slate-600">{m.cancelled}</span>;
  if (order.status === 'declined') return <span className="text-slate-600">{m.declined}</span>;
  if (order.status === 'requested') return <span className="text-amber-800">{m.requested}</span>;
  return (
    <span>
      <Link
        to={`${paths.payment}?bookingId=${order._id}`}
        className="font-semibold text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {m.payNow}
      </Link>
      {order.hold_expires_at && (
        <span className="block text-sm text-amber-900">
          {messages.payments.payBy(formatRomeDateTime(order.hold_expires_at))}
        </span>
      )}
    </span>
  );
}

/** What came back of a booking: under way while any refund still waits for its provider. */
export function OrderRefund({ order }: { order: Pick<Order, 'refunded_amount_cents' | 'refunds'> }) {
  if (order.refunded_amount_cents <= 0) return null;
  const amount = formatEuroCents(order.refunded_amount_cents);
  const pending = order.refunds.some((refund) => refund.status === 'pending');
  return (
    <span className="block text-sm text-slate-600">
      {pending ? m.refundPending(amount) : m.refundDone(amount)}
    </span>
  );
}

/** Statuses a guest may still cancel (the lifecycle's edges to `cancelled`). */
export const cancellable = new Set<Order['status']>(['requested', 'pending', 'awaiting_transfer', 'booked']);
