import { z } from 'zod';
import { bookingTimeFields, timeRangeFields } from '../catalog/hourly-schemas.ts';
import { PropertyServiceSchema } from '../catalog/property-schemas.ts';
import { PropertyCardSchema } from '../catalog/schemas.ts';
import { IsoDateSchema } from '../common.ts';
import {
  bookingModes,
  bookingStatuses,
  cancellationPolicies,
  couponAmountTypes,
  occupancies,
  paymentMethods,
  refundStatuses,
  taxTypes,
} from '../domain.ts';
import { isCodiceFiscale, isPartitaIva, isSdiCode } from '../italian-ids.ts';
import { CancellationRuleSchema } from './cancellation-schemas.ts';
import { bookingMessages } from './messages.it.ts';

const f = bookingMessages.fields;
const id = z.coerce.number().int().positive().max(2_147_483_647);

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, f.tooLong);
/** Optional text: empty means absent. */
const optional = <T extends z.ZodType<unknown, string | undefined>>(inner: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(inner);

/** The billing part of the checkout (SPEC section 5), shared by the form and `booking/store`. */
export const BillingSchema = z.object({
  first_name: required(f.firstNameRequired, 100),
  last_name: required(f.lastNameRequired, 100),
  email: required(f.emailRequired, 254).pipe(z.email(f.emailInvalid)),
  mobile_no: required(f.mobileRequired, 30).regex(/^\+?[\d\s-]{6,20}$/, f.mobileInvalid),
  address: required(f.addressRequired),
  /** The city (SPEC calls the field state). */
  state: required(f.cityRequired, 100),
  /** The province (SPEC calls the field country). */
  country: required(f.provinceRequired, 100),
  /** The CAP, optional: the e-invoice carries it (decision 052). */
  zip: optional(
    z
      .string()
      .regex(/^\d{5}$/, f.zipInvalid)
      .optional(),
  ),
  company_name: optional(z.string().max(200, f.tooLong).optional()),
  pec: optional(z.email(f.pecInvalid).max(254, f.tooLong).optional()),
  sdi: optional(
    z
      .string()
      .transform((value) => value.toUpperCase())
      .refine(isSdiCode, f.sdiInvalid)
      .optional(),
  ),
  tax_id_code: optional(
    z
      .string()
      .transform((value) => value.toUpperCase())
      .refine((value) => isCodiceFiscale(value) || isPartitaIva(value), f.taxCodeInvalid)
      .optional(),
  ),
});
export type Billing = z.infer<typeof BillingSchema>;
export type BillingInput = z.input<typeof BillingSchema>;

/** A comma list of ids ('3,5') or an array of them. */
const idList = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))])
  .optional()
  .transform((value) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : value.split(','))
          .map((item) => String(item).trim())
          .filter(Boolean)
          .map((item) => (/^\d{1,10}$/.test(item) ? Number(item) : Number.NaN)),
  )
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(20));

/**
 * A field of the SPEC's booking payload the page sends and the server ignores, pricing the booking
 * from its own data: named here so that the OpenAPI document lists the whole payload.
 */
const ignored = z
  .unknown()
  .optional()
  .meta({ description: 'Accettato e ignorato: il server calcola gli importi dai propri dati.' });

/** SPEC section 3 booking payload. */
export const BookingStoreBodySchema = BillingSchema.extend({
  property_id: id,
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  /** Hourly listings only, with start_date = end_date. */
  ...timeRangeFields,
  guests: z.coerce.number().int().min(1).max(1000),
  service_id: idList,
  /**
   * The reference `booking/coupon` answered as the coupon's `_id`; empty or null means no coupon. A
   * number or any other text passes here and is refused by the server's signature check.
   */
  coupon_id: z
    .union([z.string().trim().max(200, bookingMessages.coupon.referenceInvalid), z.number(), z.null()])
    .optional()
    .transform((value) =>
      value === null || value === undefined || value === '' ? undefined : String(value),
    ),
  property_amount: ignored,
  discount_amount: ignored,
  total_amount: ignored,
  coupon_amount: ignored,
  tax_id: ignored,
  total_tax: ignored,
  final_total: ignored,
  extra_service: z
    .object({
      special_request: optional(z.string().max(2000, f.tooLong).optional()),
      selected_services: z
        .array(z.object({ service_id: id, service_name: ignored, service_price: ignored }).loose())
        .max(20)
        .optional(),
    })
    .optional(),
});
export type BookingStoreBody = z.infer<typeof BookingStoreBodySchema>;
export type BookingStoreInput = z.input<typeof BookingStoreBodySchema>;

export const BookingStatusSchema = z.enum(bookingStatuses);

export const BookingStoreResponseSchema = z.object({
  success: z.literal(true),
  status: BookingStatusSchema,
  message: z.string(),
  booking: z.object({
    _id: z.number().int(),
    booking_no: z.string(),
    status: BookingStatusSchema,
    hold_expires_at: z.string().nullable(),
    payable_amount: z.number(),
    payable_amount_cents: z.number().int(),
  }),
});
export type BookingStoreResponse = z.infer<typeof BookingStoreResponseSchema>;

/**
 * The property as checkout needs it: its card (price, discount, guests), how it is booked, and
 * whether it is the signed-in user's own listing (then checkout offers no form: a host cannot book it).
 */
export const BookingPropertyResponseSchema = z.object({
  success: z.literal(true),
  data: PropertyCardSchema.extend({
    occupancy: z.enum(occupancies),
    booking_mode: z.enum(bookingModes),
    cancellation_policy: z.enum(cancellationPolicies),
    own_listing: z.boolean(),
  }),
});
export type BookingProperty = z.infer<typeof BookingPropertyResponseSchema>['data'];

export const BookingServicesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(PropertyServiceSchema),
});

export const TaxSchema = z.object({
  _id: z.number().int(),
  tax_type: z.enum(taxTypes),
  label: z.string(),
  /** Percent for display (22); `tax_basis_points` is exact (2200). */
  tax_percent: z.number(),
  tax_basis_points: z.number().int(),
});
export type Tax = z.infer<typeof TaxSchema>;
export const TaxListResponseSchema = z.object({ success: z.literal(true), data: z.array(TaxSchema) });

export const CouponBodySchema = z.object({
  coupon_code: z
    .string({ error: bookingMessages.coupon.required })
    .trim()
    .min(1, bookingMessages.coupon.required)
    .max(50),
  /** The running total before the coupon, so the minimum amount can be checked early; the server checks again at booking. */
  amount_cents: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});
export type CouponBody = z.infer<typeof CouponBodySchema>;

export const CouponSchema = z.object({
  /** An opaque, signed, short-lived reference to the coupon, which `booking/store` takes as `coupon_id`. */
  _id: z.string(),
  coupon_code: z.string(),
  /** Euro for 'amount', whole percent for 'percentage'. */
  amount: z.number(),
  amount_cents: z.number().int().nullable(),
  amount_type: z.enum(couponAmountTypes),
  min_amount_cents: z.number().int(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export const CouponResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: CouponSchema,
});

/** A refund of a booking as its guest sees it: how much, how far along, the way the money goes back. */
export const RefundSummarySchema = z.object({
  /** Euro, for display; `amount_cents` is exact. */
  amount: z.number(),
  amount_cents: z.number().int(),
  status: z.enum(refundStatuses),
  method: z.enum(paymentMethods),
  created_at: z.string(),
});
export type RefundSummary = z.infer<typeof RefundSummarySchema>;

/** What a booking's refunds add to its answers: the total given back (failed ones excluded) and each refund. */
export const refundFields = {
  /** Euro: refunds succeeded or under way. */
  refunded_amount: z.number(),
  refunded_amount_cents: z.number().int(),
  refunds: z.array(RefundSummarySchema),
};

/** SPEC section 3 "Booking details"; the payments feature depends on this name and shape. */
export const BookingDetailsResponseSchema = z.object({
  _id: z.number().int(),
  booking_no: z.string(),
  /** `_id` and `address` serve the page after paying: where to go and whom to write to. */
  property: z.object({
    _id: z.number().int(),
    property_name: z.string(),
    thumb_image: z.string().nullable(),
    address: z.string(),
  }),
  /** `amount_cents` is what the service cost in this booking, as charged. */
  service_booking: z.array(z.object({ service_name: z.string(), amount_cents: z.number().int() })),
  start_date: z.string(),
  end_date: z.string(),
  ...bookingTimeFields,
  guests: z.number().int(),
  /** Euro, for display; `payable_amount_cents` is exact. */
  payable_amount: z.number(),
  payable_amount_cents: z.number().int(),
  /** The booking's amounts as the server computed them when it was made, in cents. */
  amounts: z.object({
    property_amount_cents: z.number().int(),
    discount_amount_cents: z.number().int(),
    services_amount_cents: z.number().int(),
    coupon_amount_cents: z.number().int(),
    tax_amount_cents: z.number().int(),
    payable_amount_cents: z.number().int(),
  }),
  /** The way the guest chose to pay; null until one was chosen. */
  payment_method: z.enum(paymentMethods).nullable(),
  /** When the payment succeeded; null while nothing has been paid. */
  paid_at: z.string().nullable(),
  status: BookingStatusSchema,
  /** Until when an unpaid booking can be paid; null once nothing more is awaited. */
  hold_expires_at: z.string().nullable(),
  /** The e-invoice's number (`2026/000123`): null until the booking is paid, and for a booking that cost nothing. */
  invoice_no: z.string().nullable(),
  /** The cancellation terms the booking was sold under, whatever its listing's policy is now (decision 071). */
  cancellation_policy: z.enum(cancellationPolicies),
  cancellation_rule: CancellationRuleSchema,
  ...refundFields,
});
export type BookingDetails = z.infer<typeof BookingDetailsResponseSchema>;
export const BookingDetailsEnvelopeSchema = z.object({
  success: z.literal(true),
  data: BookingDetailsResponseSchema,
});

export const OrderSchema = z.object({
  _id: z.number().int(),
  booking_no: z.string(),
  property: z.object({ property_name: z.string().nullable(), thumb_image: z.string().nullable() }),
  start_date: z.string(),
  end_date: z.string(),
  ...bookingTimeFields,
  payable_amount: z.number(),
  payable_amount_cents: z.number().int(),
  status: BookingStatusSchema,
  /** As in the booking's details. */
  hold_expires_at: z.string().nullable(),
  created_at: z.string(),
  /** As in the booking's details. */
  invoice_no: z.string().nullable(),
  ...refundFields,
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(OrderSchema),
});
