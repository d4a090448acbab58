import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useSearchParams } from 'react-router';
import { CancellationPolicyNotice } from '../../../components/ui/cancellation-policy.tsx';
import { creditNoteCount, InvoiceDownloads } from '../../../components/ui/invoice-downloads.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { formatLongDateAt } from '../../../lib/format.ts';
import { useBookingDetails } from '../api/get-booking-details.ts';
import { PaymentMethodForm } from './payment-method-form.tsx';

const m = messages.booking.payment;

/**
 * /Payment?bookingId=: the booking's details (owner only), the cancellation terms it keeps whatever its
 * listing's policy becomes (decision 071), and the choice of payment method.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const details = useBookingDetails(bookingId);
  useDocumentMeta({ title: m.heading, noIndex: true });

  let body: React.ReactNode;
  if (!/^\d{1,10}$/.test(bookingId) || details.isError) {
    body = (
      <p role="alert" className="text-red-700">
        {m.notFound}
      </p>
    );
  } else if (details.isPending) {
    body = <p role="status">{m.loading}</p>;
  } else {
    const booking = details.data;
    const services = booking.service_booking.map((service) => service.service_name).join(', ');
    const rows: [string, string][] = [
      [m.bookingNo, booking.booking_no],
      [m.property, booking.property.property_name],
      [m.services, services || m.noServices],
      [m.startDate, formatLongDateAt(booking.start_date, booking.start_time)],
      [m.endDate, formatLongDateAt(booking.end_date, booking.end_time)],
      [m.amount, formatEuroCents(booking.payable_amount_cents)],
    ];
    body = (
      <>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <CancellationPolicyNotice
          terms={{ policy: booking.cancellation_policy, rule: booking.cancellation_rule }}
          firstDay={booking.start_date}
        />
        <InvoiceDownloads
          bookingId={booking._id}
          invoiceNo={booking.invoice_no}
          creditNotes={creditNoteCount(booking)}
        />
        <PaymentMethodForm booking={booking} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={m.heading} crumbs={[{ label: m.heading }]} />
      <section className="mx-auto max-w-3xl px-4 py-10">{body}</section>
    </>
  );
}
