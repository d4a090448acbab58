import { messages } from '@scrivania/core/messages.it';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useSession } from '../../account/api/get-profile.ts';
import { useBookingProperty } from '../api/get-booking-property.ts';
import { useExtraServices } from '../api/get-extra-services.ts';
import { useTaxes } from '../api/get-taxes.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { type CheckoutParams, readCheckoutParams } from './checkout-params.ts';

const c = messages.booking.checkout;

function CheckoutData({ params }: { params: CheckoutParams }) {
  const id = String(params.property_id);
  const session = useSession();
  const property = useBookingProperty(id);
  const services = useExtraServices(id);
  const taxes = useTaxes();
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
