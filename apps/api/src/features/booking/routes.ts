import {
  BookingDetailsEnvelopeSchema,
  BookingPropertyResponseSchema,
  BookingServicesResponseSchema,
  BookingStoreBodySchema,
  BookingStoreResponseSchema,
  CouponBodySchema,
  CouponResponseSchema,
  OrderListResponseSchema,
  TaxListResponseSchema,
} from '@scrivania/core/booking/schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createRateLimiter } from '../account/rate-limit.ts';
import { toPropertyCard, toPropertyServices } from '../catalog/property-card.ts';
import { createPropertyCardRepository } from '../catalog/property-card-repository.ts';
import { createPropertyDetailRepository } from '../catalog/property-detail-repository.ts';
import { countBookingAttempt } from './booking-limits.ts';
import { toBookingDetails, toOrder, toTax } from './booking-mappers.ts';
import { createBookingRepository } from './booking-repository.ts';
import { storeBooking } from './booking-service.ts';
import { couponReference } from './coupon-reference.ts';
import { usableCoupon } from './coupon-service.ts';

const tags = ['booking'];
const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const ORDER_LIST_LIMIT = 500;
const COUPON_GUESSES = { max: 20, windowMs: 15 * 60_000 };

/** Checkout data, coupons, booking creation, booking details and the order history. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createBookingRepository(app.db);
  const cards = createPropertyCardRepository(app.db);
  const details = createPropertyDetailRepository(app.db);
  const limiter = createRateLimiter(app.db);
  const rules = {
    holdMs: app.config.bookingHoldMs,
    unpaidMax: app.config.bookingLimits.unpaidMax,
    secret: app.config.sessionSecret,
  };

  app.get(
    '/booking/property/:id',
    {
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: BookingPropertyResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const [card] = await cards.listCards({ kind: 'property', id: request.params.id }, todayInRome());
      const detail = await details.details(request.params.id);
      if (!card || !detail) throw new HttpError(404, messages.api.notFound);
      return {
        success: true as const,
        data: {
          ...toPropertyCard(card),
          booking_mode: detail.bookingMode,
          own_listing: request.user?.id === detail.hostId,
        },
      };
    },
  );

  app.get(
    '/booking/extra-service/:id',
    { schema: { tags, params: PathIdParamSchema, response: { 200: BookingServicesResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: toPropertyServices(await details.services(request.params.id)),
    }),
  );

  app.get('/booking/tax', { schema: { tags, response: { 200: TaxListResponseSchema } } }, async () => ({
    success: true as const,
    data: (await repository.activeTaxes()).map(toTax),
  }));

  app.post(
    '/booking/coupon',
    {
      schema: {
        tags,
        body: CouponBodySchema,
        response: { 200: CouponResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { coupon_code: code, amount_cents: amountCents } = request.body;
      // Codes are short secrets: wrong guesses from one address are limited, right ones are not.
      const guessKey = `coupon:${request.ip}`;
      await limiter.consume(guessKey, COUPON_GUESSES);
      const found = await repository.findCoupon({ code });
      if (found) await limiter.refund(guessKey);
      const coupon = await usableCoupon(repository, found, { amountCents, userId: request.user?.id });
      return {
        success: true as const,
        message: messages.booking.coupon.applied,
        data: {
          _id: couponReference(coupon.id, app.config.sessionSecret),
          coupon_code: coupon.code,
          amount: coupon.amountType === 'amount' ? centsToEuro(coupon.amount) : coupon.amount,
          amount_cents: coupon.amountType === 'amount' ? coupon.amount : null,
          amount_type: coupon.amountType,
          min_amount_cents: coupon.minAmountCents,
        },
      };
    },
  );

  app.post(
    '/booking/store',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: BookingStoreBodySchema,
        response: { 200: BookingStoreResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await countBookingAttempt(limiter, app.config.bookingLimits, { userId: user.id, ip: request.ip });
      const booking = await storeBooking(app.db, rules, user.id, request.body);
      return {
        success: true as const,
        status: booking.status,
        message: messages.booking.stored,
        booking: {
          _id: booking.id,
          booking_no: booking.bookingNo,
          status: booking.status,
          hold_expires_at: booking.holdExpiresAt?.toISOString() ?? null,
          payable_amount: centsToEuro(booking.payableAmountCents),
          payable_amount_cents: booking.payableAmountCents,
        },
      };
    },
  );

  app.get(
    '/booking/details/:id',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: PathIdParamSchema,
        response: { 200: BookingDetailsEnvelopeSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const booking = await repository.ownedBooking(request.params.id, user.id);
      if (!booking) throw new HttpError(404, messages.booking.notFound);
      return { success: true as const, data: toBookingDetails(booking) };
    },
  );

  app.get(
    '/order/list',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: OrderListResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await repository.orders(user.id, ORDER_LIST_LIMIT);
      return { success: true as const, message: messages.booking.orders.listed, data: rows.map(toOrder) };
    },
  );
};
