import { z } from 'zod';
import { ConsolePageSchema, consolePageOf, consoleSearchSchema } from '../audit/schemas.ts';
import { bookingTimeFields } from '../catalog/hourly-schemas.ts';
import { isoDateSchema } from '../common.ts';
import { bookingStatuses, paymentMethods, paymentProviders, paymentStatuses } from '../domain.ts';
import { AdminRefundSchema } from './cancellation-schemas.ts';
import { bookingMessages } from './messages.it.ts';

const m = bookingMessages.admin.bookings;

/**
 * GET /admin/bookings. `q` matches the booking number (exact or its beginning), the guest's e-mail
 * (its beginning, any letter case) or the listing's name (any part); `from`/`to` keep the bookings
 * whose stay touches those days; newest first.
 */
export const AdminBookingListQuerySchema = z
  .object({
    q: consoleSearchSchema(m.queryInvalid),
    status: z.enum(bookingStatuses, { error: m.statusInvalid }).optional(),
    from: isoDateSchema(m.dateInvalid).optional(),
    to: isoDateSchema(m.dateInvalid).optional(),
    property_id: z.coerce
      .number({ error: m.propertyInvalid })
      .int({ error: m.propertyInvalid })
      .positive({ error: m.propertyInvalid })
      .max(2_147_483_647, { error: m.propertyInvalid })
      .optional(),
    page: ConsolePageSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: m.rangeInvalid,
    path: ['to'],
  });
export type AdminBookingListQuery = z.output<typeof AdminBookingListQuerySchema>;

const person = z.object({ _id: z.number().int(), name: z.string(), email: z.string() });

export const AdminBookingSchema = z.object({
  _id: z.number().int(),
  booking_no: z.string(),
  status: z.enum(bookingStatuses),
  created_at: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  ...bookingTimeFields,
  guests: z.number().int(),
  payment_method: z.enum(paymentMethods).nullable(),
  /** Euro. */
  payable_amount: z.number(),
  guest_name: z.string(),
  email: z.string(),
  property: z.object({ _id: z.number().int(), name: z.string() }),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const AdminBookingListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AdminBookingSchema),
});

export const AdminBookingDetailSchema = AdminBookingSchema.extend({
  hold_expires_at: z.string().nullable(),
  mobile_no: z.string(),
  company_name: z.string().nullable(),
  /** Euro, as priced at booking. */
  amounts: z.object({
    property: z.number(),
    discount: z.number(),
    services: z.number(),
    coupon: z.number(),
    tax: z.number(),
    payable: z.number(),
  }),
  coupon_code: z.string().nullable(),
  /** The account that booked and the listing's host. */
  guest: person,
  host: person,
  payments: z.array(
    z.object({
      _id: z.number().int(),
      provider: z.enum(paymentProviders),
      provider_ref: z.string(),
      /** Euro. */
      amount: z.number(),
      currency: z.string(),
      status: z.enum(paymentStatuses),
      failure_message: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Every refund of the booking, oldest first, failed ones included. */
  refunds: z.array(AdminRefundSchema),
  /** What is left to give back of the paid amount; 0 for a booking never paid. */
  refundable_amount_cents: z.number().int(),
  /** Every status the booking took, oldest first; `actor` is null when the product made the change. */
  history: z.array(
    z.object({
      from_status: z.enum(bookingStatuses).nullable(),
      to_status: z.enum(bookingStatuses),
      at: z.string(),
      actor: person.nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type AdminBookingDetail = z.infer<typeof AdminBookingDetailSchema>;

export const AdminBookingDetailResponseSchema = z.object({
  success: z.literal(true),
  data: AdminBookingDetailSchema,
});
