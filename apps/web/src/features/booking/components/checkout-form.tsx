import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@scrivania/core/account/schemas';
import { termsOf } from '@scrivania/core/booking/cancellation';
import { computePrice } from '@scrivania/core/booking/pricing';
import { priceTermsOfCard, pricingInputFor } from '@scrivania/core/booking/pricing-input';
import {
  type Billing,
  type BillingInput,
  BillingSchema,
  type BookingProperty,
  type BookingStoreResponse,
  type Coupon,
  type Tax,
} from '@scrivania/core/booking/schemas';
import type { PropertyService } from '@scrivania/core/catalog/property-schemas';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CancellationPolicyNotice } from '../../../components/ui/cancellation-policy.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { minutesBetween } from '../../../lib/time-of-day.ts';
import { useStoreBooking } from '../api/post-booking-store.ts';
import { BillingFields, billingDefaults } from './billing-fields.tsx';
import type { CheckoutParams } from './checkout-params.ts';
import { CouponField } from './coupon-field.tsx';
import { PriceSummary } from './price-summary.tsx';
import { ServiceToggles } from './service-toggles.tsx';

const c = messages.booking.checkout;
const isBillingField = (name: string): name is keyof BillingInput => name in BillingSchema.shape;

interface Props {
  params: CheckoutParams;
  profile: Profile;
  property: BookingProperty;
  services: PropertyService[];
  taxes: Tax[];
  onRequested: (request: BookingStoreResponse['booking']) => void;
}

/**
 * Billing data, services, coupon and the price, then the booking: an instant listing goes on to the
 * payment, one booked on request ('Richiedi prenotazione') hands over to `onRequested` with the request.
 */
export function CheckoutForm({ params, profile, property, services, taxes, onRequested }: Props) {
  const navigate = useNavigate();
  const store = useStoreBooking();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const form = useForm<BillingInput, unknown, Billing>({
    resolver: zodResolver(BillingSchema),
    reValidateMode: 'onChange',
    defaultValues: billingDefaults(profile),
  });
  const specialRequest = useRef<HTMLTextAreaElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chosen = services.filter((service) => selected.has(service.service_id));
  const times =
    params.start_time && params.end_time ? { start: params.start_time, end: params.end_time } : null;
  const pricing = pricingInputFor(priceTermsOfCard(property), {
    range: { start: params.start_date, end: params.end_date },
    ...(times && { minutes: minutesBetween(times.start, times.end) }),
    guests: params.no_of_guest,
    servicePricesCents: chosen.map((service) => service.service.price_cents),
    taxBasisPoints: taxes.map((tax) => tax.tax_basis_points),
  });
  const beforeCoupon = computePrice(pricing);
  const price = computePrice({
    ...pricing,
    coupon: coupon ? { type: coupon.amount_type, value: coupon.amount_cents ?? coupon.amount } : null,
  });

  const onRequest = property.booking_mode === 'request';
  const toggle = (serviceId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(serviceId)) next.add(serviceId);
      return next;
    });

  const onValid = (billing: Billing) => {
    setFailure(null);
    store.mutate(
      {
        ...billing,
        property_id: params.property_id,
        start_date: params.start_date,
        end_date: params.end_date,
        ...(times && { start_time: times.start, end_time: times.end }),
        guests: params.no_of_guest,
        service_id: chosen.map((service) => service.service_id).join(','),
        ...(coupon ? { coupon_id: coupon._id } : {}),
        tax_id: taxes.map((tax) => tax._id).join(','),
        // Shown amounts travel as SPEC section 3 lists them; the server ignores them and prices anew.
        property_amount: centsToEuro(price.propertyAmountCents),
        discount_amount: centsToEuro(price.discountAmountCents),
        total_amount: centsToEuro(price.totalAmountCents),
        coupon_amount: centsToEuro(price.couponAmountCents),
        total_tax: centsToEuro(price.totalTaxCents),
        final_total: centsToEuro(price.payableAmountCents),
        extra_service: {
          special_request: specialRequest.current?.value,
          selected_services: chosen.map((service) => ({
            service_id: service.service_id,
            service_name: service.service.service_name,
            service_price: service.service.price,
          })),
        },
      },
      {
        onSuccess: (response) =>
          response.booking.status === 'requested'
            ? onRequested(response.booking)
            : navigate(`${paths.payment}?bookingId=${response.booking._id}`),
        onError: (error) => {
          console.error('Booking failed', error);
          // The server's word on a billing field goes under that field.
          for (const [name, message] of Object.entries(
            error instanceof ApiError ? (error.fieldErrors ?? {}) : {},
          ))
            if (isBillingField(name)) form.setError(name, { type: 'server', message });
          setFailure(serverMessageOr(error, c.submitFailed));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <p className="text-slate-700">
          <strong>{property.property_name}</strong> — {property.address}
        </p>
        <BillingFields form={form} />
        <ServiceToggles
          services={services}
          selected={selected}
          onToggle={toggle}
          perBooking={times !== null}
        />
        <div>
          <label htmlFor="special_request" className="block text-sm font-medium text-slate-800">
            {c.specialRequest}
          </label>
          <textarea
            id="special_request"
            name="special_request"
            ref={specialRequest}
            rows={3}
            maxLength={2000}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
      </div>
      <div className="space-y-6">
        <PriceSummary
          property={property}
          startDate={params.start_date}
          endDate={params.end_date}
          times={times}
          guests={params.no_of_guest}
          services={services}
          selected={selected}
          taxes={taxes}
          price={price}
        />
        {/* No booking yet: these are the listing's current terms, the ones the booking will keep. */}
        <CancellationPolicyNotice
          terms={termsOf(property.cancellation_policy)}
          firstDay={params.start_date}
        />
        <CouponField amountCents={beforeCoupon.totalAmountCents} coupon={coupon} onChange={setCoupon} />
        {failure && (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        )}
        {onRequest && <p className="text-sm text-slate-700">{c.requestNote}</p>}
        <Button type="submit" disabled={store.isPending} block>
          {store.isPending ? c.submitting : onRequest ? c.submitRequest : c.submit}
        </Button>
      </div>
    </form>
  );
}
