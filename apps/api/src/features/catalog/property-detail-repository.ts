import {
  type DateRange,
  daysCovered,
  type Unavailability,
  whyUnavailable,
} from '@scrivania/core/catalog/availability';
import { weekdaysOfMask } from '@scrivania/core/catalog/weekdays';
import { addDays, todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { holdsDatesNow } from '@scrivania/db/booking-holds';
import type { Db } from '@scrivania/db/client';
import { hourlyColumns } from '@scrivania/db/hourly-terms';
import { importedRanges } from '@scrivania/db/imported-ranges';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import {
  availabilityClosedDays,
  availabilityWindows,
  bookings,
  properties,
  propertyImages,
  propertyServices,
  serviceExtras,
  services,
  users,
} from '@scrivania/db/schema';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';

/** What a property page needs beyond its card: photos, services, host, texts and SEO. */
export function createPropertyDetailRepository(db: Db) {
  return {
    async details(propertyId: number) {
      const [row] = await db
        .select({
          desc: properties.desc,
          mapLink: properties.mapLink,
          latitude: properties.latitude,
          longitude: properties.longitude,
          pageTitle: properties.pageTitle,
          metaDesc: properties.metaDesc,
          keywords: properties.keywords,
          occupancy: properties.occupancy,
          bookingMode: properties.bookingMode,
          cancellationPolicy: properties.cancellationPolicy,
          closedWeekdays: properties.closedWeekdays,
          hostId: properties.hostId,
          ...hourlyColumns,
          hostName: users.name,
          hostAvatar: users.avatar,
          hostAddress: users.address,
          hostMobile: users.mobileNo,
          hostEmail: users.email,
        })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.hostId))
        .where(and(eq(properties.id, propertyId), publiclyListed()));
      return row;
    },
    images: (propertyId: number) =>
      db
        .select({ id: propertyImages.id, fileName: propertyImages.fileName, alt: propertyImages.alt })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, propertyId))
        .orderBy(asc(propertyImages.sortOrder), asc(propertyImages.id)),
    async services(propertyId: number) {
      const rows = await db
        .select({
          id: services.id,
          name: services.name,
          desc: services.desc,
          icon: services.icon,
          priceCents: services.priceCents,
        })
        .from(propertyServices)
        .innerJoin(services, eq(services.id, propertyServices.serviceId))
        .where(eq(propertyServices.propertyId, propertyId))
        .orderBy(asc(services.id));
      const extras = rows.length
        ? await db
            .select({
              serviceId: serviceExtras.serviceId,
              icon: serviceExtras.icon,
              description: serviceExtras.description,
            })
            .from(serviceExtras)
            .where(
              inArray(
                serviceExtras.serviceId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(serviceExtras.id))
        : [];
      return rows.map((row) => ({ ...row, extras: extras.filter((extra) => extra.serviceId === row.id) }));
    },
    /** The property's booking rules and the windows, closed days and active bookings that touch a range. */
    async availability(propertyId: number, start: string, end: string) {
      const [property] = await db
        .select({
          noOfGuest: properties.noOfGuest,
          occupancy: properties.occupancy,
          seats: properties.seats,
          closedWeekdays: properties.closedWeekdays,
          hostId: properties.hostId,
          ...hourlyColumns,
        })
        .from(properties)
        .where(and(eq(properties.id, propertyId), publiclyListed()));
      if (!property) return undefined;
      // An hourly booking's buffer may run past midnight into the next day.
      const heldFrom = property.bookingUnit === 'hour' ? addDays(start, -1) : start;
      const windows = await db
        .select({ start: availabilityWindows.startDate, end: availabilityWindows.endDate })
        .from(availabilityWindows)
        .where(
          and(
            eq(availabilityWindows.propertyId, propertyId),
            lte(availabilityWindows.startDate, end),
            gte(availabilityWindows.endDate, start),
          ),
        );
      const closed = await db
        .select({ day: availabilityClosedDays.day })
        .from(availabilityClosedDays)
        .where(
          and(
            eq(availabilityClosedDays.propertyId, propertyId),
            gte(availabilityClosedDays.day, start),
            lte(availabilityClosedDays.day, end),
          ),
        );
      const taken = await db
        .select({
          start: bookings.startDate,
          end: bookings.endDate,
          guests: bookings.guests,
          startsAt: bookings.startsAt,
          blockedUntil: bookings.blockedUntil,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyId, propertyId),
            lte(bookings.startDate, end),
            gte(bookings.endDate, heldFrom),
            holdsDatesNow,
          ),
        );
      // Days imported calendars close are closed days to the rule (decision 103).
      const imported = daysCovered(
        await importedRanges(db, { propertyId, from: start, to: end }),
        start,
        end,
      );
      return {
        property,
        windows,
        closedDays: [...closed.map((row) => row.day), ...imported],
        bookings: taken,
      };
    },
  };
}

type PropertyAvailability = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createPropertyDetailRepository>['availability']>>
>;

/** The shared availability rule applied to what `availability()` read, as of today in Rome. */
export function whyPropertyUnavailable(found: PropertyAvailability, range: DateRange, guests: number) {
  return whyUnavailable({
    range,
    guests,
    today: todayInRome(),
    maxGuests: found.property.noOfGuest,
    occupancy: found.property.occupancy,
    seats: found.property.seats,
    windows: found.windows,
    closedDays: found.closedDays,
    closedWeekdays: found.property.closedWeekdays,
    bookings: found.bookings,
  });
}

/**
 * What a guest is told when the rule refuses: the one sentence for every reason, and for a weekly
 * closing also which weekdays the space closes, since no choice of dates across them can succeed.
 */
export function unavailableMessage(found: PropertyAvailability, reason: Unavailability): string {
  const m = messages.catalog;
  if (reason !== 'closed-weekday') return m.unavailable;
  const days = weekdaysOfMask(found.property.closedWeekdays).map((day) => m.weekdayEveryWeek[day - 1] ?? '');
  return `${m.unavailable} ${m.closedEveryWeek(days)}`;
}
