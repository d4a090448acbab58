import type {
  HostListing,
  HostListingCreate,
  HostListingPatch,
  HostListingSummary,
} from '@scrivania/core/catalog/host-listing-schemas';
import { bookingTimes } from '@scrivania/core/catalog/hourly-availability';
import { hourlyMessages } from '@scrivania/core/catalog/hourly-messages.it';
import { weekdaysOfMask } from '@scrivania/core/catalog/weekdays';
import { centsToEuro, euroToCents } from '@scrivania/core/money';
import { toHourlyTerms } from '@scrivania/db/hourly-terms';
import type { CalendarBooking, ListingChanges, ListingRow } from './host-listing-repository.ts';

/** A draft without a price stores 0 (the column is required); the host reads "no price". */
const priceOf = (row: ListingRow) => (row.priceCents > 0 ? centsToEuro(row.priceCents) : null);

export function toCalendarBooking(booking: CalendarBooking) {
  return {
    _id: booking.id,
    booking_no: booking.bookingNo,
    status: booking.status,
    start_date: booking.startDate,
    end_date: booking.endDate,
    ...bookingTimes({
      startsAt: booking.startsAt === null ? null : new Date(booking.startsAt),
      endsAt: booking.endsAt === null ? null : new Date(booking.endsAt),
    }),
    guests: booking.guests,
  };
}

export function toHostListingSummary(row: ListingRow, next: CalendarBooking | undefined): HostListingSummary {
  return {
    _id: row.id,
    property_name: row.name,
    status: row.status,
    thumb_image: row.thumbImage,
    price: priceOf(row),
    price_type: row.priceType,
    next_booking: next ? toCalendarBooking(next) : null,
  };
}

export function toHostListing(
  row: ListingRow,
  parts: {
    photos: { id: number; fileName: string; alt: string | null }[];
    serviceIds: number[];
    windows: { start_date: string; end_date: string }[];
    closedDays: string[];
    bookings: CalendarBooking[];
  },
): HostListing {
  return {
    _id: row.id,
    status: row.status,
    property_name: row.name,
    category_id: row.categoryId,
    city_id: row.cityId,
    address: row.address,
    desc: row.desc,
    no_of_guest: row.noOfGuest,
    property_size: row.propertySize,
    price: priceOf(row),
    price_type: row.priceType,
    discount_type: row.discountType,
    discount_percent_amount:
      row.discountValue === null
        ? null
        : row.discountType === 'amount'
          ? centsToEuro(row.discountValue)
          : row.discountValue,
    service_ids: parts.serviceIds,
    booking_mode: row.bookingMode,
    cancellation_policy: row.cancellationPolicy,
    occupancy: row.occupancy,
    latitude: row.latitude,
    longitude: row.longitude,
    map_link: row.mapLink,
    page_title: row.pageTitle,
    meta_desc: row.metaDesc,
    thumb_image: row.thumbImage,
    photos: parts.photos.map((photo, index) => ({
      _id: photo.id,
      property_image: photo.fileName,
      alt: photo.alt,
      position: index + 1,
    })),
    windows: parts.windows,
    closed_days: parts.closedDays,
    closed_weekdays: weekdaysOfMask(row.closedWeekdays),
    bookings: parts.bookings.map(toCalendarBooking),
    ...toHourlyTerms(row),
  };
}

/**
 * The columns a wizard body sets, for the fields it carries; rich text and the map link arrive
 * already cleaned. Category-derived columns (type, occupancy, seats) are the service's.
 */
export function toListingColumns(
  body: HostListingCreate | HostListingPatch,
  cleaned: { desc?: string; mapLink?: string | null },
): ListingChanges {
  const columns: ListingChanges = {};
  if (body.property_name !== undefined) columns.name = body.property_name;
  if (body.category_id !== undefined) columns.categoryId = body.category_id;
  if (body.city_id !== undefined) columns.cityId = body.city_id;
  if (body.address !== undefined) columns.address = body.address;
  if (cleaned.desc !== undefined) columns.desc = cleaned.desc;
  if (body.no_of_guest !== undefined) columns.noOfGuest = body.no_of_guest;
  if (body.property_size !== undefined) columns.propertySize = body.property_size;
  if (body.price !== undefined) columns.priceCents = euroToCents(body.price);
  if (body.price_type !== undefined) columns.priceType = body.price_type;
  if (body.discount_type !== undefined) {
    columns.discountType = body.discount_type;
    const value = body.discount_percent_amount ?? null;
    columns.discountValue =
      value === null ? null : body.discount_type === 'amount' ? euroToCents(value) : Math.round(value);
  }
  if (body.booking_mode !== undefined) columns.bookingMode = body.booking_mode;
  if (body.cancellation_policy !== undefined) columns.cancellationPolicy = body.cancellation_policy;
  if (body.latitude !== undefined) columns.latitude = body.latitude;
  if (body.longitude !== undefined) columns.longitude = body.longitude;
  if (cleaned.mapLink !== undefined) columns.mapLink = cleaned.mapLink;
  if (body.page_title !== undefined) columns.pageTitle = body.page_title;
  if (body.meta_desc !== undefined) columns.metaDesc = body.meta_desc;
  if (body.booking_unit !== undefined) {
    columns.bookingUnit = body.booking_unit;
    columns.priceChargeType = body.booking_unit === 'hour' ? hourlyMessages.perHour : hourlyMessages.perDay;
  }
  if (body.opening_hours !== undefined) columns.openingHours = body.opening_hours;
  if (body.min_hours !== undefined) columns.minHours = body.min_hours;
  if (body.slot_minutes !== undefined) columns.slotMinutes = body.slot_minutes;
  if (body.buffer_minutes !== undefined) columns.bufferMinutes = body.buffer_minutes;
  if (body.min_notice_hours !== undefined) columns.minNoticeHours = body.min_notice_hours;
  if (body.max_days_ahead !== undefined) columns.maxDaysAhead = body.max_days_ahead;
  return columns;
}
