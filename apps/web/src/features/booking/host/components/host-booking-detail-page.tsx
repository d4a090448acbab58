import type { HostBookingDetail } from '@scrivania/core/booking/host-booking-schemas';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { cardLabel, phoneCards } from '../../../../components/back-office/phone-cards.tsx';
import { creditNoteCount, InvoiceDownloads } from '../../../../components/ui/invoice-downloads.tsx';
import { ApiError, serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { hostPaths } from '../../../../lib/host-paths.ts';
import { type RequestAnswer, useAnswerRequest, useHostBooking } from '../api/host-bookings.ts';
import { bookingDates } from './booking-dates.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { HostCancellation } from './host-cancel-dialog.tsx';
import { RequestAnswerPanel } from './request-answer.tsx';

const m = messages.booking.hostScreens;
const d = m.detail;
const h = messages.booking.host;
const euro = (amount: number) => formatEuroCents(euroToCents(amount));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs; an empty value reads as a dash. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">
            {value === null || value === '' ? d.none : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function History({ history }: { history: HostBookingDetail['history'] }) {
  return (
    <table className={`w-full text-left text-sm ${phoneCards.table}`}>
      <caption className="sr-only">{d.historyCaption}</caption>
      <thead className={phoneCards.head}>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {d.when}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {d.change}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {d.who}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {d.reason}
          </th>
        </tr>
      </thead>
      <tbody className={`divide-y divide-slate-100 max-md:divide-y-0 ${phoneCards.body}`}>
        {history.map((change) => (
          <tr key={`${change.at}-${change.to_status}`} className={phoneCards.row}>
            <td {...cardLabel(d.when)} className={`py-2 pr-3 ${phoneCards.cell}`}>
              {formatRomeDateTime(change.at)}
            </td>
            <td {...cardLabel(d.change)} className={`py-2 pr-3 ${phoneCards.cell}`}>
              <span>
                {change.from_status ? `${h.statusLabels[change.from_status]} → ` : `${d.created}: `}
                {h.statusLabels[change.to_status]}
              </span>
            </td>
            <td {...cardLabel(d.who)} className={`py-2 pr-3 ${phoneCards.cell}`}>
              {d.actors[change.by]}
            </td>
            <td {...cardLabel(d.reason)} className={`py-2 ${phoneCards.cell}`}>
              {change.reason ?? d.none}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each refund of the booking: amount, the way the money goes back, how far along. */
function Refunds({ refunds }: { refunds: HostBookingDetail['refunds'] }) {
  return (
    <ul className="space-y-1 text-sm">
      {refunds.map((refund) => (
        <li key={`${refund.created_at}-${refund.amount_cents}`} className="flex justify-between gap-3">
          <span>{formatRomeDateTime(refund.created_at)}</span>
          <span>
            {d.refundLine(
              formatEuroCents(refund.amount_cents),
              h.paymentLabels[refund.method],
              d.refundStatuses[refund.status],
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function BookingDetail({ booking }: { booking: HostBookingDetail }) {
  const [cancelled, setCancelled] = useState('');
  const answer = useAnswerRequest(booking._id);
  const outcome = useRef<HTMLParagraphElement>(null);
  // The answer's outcome stays on the page (the request's buttons go once it is answered) and takes focus.
  const onAnswer = (chosen: RequestAnswer) =>
    answer
      .mutateAsync(chosen)
      .catch(() => undefined)
      .finally(() => setTimeout(() => outcome.current?.focus(), 0));
  const { billing, amounts } = booking;
  const deadline = booking.hold_expires_at;
  const onCancelled = (message: string) => {
    setCancelled(message);
    // The button that opened the dialog is gone with the booking's new status: the outcome takes focus.
    setTimeout(() => outcome.current?.focus(), 0);
  };

  return (
    <>
      <PageTitle
        title={d.title(booking.booking_no)}
        description={<BookingStatusBadge status={booking.status} />}
        actions={
          <>
            <HostCancellation booking={booking} onDone={onCancelled} />
            <Link
              to={hostPaths.bookings}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {d.back}
            </Link>
          </>
        }
      />

      <p
        ref={outcome}
        tabIndex={-1}
        role={answer.isError ? 'alert' : 'status'}
        className={`mb-4 empty:hidden ${answer.isError ? 'text-red-800' : 'text-green-800'}`}
      >
        {answer.isError ? serverMessageOr(answer.error, d.answerFailed) : (answer.data?.message ?? cancelled)}
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        {booking.status === 'requested' && (
          <RequestAnswerPanel deadline={deadline} busy={answer.isPending} onAnswer={onAnswer} />
        )}
        {booking.status === 'awaiting_transfer' && (
          <section aria-labelledby="transfer" className="rounded-lg border border-sky-300 bg-sky-50 p-5">
            <h2 id="transfer" className="text-lg font-semibold text-slate-900">
              {d.transfer}
            </h2>
            {deadline && <p className="mt-1">{d.transferDeadline(formatRomeDateTime(deadline))}</p>}
            <p className="mt-1 text-slate-700">{d.transferNote}</p>
          </section>
        )}
        <Section title={d.summary}>
          <Facts
            rows={[
              [d.listing, booking.property.property_name],
              [d.guest, booking.guest_name],
              [d.dates, bookingDates(booking)],
              [d.guests, booking.guests],
              [d.status, h.statusLabels[booking.status]],
              [d.payment, booking.payment_method ? h.paymentLabels[booking.payment_method] : d.noPayment],
              [d.createdAt, formatRomeDateTime(booking.created_at)],
              [d.specialRequest, booking.special_request],
            ]}
          />
        </Section>
        <Section title={d.billing}>
          <Facts
            rows={[
              [d.name, `${billing.first_name} ${billing.last_name}`],
              [d.company, billing.company_name],
              [d.email, billing.email],
              [d.mobile, billing.mobile_no],
              [d.address, billing.address],
              [d.city, billing.state],
              [d.province, billing.country],
              [d.pec, billing.pec],
              [d.sdi, billing.sdi],
              [d.taxCode, billing.tax_id_code],
            ]}
          />
        </Section>
        <Section title={d.services}>
          {booking.service_booking.length === 0 ? (
            <p className="text-sm text-slate-600">{d.noServices}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {booking.service_booking.map((service) => (
                <li key={service.service_name} className="flex justify-between gap-3">
                  <span>{service.service_name}</span>
                  <span>{euro(service.amount)}</span>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 mb-1 font-semibold text-slate-900">{d.coupon}</h3>
          <p className="text-sm">
            {booking.coupon ? `${booking.coupon.coupon_code} (−${euro(booking.coupon.amount)})` : d.noCoupon}
          </p>
        </Section>
        <Section title={d.amounts}>
          <Facts
            rows={[
              [d.propertyAmount, euro(amounts.property_amount)],
              [d.discountAmount, euro(amounts.discount_amount)],
              [d.servicesAmount, euro(amounts.services_amount)],
              [d.couponAmount, euro(amounts.coupon_amount)],
              [d.taxAmount, euro(amounts.tax_amount)],
              [d.payableAmount, <strong key="total">{euro(amounts.payable_amount)}</strong>],
              ...(booking.refunded_amount_cents > 0
                ? [[d.refunded, formatEuroCents(booking.refunded_amount_cents)] as [string, ReactNode]]
                : []),
            ]}
          />
          <InvoiceDownloads
            bookingId={booking._id}
            invoiceNo={booking.invoice_no}
            creditNotes={creditNoteCount(booking)}
          />
        </Section>
        {booking.refunds.length > 0 && (
          <Section title={d.refunds}>
            <Refunds refunds={booking.refunds} />
          </Section>
        )}
        <div className="xl:col-span-2">
          <Section title={d.history}>
            <History history={booking.history} />
          </Section>
        </div>
      </div>
    </>
  );
}

/** /host/bookings/{id}: one booking of the host's, with the answer to a request and a transfer's deadline. */
export function HostBookingDetailPage() {
  const { id } = useParams();
  const bookingId = Number(id);
  const valid = Number.isSafeInteger(bookingId) && bookingId > 0;
  const booking = useHostBooking(valid ? bookingId : 0);
  if (!valid || (booking.error instanceof ApiError && booking.error.status === 404))
    return (
      <p role="alert">
        {d.notFound}{' '}
        <Link to={hostPaths.bookings} className="font-semibold text-brand-800 underline">
          {d.back}
        </Link>
      </p>
    );
  if (booking.isError)
    return (
      <p role="alert" className="text-red-800">
        {m.loadFailed}
      </p>
    );
  if (!booking.data) return <p role="status">{m.loading}</p>;
  return <BookingDetail booking={booking.data} />;
}
