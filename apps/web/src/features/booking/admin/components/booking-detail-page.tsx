import type { AdminBookingDetail } from '@scrivania/core/booking/admin-booking-schemas';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatBookingPeriod, formatRomeDateTime } from '../../../../lib/format.ts';
import { useAdminBooking, useMarkTransferReceived } from '../api/admin-bookings.ts';
import { BookingRefunds } from './booking-refunds.tsx';
import { BookingStatusBadge } from './booking-status.tsx';
import { DetailCell, DetailRow, DetailTable } from './detail-table.tsx';

const m = messages.booking.admin.screens;
const b = m.bookings;
const euro = (amount: number) => formatEuroCents(euroToCents(amount));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // A grid's item is at least as wide as its widest word unless told otherwise.
    <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    // On a phone each label stands above its value: beside it, a long label left the values a sliver.
    <dl className="grid grid-cols-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900 max-sm:mb-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BookingDetail({ booking }: { booking: AdminBookingDetail }) {
  const receive = useMarkTransferReceived(booking._id);
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const markReceived = () =>
    receive.mutate(undefined, {
      onSuccess: (answer) => setFeedback(answer.message ? { kind: 'success', text: answer.message } : null),
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, b.markReceivedFailed) }),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <PageTitle
        title={b.detailTitle(booking.booking_no)}
        description={<BookingStatusBadge status={booking.status} />}
        actions={
          booking.status === 'awaiting_transfer' ? (
            <Button type="button" size="md" onClick={() => setConfirming(true)}>
              {b.markReceived}
            </Button>
          ) : undefined
        }
      />
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={b.people}>
          <Facts
            rows={[
              [b.guest, `${booking.guest_name} · ${booking.email}`],
              [b.phone, booking.mobile_no],
              [b.account, `${booking.guest.name} · ${booking.guest.email}`],
              [b.host, `${booking.host.name} · ${booking.host.email}`],
              [b.listing, booking.property.name],
              [b.stay, formatBookingPeriod(booking)],
              [b.createdAt, formatRomeDateTime(booking.created_at)],
            ]}
          />
        </Section>
        <Section title={b.amounts}>
          <Facts
            rows={[
              [b.amountLabels.property, euro(booking.amounts.property)],
              [b.amountLabels.discount, euro(booking.amounts.discount)],
              [b.amountLabels.services, euro(booking.amounts.services)],
              [b.amountLabels.coupon, euro(booking.amounts.coupon)],
              [b.couponCode, booking.coupon_code ?? '—'],
              [b.amountLabels.tax, euro(booking.amounts.tax)],
              [b.amountLabels.payable, <strong key="payable">{euro(booking.amounts.payable)}</strong>],
            ]}
          />
        </Section>
      </div>
      <div className="mt-6 grid gap-6">
        <Section title={b.payments}>
          {booking.payments.length === 0 ? (
            <p className="text-sm text-slate-600">{b.noPayments}</p>
          ) : (
            <DetailTable
              caption={b.payments}
              headers={[b.at, b.provider, b.providerRef, b.amount, b.paymentStatus]}
            >
              {booking.payments.map((payment) => (
                <DetailRow key={payment._id}>
                  <DetailCell label={b.at}>{formatRomeDateTime(payment.created_at)}</DetailCell>
                  <DetailCell label={b.provider}>{payment.provider}</DetailCell>
                  <DetailCell label={b.providerRef} mono>
                    {payment.provider_ref}
                  </DetailCell>
                  <DetailCell label={b.amount}>{euro(payment.amount)}</DetailCell>
                  <DetailCell label={b.paymentStatus}>
                    {b.paymentStatuses[payment.status]}
                    {payment.failure_message && ` · ${payment.failure_message}`}
                  </DetailCell>
                </DetailRow>
              ))}
            </DetailTable>
          )}
        </Section>
        <Section title={messages.booking.admin.screens.refunds.title}>
          <BookingRefunds
            bookingId={booking._id}
            refunds={booking.refunds}
            leftCents={booking.refundable_amount_cents}
            method={booking.payment_method}
          />
        </Section>
        <Section title={b.history}>
          <ol className="space-y-2 text-sm">
            {booking.history.map((change) => (
              // A long e-mail of the actor wraps within the line instead of pushing past a phone's edge.
              <li
                key={`${change.at}-${change.to_status}`}
                className="flex flex-wrap gap-x-3 [&>span]:min-w-0 [&>span]:break-words"
              >
                <span className="text-slate-600">{formatRomeDateTime(change.at)}</span>
                <span>
                  {change.from_status ? `${b.statuses[change.from_status]} → ` : `${b.historyCreated}: `}
                  <strong>{b.statuses[change.to_status]}</strong>
                </span>
                <span className="text-slate-600">
                  {change.actor ? `${change.actor.name} (${change.actor.email})` : b.byProduct}
                </span>
                {change.reason && (
                  <span className="text-slate-600">
                    {b.reason}: {change.reason}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </Section>
      </div>
      <ConfirmDialog
        open={confirming}
        title={b.markReceivedTitle}
        confirmLabel={b.markReceived}
        busy={receive.isPending}
        onConfirm={markReceived}
        onCancel={() => setConfirming(false)}
      >
        {b.markReceivedText(euro(booking.amounts.payable))}
      </ConfirmDialog>
    </>
  );
}

/** One booking in the console: people, amounts, payments with provider references, refunds, status history. */
export function BookingDetailPage() {
  const id = Number(useParams().id);
  const booking = useAdminBooking(id);
  return (
    <>
      <p className="mb-4">
        <Link to=".." relative="path" className="text-sm font-medium text-brand-800 hover:underline">
          ← {b.back}
        </Link>
      </p>
      {booking.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessageOr(booking.error, m.loadFailed)}
        </p>
      ) : booking.data ? (
        <BookingDetail booking={booking.data} />
      ) : null}
    </>
  );
}
