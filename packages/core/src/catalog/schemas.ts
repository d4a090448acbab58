import { z } from 'zod';
import { SeoDataSchema } from '../common.ts';
import { bookingUnits, priceTypes, propertyDiscountTypes } from '../domain.ts';
import { LISTING_PAGE_SIZE_MAX, type ListingPage, readListingPage } from './listing-pages.ts';
import { catalogMessages } from './messages.it.ts';

const lp = catalogMessages.listingPager;

export const MenuCategorySchema = z.object({
  _id: z.number().int(),
  category_name: z.string(),
  category_title: z.string(),
  /** Left out of the menu (Luxury Work Space is), still reachable by its address. */
  hidden_from_menu: z.boolean(),
  seo_data: SeoDataSchema,
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

export const MenuResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(MenuCategorySchema),
});
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

export const CitySchema = z.object({
  _id: z.number().int(),
  city_name: z.string(),
  city_title: z.string(),
  photo: z.string().nullable(),
  seo_data: SeoDataSchema,
});
export type City = z.infer<typeof CitySchema>;

export const CitiesResponseSchema = z.object({ success: z.literal(true), data: z.array(CitySchema) });
export type CitiesResponse = z.infer<typeof CitiesResponseSchema>;

export const CategoryNameResponseSchema = z.object({
  success: z.literal(true),
  category_title: z.string(),
  seo_data: SeoDataSchema,
});
export type CategoryNameResponse = z.infer<typeof CategoryNameResponseSchema>;

export const CityNameResponseSchema = z.object({
  success: z.literal(true),
  city_title: z.string(),
  seo_data: SeoDataSchema,
});
export type CityNameResponse = z.infer<typeof CityNameResponseSchema>;

/** The first open window of a property, with a ready-made Italian label. */
export const AvailableDatesSchema = z.object({
  view_date: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});

/** A property as listed in cards (explore, category, city, recommended). */
export const PropertyCardSchema = z.object({
  _id: z.number().int(),
  property_name: z.string(),
  property_type: z.string(),
  thumb_image: z.string().nullable(),
  address: z.string(),
  city_name: z.string(),
  category_name: z.string(),
  no_of_guest: z.number().int(),
  property_size: z.number().int(),
  /** Euro, for display compatibility; `price_cents` is the exact amount. */
  price: z.number(),
  price_cents: z.number().int(),
  price_type: z.enum(priceTypes),
  /** 'giorno' for a listing sold by the day, 'ora' by the hour. */
  price_charge_type: z.string(),
  booking_unit: z.enum(bookingUnits),
  discount_check: z.enum(['yes', 'no']),
  discount_type: z.enum(propertyDiscountTypes).nullable(),
  discount_percent_amount: z.number().nullable(),
  availableDates: AvailableDatesSchema.nullable(),
});
export type PropertyCard = z.infer<typeof PropertyCardSchema>;

export const PropertyListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(PropertyCardSchema),
});
export type PropertyListResponse = z.infer<typeof PropertyListResponseSchema>;

/** `page` and `per_page` of a paged list (decision 073), read by the one rule the listing pages use too. */
export const ListingPageQuerySchema = z
  .object({
    page: z.string({ error: lp.pageInvalid }).optional(),
    per_page: z.string({ error: lp.perPageInvalid(LISTING_PAGE_SIZE_MAX) }).optional(),
  })
  .transform((params, ctx): ListingPage => {
    const reading = readListingPage(params);
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: 'custom', path: [reading.field], message: reading.message });
    return z.NEVER;
  });

/** One page of the explore, category or city list: the SPEC's answer, with where the page is. */
export const PagedPropertyListResponseSchema = PropertyListResponseSchema.extend({
  page: z.number().int(),
  per_page: z.number().int(),
  /** Cards in the whole list, all pages together. */
  total: z.number().int(),
});
export type PagedPropertyListResponse = z.infer<typeof PagedPropertyListResponseSchema>;
