import { termsOf } from '@scrivania/core/booking/cancellation';
import { defaultHolds, holdLapsed, lapsingStatuses } from '@scrivania/core/booking/lifecycle';
import { computePrice, type PriceBreakdown } from '@scrivania/core/booking/pricing';
import { pricingInputFor } from '@scrivania/core/booking/pricing-input';
import type { BookingStoreBody } from '@scrivania/core/booking/schemas';
import type { BookingStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import { HttpError } from '../../plugins/errors.ts';
import { judgeBooking } from '../catalog/catalog-service.ts';
import { refuseHoarding } from './booking-limits.ts';
import { createBookingRepository } from './booking-repository.ts';
import { couponIdFromReference, usableCoupon } from './coupon-service.ts';
import { expireLapsedHolds } from './hold-expiry.ts';

const m = messages.booking;

/** A pending hold that has lapsed reads as expired even before a booking pass has moved it. */
export function visibleStatus(status: BookingStatus, holdExpiresAt: Date | null, now = new Date()) {
  return lapsingStatuses.includes(status) && holdLapsed(holdExpiresAt, now) ? 'expired' : status;
}

const isExclusionViolation = (error: unknown): boolean => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
};

/** The amounts of a price breakdown a booking keeps: what its invoice and its refunds are made from. */
export function storedAmounts(price: PriceBreakdown) {
  return {
    propertyAmountCents: price.propertyAmountCents,
    discountAmountCents: price.discountAmountCents,
    servicesAmountCents: price.servicesAmountCents,
    couponAmountCents: price.couponAmountCents,
    taxBasisPoints: price.taxBasisPoints,
    totalTaxCents: price.totalTaxCents,
    payableAmountCents: price.payableAmountCents,
  };
}

export interface BookingRules {
  holdMs: number;
  unpaidMax: number;
  /** Signs coupon references (the session secret). */
  secret: string;
}

/**
 * Creates a booking priced by the server alone: pending with the payment hold, or, for a listing
 * booked on request, requested with the 24 hours the host has to answer. Inside one transaction:
 * lock the user (their unpaid holds and per-person coupon uses are counted one booking at a time),
 * lock the property, refuse the host's own listing and a hoarder, expire lapsed holds, check
 * availability with the shared rule, price, insert. The exclusion constraint stays the last word for
 * whole spaces (23P01 becomes the same 409). Answers the booking and the requests of this property
 * that lapsed meanwhile, whose guest and host are to be mailed.
 */
export async function storeBooking(
  db: Db,
  rules: BookingRules,
  userId: number,
  body: BookingStoreBody,
  /** Runs in the booking's transaction once it is written: what it queues commits with it. */
  afterInsert: (
    tx: Db,
    stored: { booking: { id: number; status: string }; lapsedRequestIds: number[] },
  ) => Promise<void> = async () => {},
) {
  const serviceIds = [
    ...new Set([
      ...body.service_id,
      ...(body.extra_service?.selected_services ?? []).map((service) => service.service_id),
    ]),
  ];
  const couponId = body.coupon_id === undefined ? null : couponIdFromReference(body.coupon_id, rules.secret);
  try {
    return await db.transaction(async (tx) => {
      const repository = createBookingRepository(tx);
      await repository.lockUser(userId);
      const property = await repository.lockProperty(body.property_id);
      if (!property) throw new HttpError(404, messages.api.notFound);
      if (property.hostId === userId) throw new HttpError(403, m.ownListing);
      await refuseHoarding(repository, userId, rules.unpaidMax);
      const lapsedRequestIds = await expireLapsedHolds(tx, { propertyId: property.id });
      const range = { start: body.start_date, end: body.end_date };
      const judgement = await judgeBooking(tx, property.id, {
        range,
        guests: body.guests,
        startTime: body.start_time,
        endTime: body.end_time,
      });
      if (judgement === 'not-listed') throw new HttpError(404, messages.api.notFound);
      if (judgement.kind === 'invalid') throw new HttpError(400, judgement.message);
      if (judgement.kind === 'unavailable' && judgement.reason === 'invalid-range')
        throw new HttpError(400, messages.catalog.invalidDates);
      if (judgement.kind === 'unavailable') throw new HttpError(409, judgement.message);
      const times = judgement.times;

      const chosen = await repository.propertyServices(property.id, serviceIds);
      if (chosen.length !== serviceIds.length) throw new HttpError(400, m.serviceInvalid);
      const taxes = await repository.activeTaxes();
      const pricing = pricingInputFor(property, {
        range,
        minutes: times?.minutes,
        guests: body.guests,
        servicePricesCents: chosen.map((service) => service.priceCents),
        taxBasisPoints: taxes.map((tax) => tax.percentBasisPoints),
      });
      const coupon =
        couponId === null
          ? null
          : await usableCoupon(repository, await repository.findCoupon({ id: couponId }, true), {
              amountCents: computePrice(pricing).totalAmountCents,
              userId,
            });
      const price = computePrice({
        ...pricing,
        coupon: coupon ? { type: coupon.amountType, value: coupon.amount } : null,
      });

      const onRequest = property.bookingMode === 'request';
      // Read under the property's lock: a policy change by the host lands before or after, never half.
      const terms = termsOf(property.cancellationPolicy);
      const booking = await repository.insertBooking(
        {
          userId,
          propertyId: property.id,
          exclusive: property.occupancy === 'exclusive',
          startDate: range.start,
          endDate: range.end,
          startsAt: times?.startsAt ?? null,
          endsAt: times?.endsAt ?? null,
          blockedUntil: times?.blockedUntil ?? null,
          guests: body.guests,
          status: onRequest ? 'requested' : 'pending',
          ...storedAmounts(price),
          couponId: coupon?.id ?? null,
          firstName: body.first_name,
          lastName: body.last_name,
          companyName: body.company_name ?? null,
          email: body.email,
          mobileNo: body.mobile_no,
          address: body.address,
          city: body.state,
          province: body.country,
          zip: body.zip ?? null,
          pec: body.pec ?? null,
          sdi: body.sdi ?? null,
          taxIdCode: body.tax_id_code ?? null,
          specialRequest: body.extra_service?.special_request ?? null,
          cancellationPolicy: terms.policy,
          cancellationRule: terms.rule,
        },
        onRequest ? defaultHolds.requestMs : rules.holdMs,
        {
          services: chosen.map((service, index) => ({
            serviceId: service.id,
            serviceName: service.name,
            priceCents: service.priceCents,
            amountCents: price.serviceAmountsCents[index] ?? 0,
          })),
          taxes: taxes.map((tax) => ({ taxId: tax.id, percentBasisPoints: tax.percentBasisPoints })),
        },
      );
      await afterInsert(tx, { booking, lapsedRequestIds });
      return { booking, lapsedRequestIds };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new HttpError(409, m.unavailable);
    throw error;
  }
}
