/**
 * The product's enumerations, each value spelled once: the database builds its enums from these lists
 * (`pgEnum` in packages/db) and the API's schemas validate with them (`z.enum(list)`). Adding a value
 * here changes the database enum, so it needs a migration (`npm run db:generate`).
 */

/**
 * requested: asked of the host of a listing booked on request, its dates held while the host answers;
 * pending: created or accepted, its dates held until `hold_expires_at`; awaiting_transfer: bank transfer
 * announced, held longer; booked: paid and confirmed; declined: the host said no; expired: the hold
 * lapsed; cancelled: withdrawn. Which one may follow which is the lifecycle's table (booking/lifecycle.ts).
 */
export const bookingStatuses = [
  'requested',
  'pending',
  'awaiting_transfer',
  'booked',
  'declined',
  'expired',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A listing's cancellation policy, chosen by its host (decision 037): how much of what was paid a guest
 * gets back when cancelling, by how long before the first day. The rule is booking/cancellation.ts.
 */
export const cancellationPolicies = ['flessibile', 'moderata', 'rigida'] as const;
export type CancellationPolicy = (typeof cancellationPolicies)[number];

/**
 * An e-invoice document (decision 052): the invoice of a paid booking (FatturaPA type TD01) or the
 * credit note of one of its refunds (TD04), numbered in one series per year.
 */
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * Where a document stands with the Sistema di Interscambio: `ready` once filed and waiting to be sent,
 * `sent` to the exchange, then its receipt: `delivered` (ricevuta di consegna), `not_delivered`
 * (mancata consegna: issued all the same, the customer finds it in their tax drawer) or `rejected`
 * (notifica di scarto: not issued, a new document must be sent).
 */
export const invoiceStatuses = ['ready', 'sent', 'delivered', 'not_delivered', 'rejected'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** A refund's record: asked of the provider (or due, for a bank transfer), then confirmed or failed. */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Who gave a refund back: the guest cancelling, the host cancelling, or the operator. */
export const refundInitiators = ['guest', 'host', 'operator'] as const;
export type RefundInitiator = (typeof refundInitiators)[number];

/** How a space is occupied: whole for a date range, or by the seat, shared by several guests (decision 003). */
export const occupancies = ['exclusive', 'shared'] as const;
export type Occupancy = (typeof occupancies)[number];

/** How a listing is booked: at once (`instant`), or on request, after the host accepts (`request`). */
export const bookingModes = ['instant', 'request'] as const;
export type BookingMode = (typeof bookingModes)[number];

/**
 * How a listing is sold (decision 105): by the day, inclusive date ranges as always, or by the hour,
 * time ranges of one day inside its opening hours.
 */
export const bookingUnits = ['day', 'hour'] as const;
export type BookingUnit = (typeof bookingUnits)[number];

/** Where an hourly booking may start and end: on the hour, or on the hour and the half hour. */
export const slotMinuteSteps = [30, 60] as const;
export type SlotMinutes = (typeof slotMinuteSteps)[number];

/** A property's price is per guest and day ('person') or per day for the whole space ('fixed'). */
export const priceTypes = ['person', 'fixed'] as const;
export type PriceType = (typeof priceTypes)[number];

/**
 * A property's own discount: a flat amount, or a percent of price × days. SPEC section 3 spells the
 * second one 'percent' here and 'percentage' for coupons; both are API values, so both spellings stay,
 * in two lists named for what they describe.
 */
export const propertyDiscountTypes = ['amount', 'percent'] as const;
export type PropertyDiscountType = (typeof propertyDiscountTypes)[number];

/** A coupon's reduction: a flat amount, or a percentage of the running total (see the discount above). */
export const couponAmountTypes = ['amount', 'percentage'] as const;
export type CouponAmountType = (typeof couponAmountTypes)[number];

export const taxTypes = ['VAT', 'GST'] as const;
export type TaxType = (typeof taxTypes)[number];

/** How a guest pays, with the SPEC's names of the payment page's choices. */
export const paymentMethods = ['paypal', 'stripe', 'wireTransfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Who answered a payment attempt: a provider, or its sandbox when it is not configured. */
export const paymentProviders = [
  'stripe',
  'paypal',
  'card_sandbox',
  'paypal_sandbox',
  'bank_transfer',
] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentStatuses = ['created', 'pending', 'succeeded', 'failed', 'refused'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The server's PAYMENTS_MODE (decision 017): `sandbox` takes test credentials and runs the local
 * sandboxes, `live` only real, complete credentials. The payment page shows it; PayPal names its two
 * environments the same way.
 */
export const paymentsModes = ['sandbox', 'live'] as const;
export type PaymentsMode = (typeof paymentsModes)[number];

export const userRoles = ['visitor', 'host', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** The roles a person picks when registering (`assign_role`); nobody registers as an admin. */
export const registrationRoles = ['visitor', 'host'] as const satisfies readonly UserRole[];
export type RegistrationRole = (typeof registrationRoles)[number];

/**
 * What a single-use account token does (decision 019): confirm an address, trade a sign-in's one-time
 * code for a session, or link a social identity once the account's password is given.
 */
export const accountTokenPurposes = ['verify_email', 'login_code', 'social_link'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

/** Only published properties are shown, searched and booked; a host's new listing starts as a draft. */
export const propertyStatuses = ['draft', 'published', 'archived'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];

/**
 * Why a listing is out of search whatever its status: the operator unpublished it, or its host is
 * blocked (lifted with the block). The host cannot lift either.
 */
export const listingSuspensions = ['operator', 'host_blocked'] as const;
export type ListingSuspension = (typeof listingSuspensions)[number];

/** An account is active or blocked by the operator (every session ended, login refused). */
export const userStatuses = ['active', 'blocked'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A testimonial waits for the operator, then is shown on the site or rejected with a reason. */
export const testimonialStatuses = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof testimonialStatuses)[number];

/** The contact form's topics (SPEC section 3). */
export const contactTopics = ['day-office', 'sale-riunioni', 'diventare-host', 'coworking', 'altro'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const legalPageKinds = ['privacy', 'terms'] as const;
export type LegalPageKind = (typeof legalPageKinds)[number];

/**
 * A host's payout (decision 097): `scheduled` until the day after the booking's first day, `due` from
 * then until it is paid by a Stripe transfer or gathered in a SEPA batch (`in_batch`), then `paid`;
 * `failed` when the transfer or the bank refused it, `cancelled` when a full refund left nothing to pay.
 */
export const payoutStatuses = ['scheduled', 'due', 'in_batch', 'paid', 'failed', 'cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** How a payout reaches the host: a Stripe Connect transfer, or a line of a SEPA credit transfer batch. */
export const payoutMethods = ['stripe', 'sepa'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/**
 * A payout line: a paid booking's own, or an adjustment that corrects a booking whose payout had
 * already left (a refund after it: negative, deducted from the host's next payouts).
 */
export const payoutKinds = ['booking', 'adjustment'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

/** Why a due payout waits instead of leaving: the host's payout profile is not complete. */
export const payoutHoldReasons = ['profile_incomplete'] as const;
export type PayoutHoldReason = (typeof payoutHoldReasons)[number];

/** Who a host is to the tax office (DAC7): a person, or a company with a partita IVA. */
export const payoutLegalTypes = ['individual', 'company'] as const;
export type PayoutLegalType = (typeof payoutLegalTypes)[number];

/**
 * A host's Stripe Connect Express account as the host reads it: not opened yet, opened and waiting for
 * the host's details, able to receive transfers, or held back by Stripe until something is provided.
 */
export const payoutAccountStatuses = ['not_started', 'pending', 'enabled', 'restricted'] as const;
export type PayoutAccountStatus = (typeof payoutAccountStatuses)[number];
