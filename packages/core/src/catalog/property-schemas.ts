import { z } from 'zod';
import { IsoDateSchema, isoDateSchema } from '../common.ts';
import { bookingModes, cancellationPolicies, occupancies } from '../domain.ts';
import { HourlyTermsSchema, timeRangeFields } from './hourly-schemas.ts';
import { catalogMessages } from './messages.it.ts';
import { PropertyCardSchema } from './schemas.ts';
import { UNAVAILABLE_DAYS_SPAN } from './unavailable-days.ts';

export const PropertyServiceSchema = z.object({
  _id: z.number().int(),
  service_id: z.number().int(),
  service: z.object({
    service_name: z.string(),
    desc: z.string(),
    icon: z.string().nullable(),
    /** Euro for display; `price_cents` is exact. */
    price: z.number(),
    price_cents: z.number().int(),
    extra_services: z.array(z.object({ icon: z.string().nullable(), description: z.string() })),
  }),
});
export type PropertyService = z.infer<typeof PropertyServiceSchema>;

/** The host as a property shows them: contact details only to signed-in users (SPEC section 6). */
export const PropertyHostSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  address: z.string().nullable().optional(),
  mobile_no: z.string().nullable().optional(),
  email: z.string().optional(),
});

/** The property page: its card, and what only the page shows. */
export const PropertyDetailSchema = PropertyCardSchema.extend({
  property_image: z.array(
    z.object({ _id: z.number().int(), property_image: z.string(), alt: z.string().nullable() }),
  ),
  /** Whole space or seats shared by several guests. */
  occupancy: z.enum(occupancies),
  /** Booked at once, or on request once the host accepts. */
  booking_mode: z.enum(bookingModes),
  /** What a guest gets back when cancelling (booking/cancellation.ts). */
  cancellation_policy: z.enum(cancellationPolicies),
  /** ISO weekdays (Monday = 1 … Sunday = 7) it is closed every week: a stay may include none of them. */
  closed_weekdays: z.array(z.number().int()),
  desc: z.string(),
  map_link: z.string().nullable(),
  /** Where the space is, drawn on the page's map; null when the host has not said. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  page_title: z.string().nullable(),
  meta_desc: z.string().nullable(),
  keywords: z.string().nullable(),
  user: PropertyHostSchema,
  property_service: z.array(PropertyServiceSchema),
}).extend(HourlyTermsSchema.shape);
export type PropertyDetail = z.infer<typeof PropertyDetailSchema>;
export const PropertyResponseSchema = z.object({ success: z.literal(true), data: PropertyDetailSchema });

export const CheckAvailabilityQuerySchema = z.object({
  property_id: z.coerce.number().int().positive().max(2_147_483_647),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  no_of_guest: z.coerce.number().int().min(1).max(1000),
  /** Hourly listings only, with start_date = end_date. */
  ...timeRangeFields,
});
export type CheckAvailabilityQuery = z.infer<typeof CheckAvailabilityQuerySchema>;

const AvailabilityDate = isoDateSchema(catalogMessages.invalidDates);

/**
 * The property page's availability form: the check's query without the property, and the server's one
 * word (`invalidDates`) for a date missing, not a date, or an end before the start (availability.ts).
 */
export const AvailabilityFormSchema = z
  .object({
    start_date: AvailabilityDate,
    end_date: AvailabilityDate,
    no_of_guest: CheckAvailabilityQuerySchema.shape.no_of_guest,
  })
  .refine((dates) => dates.start_date <= dates.end_date, {
    error: catalogMessages.invalidDates,
    path: ['end_date'],
  });
export type AvailabilityForm = z.infer<typeof AvailabilityFormSchema>;

export const CheckAvailabilityResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ available: z.boolean() }),
});
export type CheckAvailabilityResponse = z.infer<typeof CheckAvailabilityResponseSchema>;

export { UNAVAILABLE_DAYS_SPAN };

/** The days of a property's calendar to tell apart, both inclusive. */
export const UnavailableDaysQuerySchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema })
  .refine(
    ({ from, to }) =>
      from <= to &&
      Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) < UNAVAILABLE_DAYS_SPAN * 86_400_000,
    { message: catalogMessages.invalidDates, path: ['to'] },
  );
export type UnavailableDaysQuery = z.infer<typeof UnavailableDaysQuerySchema>;

/** The days of the range on which not even one guest can stay, by the one availability rule. */
export const UnavailableDaysResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ days: z.array(IsoDateSchema) }),
});
