import { z } from 'zod';
import { isoDateSchema } from '../common.ts';
import {
  bookingModes,
  bookingStatuses,
  cancellationPolicies,
  occupancies,
  priceTypes,
  propertyDiscountTypes,
  propertyStatuses,
} from '../domain.ts';
import { hostCatalogMessages } from './host-messages.it.ts';
import { bookingTimeFields, HourlyTermsSchema, hourlyListingFields } from './hourly-schemas.ts';

const m = hostCatalogMessages.host;

const id = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** Text a host types: trimmed, at most `max` characters. */
const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { error: message });

/**
 * The fields of a listing as the wizard sends them (SPEC names, euro for the price). Every field may be
 * left out of a draft; only the name, category and city are needed to create one, and publishing
 * checks the rest (`missingForPublish`).
 */
const listingFields = {
  property_name: text(120, m.nameTooLong).min(1, { error: m.nameRequired }),
  category_id: id(m.unknownCategory),
  city_id: id(m.unknownCity),
  address: text(300, m.addressTooLong),
  /** Rich text; the server keeps only what the sanitiser lets through. */
  desc: z.string({ error: m.descTooLong }).max(20_000, { error: m.descTooLong }),
  no_of_guest: z
    .number({ error: m.guestsInvalid })
    .int({ error: m.guestsInvalid })
    .min(1, { error: m.guestsInvalid })
    .max(1000, { error: m.guestsInvalid }),
  property_size: z
    .number({ error: m.sizeInvalid })
    .int({ error: m.sizeInvalid })
    .min(1, { error: m.sizeInvalid })
    .max(100_000, { error: m.sizeInvalid }),
  /** Euro, more than zero. */
  price: z
    .number({ error: m.priceInvalid })
    .gt(0, { error: m.priceInvalid })
    .max(100_000, { error: m.priceInvalid }),
  price_type: z.enum(priceTypes, { error: m.priceTypeInvalid }),
  discount_type: z.enum(propertyDiscountTypes, { error: m.discountInvalid }).nullable(),
  /** Euro for an amount, whole percent for a percentage. */
  discount_percent_amount: z
    .number({ error: m.discountInvalid })
    .min(0, { error: m.discountInvalid })
    .max(100_000, { error: m.discountInvalid })
    .nullable(),
  service_ids: z
    .array(id(m.unknownServices), { error: m.unknownServices })
    .max(50, { error: m.unknownServices }),
  booking_mode: z.enum(bookingModes, { error: m.bookingModeInvalid }),
  cancellation_policy: z.enum(cancellationPolicies, { error: m.cancellationPolicyInvalid }),
  latitude: z
    .number({ error: m.latitudeInvalid })
    .min(-90, { error: m.latitudeInvalid })
    .max(90, { error: m.latitudeInvalid })
    .nullable(),
  longitude: z
    .number({ error: m.longitudeInvalid })
    .min(-180, { error: m.longitudeInvalid })
    .max(180, { error: m.longitudeInvalid })
    .nullable(),
  /** An embed of the allowed map sites (an iframe's HTML or its address); null removes it. */
  map_link: z.string({ error: m.mapLinkInvalid }).max(2000, { error: m.mapLinkInvalid }).nullable(),
  page_title: text(120, m.pageTitleTooLong).nullable(),
  meta_desc: text(320, m.metaDescTooLong).nullable(),
  ...hourlyListingFields,
};

/** Both discount fields or neither; a percentage at most 100. */
function discountConsistent(body: {
  discount_type?: string | null;
  discount_percent_amount?: number | null;
}) {
  if (body.discount_type === undefined && body.discount_percent_amount === undefined) return true;
  const type = body.discount_type ?? null;
  const value = body.discount_percent_amount ?? null;
  if ((type === null) !== (value === null)) return false;
  return type !== 'percent' || (value ?? 0) <= 100;
}

export const HostListingCreateSchema = z
  .object(listingFields)
  .partial()
  .required({ property_name: true, category_id: true, city_id: true })
  .strict()
  .refine(discountConsistent, { error: m.discountIncomplete, path: ['discount_type'] });
export type HostListingCreate = z.infer<typeof HostListingCreateSchema>;

export const HostListingPatchSchema = z
  .object(listingFields)
  .partial()
  .strict()
  .refine(discountConsistent, { error: m.discountIncomplete, path: ['discount_type'] });
export type HostListingPatch = z.infer<typeof HostListingPatchSchema>;

const IsoDate = isoDateSchema(m.dateInvalid);

export const DateWindowSchema = z.object({ start_date: IsoDate, end_date: IsoDate });
export type DateWindow = z.infer<typeof DateWindowSchema>;

/** The back-office's form for one window: an end left empty closes it on its first day. */
export const DateWindowFormSchema = z
  .object({ start_date: IsoDate, end_date: z.union([z.literal(''), IsoDate], { error: m.dateInvalid }) })
  .transform((dates) => ({ start_date: dates.start_date, end_date: dates.end_date || dates.start_date }));

const weekday = z
  .number({ error: m.closedWeekdaysInvalid })
  .int({ error: m.closedWeekdaysInvalid })
  .min(1, { error: m.closedWeekdaysInvalid })
  .max(7, { error: m.closedWeekdaysInvalid });

export const HostAvailabilityBodySchema = z.object({
  windows: z.array(DateWindowSchema).max(50, { error: m.tooManyWindows }),
  closed_days: z.array(IsoDate).max(366, { error: m.tooManyClosedDays }),
  /** ISO weekdays closed every week (Monday = 1, Sunday = 7); left out, they stay as they are. */
  closed_weekdays: z
    .array(weekday, { error: m.closedWeekdaysInvalid })
    .max(7, { error: m.closedWeekdaysInvalid })
    .optional(),
});
export type HostAvailabilityBody = z.infer<typeof HostAvailabilityBodySchema>;

export const HostPhotoPatchSchema = z
  .object({
    alt: text(200, m.photoAltTooLong).nullable(),
    /** 1 is the cover; the others move down to make room. */
    position: z
      .number({ error: m.photoPositionInvalid })
      .int({ error: m.photoPositionInvalid })
      .min(1, { error: m.photoPositionInvalid })
      .max(10, { error: m.photoPositionInvalid }),
  })
  .partial()
  .strict();
export type HostPhotoPatch = z.infer<typeof HostPhotoPatchSchema>;

export const HostPhotoParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  imageId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const HostPhotoSchema = z.object({
  _id: z.number().int(),
  property_image: z.string(),
  alt: z.string().nullable(),
  /** 1 is the cover (`thumb_image`). */
  position: z.number().int(),
});

/** A booking or live hold as the listing's calendar shows it. */
export const HostCalendarBookingSchema = z.object({
  _id: z.number().int(),
  booking_no: z.string(),
  status: z.enum(bookingStatuses),
  start_date: z.string(),
  end_date: z.string(),
  ...bookingTimeFields,
  guests: z.number().int(),
});

export const HostListingSchema = HourlyTermsSchema.extend({
  _id: z.number().int(),
  status: z.enum(propertyStatuses),
  property_name: z.string(),
  category_id: z.number().int(),
  city_id: z.number().int(),
  address: z.string(),
  desc: z.string(),
  no_of_guest: z.number().int(),
  property_size: z.number().int(),
  /** Euro; null while a draft has no price. */
  price: z.number().nullable(),
  price_type: z.enum(priceTypes),
  discount_type: z.enum(propertyDiscountTypes).nullable(),
  discount_percent_amount: z.number().nullable(),
  service_ids: z.array(z.number().int()),
  booking_mode: z.enum(bookingModes),
  cancellation_policy: z.enum(cancellationPolicies),
  occupancy: z.enum(occupancies),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  map_link: z.string().nullable(),
  page_title: z.string().nullable(),
  meta_desc: z.string().nullable(),
  thumb_image: z.string().nullable(),
  photos: z.array(HostPhotoSchema),
  windows: z.array(DateWindowSchema),
  closed_days: z.array(z.string()),
  /** ISO weekdays closed every week, Monday = 1 … Sunday = 7, in order. */
  closed_weekdays: z.array(z.number().int()),
  /** Bookings that hold dates from today on: paid ones and live holds. */
  bookings: z.array(HostCalendarBookingSchema),
});
export type HostListing = z.infer<typeof HostListingSchema>;

export const HostListingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: HostListingSchema,
});

export const HostListingSummarySchema = z.object({
  _id: z.number().int(),
  property_name: z.string(),
  status: z.enum(propertyStatuses),
  thumb_image: z.string().nullable(),
  price: z.number().nullable(),
  price_type: z.enum(priceTypes),
  /** The first booking holding dates from today on, if any. */
  next_booking: HostCalendarBookingSchema.nullable(),
});
export type HostListingSummary = z.infer<typeof HostListingSummarySchema>;

export const HostListingListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(HostListingSummarySchema),
});

export const HostListingCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.number().int(), status: z.enum(propertyStatuses) }),
});

/** A paid service a listing may offer, from the catalogue every host shares. */
export const HostServiceSchema = z.object({
  _id: z.number().int(),
  service_name: z.string(),
  desc: z.string(),
  /** Euro, what the guest pays for it per booking. */
  price: z.number(),
});
export type HostService = z.infer<typeof HostServiceSchema>;

export const HostServiceListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(HostServiceSchema),
});
export type HostServiceListResponse = z.infer<typeof HostServiceListResponseSchema>;
