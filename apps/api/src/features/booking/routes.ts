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
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressLimitKey } from '../../lib/address-key.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { propertyForBooking, propertyServices } from '../catalog/catalog-service.ts';
import { announceCatalogueChange } from '../catalog/public-change-service.ts';
import { createInvoiceService } from '../invoicing/invoice-service.ts';
import { createRefundService, refundFieldsOf } from '../payments/refund-service.ts';
import { countBookingAttempt } from './booking-limits.ts';
import { toBookingDetails, toOrder, toTax } from './booking-mappers.ts';
import { createBookingRepository } from './booking-repository.ts';
import { storeBooking } from './booking-service.ts';
import { couponReference } from './coupon-reference.ts';
import { usableCoupon } from './coupon-service.ts';
import { queueExpiredRequestMails } from './hold-expiry.ts';
import { queueNewRequestMail } from './host-booking-service.ts';

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
  const refundService = createRefundService(app);
  const invoicing = createInvoiceService(app);
  const limiter = createRateLimiter(app.db);
  const rules = {
    holdMs: app.config.bookingHoldMs,
    unpaidMax: app.config.bookingLimits.unpaidMax,
    secret: app.config.sessionSecret,
  };

  app.get(
    '/booking/property/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: BookingPropertyResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const property = await propertyForBooking(app.db, request.params.id);
      if (!property) throw new HttpError(404, messages.api.notFound);
      return {
        success: true as const,
        data: {
          ...property.card,
          occupancy: property.occupancy,
          booking_mode: property.bookingMode,
          cancellation_policy: property.cancellationPolicy,
          own_listing: request.user?.id === property.hostId,
        },
      };
    },
  );

  app.get(
    '/booking/extra-service/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: PathIdParamSchema, response: { 200: BookingServicesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await propertyServices(app.db, request.params.id),
    }),
  );

  app.get(
    '/booking/tax',
    { config: { access: 'public' }, schema: { tags, response: { 200: TaxListResponseSchema } } },
    async () => ({
      success: true as const,
      data: (await repository.activeTaxes()).map(toTax),
    }),
  );

  app.post(
    '/booking/coupon',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: CouponBodySchema,
        response: { 200: CouponResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { coupon_code: code, amount_cents: amountCents } = request.body;
      // Codes are short secrets: wrong guesses from one address are limited, right ones are not.
      const guessKey = `coupon:${addressLimitKey(request.ip)}`;
      await limiter.consume(guessKey, COUPON_GUESSES, messages.booking.tooManyAttempts);
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
      config: { access: 'user' },
      schema: {
        tags,
        body: BookingStoreBodySchema,
        response: { 200: BookingStoreResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await countBookingAttempt(limiter, app.config.bookingLimits, { userId: user.id, ip: request.ip });
      const { booking } = await storeBooking(app.db, rules, user.id, request.body, async (tx, stored) => {
        await queueExpiredRequestMails(app, tx, stored.lapsedRequestIds);
        if (stored.booking.status === 'requested') await queueNewRequestMail(app, tx, stored.booking.id);
      });
      // The dates it holds close on the property page and in searches, in every process.
      await announceCatalogueChange(app, request.body.property_id);
      return {
        success: true as const,
        status: booking.status,
        message: booking.status === 'requested' ? messages.booking.requested : messages.booking.stored,
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
      config: { access: 'user' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: BookingDetailsEnvelopeSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const booking = await repository.ownedBooking(request.params.id, user.id);
      if (!booking) throw new HttpError(404, messages.booking.notFound);
      const refunds = (await refundService.refundsOf([booking.id])).get(booking.id) ?? refundFieldsOf([]);
      const invoiceNo = (await invoicing.invoiceLabels([booking.id])).get(booking.id) ?? null;
      return { success: true as const, data: toBookingDetails(booking, refunds, invoiceNo) };
    },
  );

  app.get(
    '/order/list',
    {
      config: { access: 'user' },
      schema: {
        tags,
        response: { 200: OrderListResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await repository.orders(user.id, ORDER_LIST_LIMIT);
      const ids = rows.map((row) => row.id);
      const [refunds, invoiceNumbers] = await Promise.all([
        refundService.refundsOf(ids),
        invoicing.invoiceLabels(ids),
      ]);
      return {
        success: true as const,
        message: messages.booking.orders.listed,
        data: rows.map((row) =>
          toOrder(row, refunds.get(row.id) ?? refundFieldsOf([]), invoiceNumbers.get(row.id) ?? null),
        ),
      };
    },
  );
};
