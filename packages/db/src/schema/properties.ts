import type { OpeningHoursEntry } from '@scrivania/core/catalog/hourly-schemas';
import {
  bookingModes,
  bookingUnits,
  cancellationPolicies,
  listingSuspensions,
  priceTypes,
  propertyDiscountTypes,
  propertyStatuses,
} from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories, cities, occupancy } from './catalog.ts';
import { users } from './users.ts';

export const priceType = pgEnum('price_type', priceTypes);
export const discountType = pgEnum('discount_type', propertyDiscountTypes);
export const propertyStatus = pgEnum('property_status', propertyStatuses);
export const bookingMode = pgEnum('booking_mode', bookingModes);
export const listingSuspension = pgEnum('listing_suspension', listingSuspensions);
export const cancellationPolicy = pgEnum('cancellation_policy', cancellationPolicies);
export const bookingUnit = pgEnum('booking_unit', bookingUnits);

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    propertyType: text('property_type').notNull(),
    thumbImage: text('thumb_image'),
    address: text('address').notNull(),
    noOfGuest: integer('no_of_guest').notNull(),
    /** Shared spaces sell seats; exclusive ones are taken whole (decision 003). */
    occupancy: occupancy('occupancy').notNull().default('exclusive'),
    /** Booked at once, or on request once the host accepts. */
    bookingMode: bookingMode('booking_mode').notNull().default('instant'),
    /** What a guest gets back when cancelling (decision 037); existing listings keep the mildest. */
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull().default('flessibile'),
    seats: integer('seats').notNull().default(1),
    /** Weekdays closed every week, bit n − 1 for ISO weekday n (decision 088); 0: open every day. */
    closedWeekdays: smallint('closed_weekdays').notNull().default(0),
    /**
     * The secret part of the listing's calendar feed address (decision 103): 256 random bits, compared in
     * constant time; the host replaces it to end the old address.
     */
    calendarFeedToken: text('calendar_feed_token')
      .notNull()
      .default(
        sql`encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')`,
      ),
    /** Sold by the day or by the hour (decision 105); the fields below rule hourly listings only. */
    bookingUnit: bookingUnit('booking_unit').notNull().default('day'),
    /** Bands of Rome wall-clock time per ISO weekday, as the API writes them. */
    openingHours: jsonb('opening_hours').$type<OpeningHoursEntry[]>().notNull().default([]),
    minHours: integer('min_hours').notNull().default(1),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    /** Kept free after each hourly booking: the exclusion constraint covers it (blocked_until). */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minNoticeHours: integer('min_notice_hours').notNull().default(0),
    maxDaysAhead: integer('max_days_ahead').notNull().default(365),
    propertySize: integer('property_size').notNull(),
    priceCents: integer('price_cents').notNull(),
    priceType: priceType('price_type').notNull(),
    priceChargeType: text('price_charge_type').notNull().default('giorno'),
    discountType: discountType('discount_type'),
    /** Cents when the discount is an amount, whole percent when it is a percentage. */
    discountValue: integer('discount_value'),
    desc: text('desc').notNull().default(''),
    mapLink: text('map_link'),
    /** Degrees (WGS 84); null on listings saved before coordinates were asked for, or drafts without them. */
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    pageTitle: text('page_title'),
    metaDesc: text('meta_desc'),
    keywords: text('keywords'),
    recommended: boolean('recommended').notNull().default(false),
    status: propertyStatus('status').notNull().default('draft'),
    /** Set while the listing is out of search by the operator's hand, whatever its status. */
    suspension: listingSuspension('suspension'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_category_idx').on(t.categoryId, t.status),
    index('properties_city_idx').on(t.cityId, t.status),
    index('properties_host_idx').on(t.hostId),
    index('properties_recommended_idx').on(t.recommended, t.status),
    check('properties_price_nonneg', sql`${t.priceCents} >= 0`),
    check('properties_guests_positive', sql`${t.noOfGuest} >= 1`),
    check('properties_seats_positive', sql`${t.seats} >= 1`),
    check('properties_slot_minutes', sql`${t.slotMinutes} IN (30, 60)`),
    check(
      'properties_hourly_terms',
      sql`${t.minHours} BETWEEN 1 AND 24 AND ${t.bufferMinutes} BETWEEN 0 AND 120 AND ${t.minNoticeHours} BETWEEN 0 AND 720 AND ${t.maxDaysAhead} BETWEEN 1 AND 730`,
    ),
    check('properties_closed_weekdays_mask', sql`${t.closedWeekdays} BETWEEN 0 AND 127`),
    check(
      'properties_coordinates_range',
      sql`(${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90) AND (${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180)`,
    ),
    // A draft may lack a price (stored as 0); what is shown and booked never does.
    check('properties_published_priced', sql`${t.status} = 'draft' OR ${t.priceCents} > 0`),
    check(
      'properties_discount_consistent',
      sql`(${t.discountType} IS NULL) = (${t.discountValue} IS NULL) AND coalesce(${t.discountValue}, 0) >= 0 AND (${t.discountType} IS DISTINCT FROM 'percent' OR ${t.discountValue} <= 100)`,
    ),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    alt: text('alt'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.sortOrder)],
);

/** Single days closed inside the open windows (holidays and the like). */
export const availabilityClosedDays = pgTable(
  'availability_closed_days',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/** Date ranges (inclusive) in which a property can be booked. */
export const availabilityWindows = pgTable(
  'availability_windows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('availability_windows_property_idx').on(t.propertyId, t.startDate),
    check('availability_windows_order', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const services = pgTable('services', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  desc: text('desc').notNull().default(''),
  icon: text('icon'),
  priceCents: integer('price_cents').notNull(),
});

export const serviceExtras = pgTable(
  'service_extras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    icon: text('icon'),
    description: text('description').notNull(),
  },
  (t) => [index('service_extras_service_idx').on(t.serviceId)],
);

export const propertyServices = pgTable(
  'property_services',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.serviceId] }),
    index('property_services_service_idx').on(t.serviceId),
  ],
);
