import type { Order } from '@scrivania/core/booking/schemas';
import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { cardLabel, phoneCards } from '../../../components/back-office/phone-cards.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { creditNoteCount, InvoiceDownloads } from '../../../components/ui/invoice-downloads.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { formatBookingEnd, formatBookingStart } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useOrderList } from '../api/get-order-list.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { cancellable, OrderRefund, OrderStatus } from './order-status.tsx';

const m = messages.booking.orders;
/** SPEC's columns, in its order; on a phone each becomes the label of its line in the booking's card. */
const headings = [m.location, m.name, m.from, m.to, m.amount, m.status];

/**
 * /OrderHistory: SPEC's table on a wide screen; on a phone each booking is a card with its status and
 * actions in view (decision 084). Each booking opens its own page.
 */
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
        <table className={`w-full border-collapse text-left ${phoneCards.table}`}>
          <thead className={phoneCards.head}>
            <tr className="border-b border-slate-300 text-sm text-slate-600">
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={phoneCards.body}>
            {orders.data.map((order) => (
              <tr key={order._id} className={`border-b border-slate-200 ${phoneCards.row}`}>
                <td {...cardLabel(m.location)} className={`px-3 py-2 ${phoneCards.cell}`}>
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
                <td {...cardLabel(m.name)} className={`px-3 py-2 ${phoneCards.cell}`}>
                  {order.property.property_name ?? m.noName}
                </td>
                <td {...cardLabel(m.from)} className={`px-3 py-2 ${phoneCards.cell}`}>
                  {formatBookingStart(order)}
                </td>
                <td {...cardLabel(m.to)} className={`px-3 py-2 ${phoneCards.cell}`}>
                  {formatBookingEnd(order)}
                </td>
                <td {...cardLabel(m.amount)} className={`px-3 py-2 ${phoneCards.cell}`}>
                  {formatEuroCents(order.payable_amount_cents)}
                </td>
                <td {...cardLabel(m.status)} className={`px-3 py-2 ${phoneCards.cell}`}>
                  <OrderStatus order={order} />
                  <OrderRefund order={order} />
                  <InvoiceDownloads
                    bookingId={order._id}
                    invoiceNo={order.invoice_no}
                    creditNotes={creditNoteCount(order)}
                  />
                  <span className="flex flex-wrap gap-x-4 max-md:basis-full">
                    <Link
                      to={paths.bookingView(order._id)}
                      aria-label={m.detailsLabel(order.booking_no)}
                      className="mt-1 text-sm font-medium text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                    >
                      {m.details}
                    </Link>
                    {order.status === 'booked' && (
                      <DownloadButton
                        path={`booking/${order._id}/calendar.ics`}
                        fallbackName={`${order.booking_no}.ics`}
                        label={messages.payments.addToCalendar}
                        accessibleName={messages.payments.addToCalendarNamed(order.booking_no)}
                        pendingLabel={messages.payments.calendarDownloading}
                        failedMessage={messages.payments.calendarFailed}
                        className="mt-1 text-sm font-medium text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                      />
                    )}
                    {cancellable.has(order.status) && (
                      <button
                        type="button"
                        onClick={() => setCancelling(order)}
                        aria-label={m.cancelLabel(order.booking_no)}
                        className="mt-1 text-sm text-red-700 underline hover:text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
                      >
                        {m.cancel}
                      </button>
                    )}
                  </span>
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
      {cancelling && <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
