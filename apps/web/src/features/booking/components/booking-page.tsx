import { dateHoldingStatuses } from '@scrivania/core/booking/lifecycle';
import type { BookingDetails } from '@scrivania/core/booking/schemas';
import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { CancellationPolicyNotice } from '../../../components/ui/cancellation-policy.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { creditNoteCount, InvoiceDownloads } from '../../../components/ui/invoice-downloads.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { formatBookingEnd, formatBookingStart, formatRomeDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { cancellable, OrderRefund, OrderStatus } from './order-status.tsx';

const m = messages.booking.bookingPage;
const orders = messages.booking.orders;
const paymentLabels = messages.booking.host.paymentLabels;

/** A titled block of the page; on a phone the blocks stack, each as wide as the screen. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value lines: side by side where there is room, one under the other on a phone. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="mb-2 min-w-0 break-words text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How far the money is: paid (and when), awaited by transfer, to be paid, not due yet, or never paid. */
function paymentState(booking: BookingDetails): string {
  if (booking.paid_at) return m.paidOn(formatRomeDateTime(booking.paid_at));
  if (booking.status === 'awaiting_transfer') return m.awaitingTransfer;
  if (booking.status === 'pending') return m.toPay;
  if (booking.status === 'requested') return m.notDue;
  return m.unpaid;
}

/** The amounts as the server computed them when the booking was made; lines worth nothing are left out. */
function amountRows(booking: BookingDetails): [string, string][] {
  const { amounts } = booking;
  const rows: [string, number][] = [
    [m.propertyAmount, amounts.property_amount_cents],
    [m.discount, -amounts.discount_amount_cents],
    [m.services, amounts.services_amount_cents],
    [m.coupon, -amounts.coupon_amount_cents],
    [m.taxes, amounts.tax_amount_cents],
  ];
  return [
    ...rows
      .filter(([label, cents]) => cents !== 0 || label === m.propertyAmount)
      .map(([label, cents]): [string, string] => [
        label,
        cents < 0 ? `− ${formatEuroCents(-cents)}` : formatEuroCents(cents),
      ]),
    [m.total, formatEuroCents(amounts.payable_amount_cents)],
  ];
}

function BookingView({ booking }: { booking: BookingDetails }) {
  const [cancelling, setCancelling] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const services = booking.service_booking
    .map((service) => `${service.service_name} (${formatEuroCents(service.amount_cents)})`)
    .join(', ');
  const holdsDates = (dateHoldingStatuses as readonly string[]).includes(booking.status);

  return (
    <div className="space-y-6">
      <Block title={m.title(booking.booking_no)}>
        <div className="flex flex-col gap-4 sm:flex-row">
          {booking.property.thumb_image && (
            <img
              src={imageUrl(booking.property.thumb_image)}
              alt={booking.property.property_name}
              width={192}
              height={128}
              className="h-32 w-48 max-w-full rounded-lg object-cover"
            />
          )}
          <Facts
            rows={[
              [m.bookingNo, booking.booking_no],
              [
                m.status,
                <>
                  <OrderStatus order={booking} />
                  <OrderRefund order={booking} />
                </>,
              ],
              [
                m.space,
                <Link
                  key="space"
                  to={paths.propertyView(booking.property._id)}
                  className="font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {booking.property.property_name}
                </Link>,
              ],
              [m.address, booking.property.address],
              [orders.from, formatBookingStart(booking)],
              [orders.to, formatBookingEnd(booking)],
              [m.guests, String(booking.guests)],
              [m.services, services || m.noServices],
            ]}
          />
        </div>
        {holdsDates && (
          <div className="mt-4">
            <DownloadButton
              path={`booking/${booking._id}/calendar.ics`}
              fallbackName={`${booking.booking_no}.ics`}
              label={messages.payments.addToCalendar}
              accessibleName={messages.payments.addToCalendarNamed(booking.booking_no)}
              pendingLabel={messages.payments.calendarDownloading}
              failedMessage={messages.payments.calendarFailed}
              className={buttonClass({ size: 'md', tone: 'secondary' })}
            />
          </div>
        )}
      </Block>

      <Block title={m.amountsTitle}>
        <Facts rows={amountRows(booking)} />
      </Block>

      <Block title={m.paymentTitle}>
        <Facts
          rows={[
            [m.method, booking.payment_method ? paymentLabels[booking.payment_method] : m.noMethod],
            [m.paymentStatus, paymentState(booking)],
          ]}
        />
        <InvoiceDownloads
          bookingId={booking._id}
          invoiceNo={booking.invoice_no}
          creditNotes={creditNoteCount(booking)}
        />
      </Block>

      <CancellationPolicyNotice
        terms={{ policy: booking.cancellation_policy, rule: booking.cancellation_rule }}
        firstDay={holdsDates ? booking.start_date : undefined}
      />
      {cancellable.has(booking.status) && (
        <Button
          ref={cancelButton}
          type="button"
          tone="danger"
          size="md"
          onClick={() => setCancelling(true)}
          aria-label={orders.cancelLabel(booking.booking_no)}
        >
          {orders.cancel}
        </Button>
      )}

      <Block title={m.hostTitle}>
        <ButtonLink to={`${paths.chat}?property=${booking.property._id}`} size="md" tone="secondary">
          {messages.chat.contactHost}
        </ButtonLink>
      </Block>

      {cancelling && (
        <CancelBookingDialog
          booking={booking}
          onClose={() => {
            setCancelling(false);
            cancelButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/**
 * /BookingView/{id}: one of the guest's bookings, everything about it in one place (decision 084). The
 * app's screen reads `booking/details/{id}` (its owner's only) and shows the not-found page for
 * anyone else's; here the booking is `undefined` while it loads.
 */
export function BookingPage({ booking, failed }: { booking: BookingDetails | undefined; failed: boolean }) {
  useDocumentMeta({ title: booking ? m.title(booking.booking_no) : m.metaTitle, noIndex: true });

  let body: ReactNode;
  if (booking) body = <BookingView booking={booking} />;
  else if (failed)
    body = (
      <p role="alert" className="text-red-700">
        {m.loadFailed}
      </p>
    );
  else body = <p role="status">{messages.booking.payment.loading}</p>;

  return (
    <>
      <PageHeader
        title={booking ? m.title(booking.booking_no) : m.metaTitle}
        crumbs={[
          { label: orders.title, to: paths.orderHistory },
          { label: booking?.booking_no ?? m.metaTitle },
        ]}
      />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">{body}</div>
    </>
  );
}
