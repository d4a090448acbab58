import type { BookingStoreResponse } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { formatRomeDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useBookingProperty } from '../api/get-booking-property.ts';
import { useExtraServices } from '../api/get-extra-services.ts';
import { useTaxes } from '../api/get-taxes.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { type CheckoutParams, readCheckoutParams } from './checkout-params.ts';

const c = messages.booking.checkout;

/** What a guest sees once a request is sent: the host has 24 hours, then paying comes from the orders. */
function RequestSent({ request }: { request: BookingStoreResponse['booking'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const deadline = request.hold_expires_at ? formatRomeDateTime(request.hold_expires_at) : '';
  return (
    <section
      aria-labelledby="request-sent"
      className="mx-auto max-w-2xl space-y-4 rounded-lg border border-green-300 bg-green-50 p-6"
    >
      <h2 id="request-sent" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        {c.requestSentTitle}
      </h2>
      <p>{c.requestSent(request.booking_no, deadline)}</p>
      <p className="text-slate-700">{c.requestUnanswered}</p>
      <Link to={paths.orderHistory} className="inline-block font-semibold text-brand-700 underline">
        {c.toOrders}
      </Link>
    </section>
  );
}

function CheckoutData({ params }: { params: CheckoutParams }) {
  const [request, setRequest] = useState<BookingStoreResponse['booking'] | null>(null);
  const id = String(params.property_id);
  const session = useSession();
  const property = useBookingProperty(id);
  const services = useExtraServices(id);
  const taxes = useTaxes();
  if (request) return <RequestSent request={request} />;
  if (property.isError) return <p role="alert">{c.missingParams}</p>;
  if (property.data?.own_listing)
    return (
      <p role="alert">
        {messages.booking.ownListing}{' '}
        <Link to={paths.propertyView(params.property_id)} className="underline">
          {c.backToProperty}
        </Link>
      </p>
    );
  if (session.status !== 'logged-in' || !property.data || !services.data || !taxes.data)
    return <p role="status">{messages.common.loading}</p>;
  return (
    <CheckoutForm
      params={params}
      profile={session.user}
      property={property.data}
      services={services.data}
      taxes={taxes.data}
      onRequested={setRequest}
    />
  );
}

/** /Checkout?property_id&start_date&end_date&no_of_guest (signed-in users only). */
export function CheckoutPage() {
  const [search] = useSearchParams();
  const params = readCheckoutParams(search);
  useDocumentMeta({ title: c.title });
  return (
    <>
      <PageHeader title={c.title} crumbs={[{ label: c.title }]} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {params ? (
          <CheckoutData params={params} />
        ) : (
          <p role="alert">
            {c.missingParams}{' '}
            <Link to={paths.home} className="underline">
              {messages.content.home}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
