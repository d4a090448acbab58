import type { Order } from '@scrivania/core/booking/schemas';
import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { creditNoteCount, InvoiceDownloads } from '../../../components/ui/invoice-downloads.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { formatBritishDate, formatRomeDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useOrderList } from '../api/get-order-list.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

const m = messages.booking.orders;

/**
 * 'Prenotato' when paid; a pay link while the booking can still be paid; a plain word while a request
 * waits for its host (nothing to pay yet, decision 026) and once its hold has lapsed, it was declined
 * or cancelled, since paying it is no longer possible (decision 011).
 */
function OrderStatus({ order }: { order: Order }) {
  if (order.status === 'booked') return <span className="font-medium text-green-800">{m.booked}</span>;
  if (order.status === 'expired') return <span className="text-slate-600">{m.expired}</span>;
  if (order.status === 'cancelled') return <span className="text-slate-600">{m.cancelled}</span>;
  if (order.status === 'declined') return <span className="text-slate-600">{m.declined}</span>;
  if (order.status === 'requested') return <span className="text-amber-800">{m.requested}</span>;
  return (
    <>
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
    </>
  );
}

/** What came back of a booking: under way while any refund still waits for its provider. */
function OrderRefund({ order }: { order: Order }) {
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
const cancellable = new Set<Order['status']>(['requested', 'pending', 'awaiting_transfer', 'booked']);

export function OrderHistoryPage() {
  const orders = useOrderList();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  useDocumentMeta({ title: m.title });

  let body: React.ReactNode;
  if (orders.isPending) body = <p role="status">{messages.common.loading}</p>;
  else if (!orders.data || orders.data.length === 0) body = <p>{m.empty}</p>;
  else
    body = (
      <ScrollRegion label={m.title}>
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-600">
              {[m.location, m.name, m.from, m.to, m.amount, m.status].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order._id} className="border-b border-slate-200">
                <td className="px-3 py-2">
                  {order.property.thumb_image ? (
                    <img
                      src={imageUrl(order.property.thumb_image)}
                      alt={order.property.property_name ?? m.noName}
                      width={96}
                      height={64}
                      loading="lazy"
                      className="h-16 w-24 rounded object-cover"
                    />
                  ) : (
                    <span className="text-sm text-slate-500">{m.noImage}</span>
                  )}
                </td>
                <td className="px-3 py-2">{order.property.property_name ?? m.noName}</td>
                <td className="px-3 py-2">{formatBritishDate(order.start_date)}</td>
                <td className="px-3 py-2">{formatBritishDate(order.end_date)}</td>
                <td className="px-3 py-2">{formatEuroCents(order.payable_amount_cents)}</td>
                <td className="px-3 py-2">
                  <OrderStatus order={order} />
                  <OrderRefund order={order} />
                  <InvoiceDownloads
                    bookingId={order._id}
                    invoiceNo={order.invoice_no}
                    creditNotes={creditNoteCount(order)}
                  />
                  {cancellable.has(order.status) && (
                    <button
                      type="button"
                      onClick={() => setCancelling(order)}
                      aria-label={m.cancelLabel(order.booking_no)}
                      className="mt-1 block text-sm text-red-700 underline hover:text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
                    >
                      {m.cancel}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );

  return (
    <>
      <PageHeader title={m.title} crumbs={[{ label: m.title }]} />
      <section className="mx-auto max-w-6xl px-4 py-10">{body}</section>
      {cancelling && <CancelBookingDialog order={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
