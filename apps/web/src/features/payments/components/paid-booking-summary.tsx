import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useId } from 'react';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { creditNoteCount, InvoiceDownloads } from '../../../components/ui/invoice-downloads.tsx';
import { formatLongDateAt } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useBookingDetails } from '../api/get-booking-details.ts';

const t = messages.payments;
const m = messages.booking.payment;

/**
 * What a guest wants in hand right after paying: the booking's facts, a calendar entry, the invoice once
 * issued, and a way to write to the host. Nothing shows until the owner's details arrive; the SPEC
 * heading above stands on its own.
 */
export function PaidBookingSummary({ bookingId }: { bookingId: number }) {
  const details = useBookingDetails(String(bookingId));
  const titleId = useId();
  if (!details.data) return null;
  const booking = details.data;
  const facts: [string, string][] = [
    [m.bookingNo, booking.booking_no],
    [m.property, booking.property.property_name],
    [t.paidAddress, booking.property.address],
    [m.startDate, formatLongDateAt(booking.start_date, booking.start_time)],
    [m.endDate, formatLongDateAt(booking.end_date, booking.end_time)],
    [t.paidAmount, formatEuroCents(booking.payable_amount_cents)],
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto mt-8 max-w-xl rounded-2xl border border-slate-200 p-4 text-left sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t.paidBookingTitle}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <InvoiceDownloads
        bookingId={booking._id}
        invoiceNo={booking.invoice_no}
        creditNotes={creditNoteCount(booking)}
      />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <DownloadButton
          path={`booking/${booking._id}/calendar.ics`}
          fallbackName={`${booking.booking_no}.ics`}
          label={t.addToCalendar}
          accessibleName={t.addToCalendarNamed(booking.booking_no)}
          pendingLabel={t.calendarDownloading}
          failedMessage={t.calendarFailed}
          className={buttonClass({ size: 'md', tone: 'secondary' })}
        />
        <ButtonLink to={`${paths.chat}?property=${booking.property._id}`} size="md" tone="secondary">
          {messages.chat.contactHost}
        </ButtonLink>
      </div>
    </section>
  );
}
