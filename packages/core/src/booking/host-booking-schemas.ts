import { z } from 'zod';
import { bookingTimeFields } from '../catalog/hourly-schemas.ts';
import { isoDateSchema } from '../common.ts';
import { bookingStatuses, paymentMethods } from '../domain.ts';
import { bookingMessages } from './messages.it.ts';
import { BookingStatusSchema, refundFields } from './schemas.ts';

const h = bookingMessages.host;
export const HOST_BOOKINGS_PAGE_SIZE = 20;
/** Decline reasons are read by the guest in a mail: a few sentences at most. */
export const DECLINE_REASON_MAX = 500;

const hostDate = isoDateSchema(h.dateInvalid).optional();
/** `json` answers a page; `csv` exports every booking the filters keep (decision 026). */
const ExportFormatSchema = z.enum(['json', 'csv'], { error: h.formatInvalid }).default('json');

/** `GET /host/bookings`: filters of the back-office list; a bad filter is a 400, never ignored. */
export const HostBookingsQuerySchema = z
  .object({
    status: z.enum(bookingStatuses, { error: h.statusInvalid }).optional(),
    property_id: z.coerce
      .number({ error: h.propertyInvalid })
      .int(h.propertyInvalid)
      .positive(h.propertyInvalid)
      .max(2_147_483_647, h.propertyInvalid)
      .optional(),
    /** Bookings that overlap the days from `from` to `to`, both included. */
    from: hostDate,
    to: hostDate,
    page: z.coerce
      .number({ error: h.pageInvalid })
      .int(h.pageInvalid)
      .min(1, h.pageInvalid)
      .max(100_000, h.pageInvalid)
      .default(1),
    format: ExportFormatSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: h.rangeInvalid,
    path: ['to'],
  });
export type HostBookingsQuery = z.infer<typeof HostBookingsQuerySchema>;

const PaymentMethodSchema = z.enum(paymentMethods).nullable();

export const HostBookingSchema = z.object({
  _id: z.number().int(),
  booking_no: z.string(),
  status: BookingStatusSchema,
  property: z.object({ _id: z.number().int(), property_name: z.string() }),
  guest_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  ...bookingTimeFields,
  guests: z.number().int(),
  /** Euro, for display; `payable_amount_cents` is exact. */
  payable_amount: z.number(),
  payable_amount_cents: z.number().int(),
  payment_method: PaymentMethodSchema,
  /** Until when a request waits for the host, a booking for its payment or a transfer for the money. */
  hold_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type HostBooking = z.infer<typeof HostBookingSchema>;

export const HostBookingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    bookings: z.array(HostBookingSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});
export type HostBookingsResponse = z.infer<typeof HostBookingsResponseSchema>;

/** Who made a status change, as the host may know it. */
export const statusChangeActors = ['guest', 'host', 'operator', 'system'] as const;

export const HostBookingDetailSchema = HostBookingSchema.extend({
  /** The billing data of the checkout, with the SPEC's names (state is the city, country the province). */
  billing: z.object({
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string().nullable(),
    email: z.string(),
    mobile_no: z.string(),
    address: z.string(),
    state: z.string(),
    country: z.string(),
    pec: z.string().nullable(),
    sdi: z.string().nullable(),
    tax_id_code: z.string().nullable(),
  }),
  special_request: z.string().nullable(),
  service_booking: z.array(z.object({ service_name: z.string(), amount: z.number() })),
  coupon: z.object({ coupon_code: z.string(), amount: z.number() }).nullable(),
  /** Euro: the space, its discount, the services, the coupon, VAT and what was charged. */
  amounts: z.object({
    property_amount: z.number(),
    discount_amount: z.number(),
    services_amount: z.number(),
    coupon_amount: z.number(),
    tax_amount: z.number(),
    payable_amount: z.number(),
  }),
  history: z.array(
    z.object({
      from_status: BookingStatusSchema.nullable(),
      to_status: BookingStatusSchema,
      at: z.string(),
      by: z.enum(statusChangeActors),
      reason: z.string().nullable(),
    }),
  ),
  /** The e-invoice's number (`2026/000123`), as in the guest's booking details: null until paid. */
  invoice_no: z.string().nullable(),
  ...refundFields,
});
export type HostBookingDetail = z.infer<typeof HostBookingDetailSchema>;

export const HostBookingDetailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: HostBookingDetailSchema,
});

export const DeclineBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(DECLINE_REASON_MAX, h.reasonTooLong)
      .optional()
      .transform((value) => value || undefined),
  })
  // A decline without a reason may come with no body at all.
  .nullish();
export type DeclineBody = z.infer<typeof DeclineBodySchema>;

export const RequestAnswerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    _id: z.number().int(),
    status: BookingStatusSchema,
    hold_expires_at: z.string().nullable(),
  }),
});

export const EarningsQuerySchema = z.object({
  year: z.coerce
    .number({ error: h.yearInvalid })
    .int(h.yearInvalid)
    .min(2000, h.yearInvalid)
    .max(2100, h.yearInvalid)
    .optional(),
  format: ExportFormatSchema,
});
export type EarningsQuery = z.infer<typeof EarningsQuerySchema>;

const EarningsLineSchema = z.object({
  bookings: z.number().int(),
  /** Euro: what was paid without VAT, the VAT, and what was paid. */
  net_amount: z.number(),
  vat_amount: z.number(),
  gross_amount: z.number(),
});

export const EarningsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    year: z.number().int(),
    months: z.array(EarningsLineSchema.extend({ month: z.number().int().min(1).max(12) })),
    total: EarningsLineSchema,
  }),
});
export type EarningsResponse = z.infer<typeof EarningsResponseSchema>;

export const HostDashboardResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** Paid or held bookings whose days include today. */
    today: z.array(HostBookingSchema),
    /** The next ones to start, soonest first. */
    upcoming: z.array(HostBookingSchema),
    /** Requests waiting for an answer, the one lapsing first on top. */
    requests: z.array(HostBookingSchema),
    /** Bank transfers the operator has not received yet, the nearest deadline first. */
    transfers: z.array(HostBookingSchema),
    /** Euro paid this month (Europe/Rome), VAT included. */
    month_paid_amount: z.number(),
    month_paid_bookings: z.number().int(),
  }),
});
export type HostDashboard = z.infer<typeof HostDashboardResponseSchema>['data'];
