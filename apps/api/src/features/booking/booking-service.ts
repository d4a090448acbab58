import { type CouponRefusal, whyCouponRefused } from '@scrivania/core/booking/coupon-rules';
import { holdLapsed, lapsingStatuses } from '@scrivania/core/booking/lifecycle';
import { computePrice } from '@scrivania/core/booking/pricing';
import { pricingInputFor } from '@scrivania/core/booking/pricing-input';
import type { BookingStoreBody } from '@scrivania/core/booking/schemas';
import { todayInRome } from '@scrivania/core/dates';
import type { BookingStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import type { Db } from '@scrivania/db/client';
import type { coupons } from '@scrivania/db/schema';
import { HttpError } from '../../plugins/errors.ts';
import {
  createPropertyDetailRepository,
  whyPropertyUnavailable,
} from '../catalog/property-detail-repository.ts';
import { createBookingRepository } from './booking-repository.ts';

const m = messages.booking;

/** The server's reason for refusing a coupon, in Italian. */
export function couponRefusalMessage(reason: CouponRefusal, minAmountCents: number): string {
  switch (reason) {
    case 'unknown':
      return m.coupon.unknown;
    case 'not-yet-valid':
      return m.coupon.notYetValid;
    case 'expired':
      return m.coupon.expired;
    case 'used-up':
      return m.coupon.usedUp;
    case 'minimum':
      return m.coupon.minimum(formatEuroCents(minAmountCents));
  }
}

/** Checks a coupon for use today; throws the reason it cannot be used. */
export async function usableCoupon(
  repository: ReturnType<typeof createBookingRepository>,
  coupon: typeof coupons.$inferSelect | undefined,
  amountCents: number | undefined,
) {
  if (!coupon) throw new HttpError(400, m.coupon.unknown);
  const used = coupon.usageLimit === null ? 0 : await repository.couponUses(coupon.id);
  const reason = whyCouponRefused(coupon, { today: todayInRome(), used, amountCents });
  if (reason) throw new HttpError(400, couponRefusalMessage(reason, coupon.minAmountCents));
  return coupon;
}

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

/**
 * Creates a pending booking priced by the server alone. Inside one transaction: lock the property,
 * expire lapsed holds, check availability with the shared rule, price, insert. The exclusion
 * constraint stays the last word for whole spaces (23P01 becomes the same 409).
 */
export async function storeBooking(db: Db, holdMs: number, userId: number, body: BookingStoreBody) {
  const serviceIds = [
    ...new Set([
      ...body.service_id,
      ...(body.extra_service?.selected_services ?? []).map((service) => service.service_id),
    ]),
  ];
  try {
    return await db.transaction(async (tx) => {
      const repository = createBookingRepository(tx);
      const property = await repository.lockProperty(body.property_id);
      if (!property) throw new HttpError(404, messages.api.notFound);
      await repository.expireLapsedHolds(property.id);
      const found = await createPropertyDetailRepository(tx).availability(
        property.id,
        body.start_date,
        body.end_date,
      );
      if (!found) throw new HttpError(404, messages.api.notFound);
      const range = { start: body.start_date, end: body.end_date };
      const reason = whyPropertyUnavailable(found, range, body.guests);
      if (reason === 'invalid-range') throw new HttpError(400, messages.catalog.invalidDates);
      if (reason) throw new HttpError(409, m.unavailable);

      const chosen = await repository.propertyServices(property.id, serviceIds);
      if (chosen.length !== serviceIds.length) throw new HttpError(400, m.serviceInvalid);
      const taxes = await repository.activeTaxes();
      const pricing = pricingInputFor(property, {
        range,
        guests: body.guests,
        servicePricesCents: chosen.map((service) => service.priceCents),
        taxBasisPoints: taxes.map((tax) => tax.percentBasisPoints),
      });
      const couponKey = body.coupon_code
        ? { code: body.coupon_code }
        : body.coupon_id
          ? { id: body.coupon_id }
          : null;
      const coupon = couponKey
        ? await usableCoupon(
            repository,
            await repository.findCoupon(couponKey, true),
            computePrice(pricing).totalAmountCents,
          )
        : null;
      const price = computePrice({
        ...pricing,
        coupon: coupon ? { type: coupon.amountType, value: coupon.amount } : null,
      });

      return repository.insertBooking(
        {
          userId,
          propertyId: property.id,
          exclusive: property.bookingMode === 'exclusive',
          startDate: range.start,
          endDate: range.end,
          guests: body.guests,
          status: 'pending',
          propertyAmountCents: price.propertyAmountCents,
          discountAmountCents: price.discountAmountCents,
          servicesAmountCents: price.servicesAmountCents,
          couponId: coupon?.id ?? null,
          couponAmountCents: price.couponAmountCents,
          taxBasisPoints: price.taxBasisPoints,
          totalTaxCents: price.totalTaxCents,
          payableAmountCents: price.payableAmountCents,
          firstName: body.first_name,
          lastName: body.last_name,
          companyName: body.company_name ?? null,
          email: body.email,
          mobileNo: body.mobile_no,
          address: body.address,
          city: body.state,
          province: body.country,
          pec: body.pec ?? null,
          sdi: body.sdi ?? null,
          taxIdCode: body.tax_id_code ?? null,
          specialRequest: body.extra_service?.special_request ?? null,
        },
        holdMs,
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
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new HttpError(409, m.unavailable);
    throw error;
  }
}
