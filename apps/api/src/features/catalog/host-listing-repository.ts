import type { BookingStatus } from '@scrivania/core/domain';
import { holdsDatesNow } from '@scrivania/db/booking-holds';
import type { Db } from '@scrivania/db/client';
import {
  availabilityClosedDays,
  availabilityWindows,
  bookings,
  categories,
  cities,
  properties,
  propertyImages,
  propertyServices,
  services,
} from '@scrivania/db/schema';
import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';

export type ListingRow = typeof properties.$inferSelect;
export type ListingChanges = Partial<Omit<typeof properties.$inferInsert, 'id' | 'hostId' | 'createdAt'>>;

const calendarColumns = {
  id: bookings.id,
  propertyId: bookings.propertyId,
  bookingNo: bookings.bookingNo,
  status: bookings.status,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  guests: bookings.guests,
};
export interface CalendarBooking {
  id: number;
  propertyId: number;
  bookingNo: string;
  status: BookingStatus;
  startDate: string;
  endDate: string;
  guests: number;
}

/** SQL of a host's own listings. Every read and write names the host, so another host's id finds nothing. */
export function createHostListingRepository(db: Db) {
  return {
    listOwned: (hostId: number) =>
      db.select().from(properties).where(eq(properties.hostId, hostId)).orderBy(asc(properties.id)),

    /** The host's listing; `lock` takes its row so changes to one listing are made one at a time. */
    async findOwned(id: number, hostId: number, lock = false) {
      const query = db
        .select()
        .from(properties)
        .where(and(eq(properties.id, id), eq(properties.hostId, hostId)));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async category(id: number) {
      const [row] = await db
        .select({ name: categories.name, occupancy: categories.occupancy })
        .from(categories)
        .where(eq(categories.id, id));
      return row;
    },

    async cityExists(id: number) {
      const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
      return row !== undefined;
    },

    async allServices() {
      return db
        .select({
          id: services.id,
          name: services.name,
          desc: services.desc,
          priceCents: services.priceCents,
        })
        .from(services)
        .orderBy(asc(services.id));
    },

    async countServices(ids: number[]) {
      if (ids.length === 0) return 0;
      const [row] = await db.select({ n: count() }).from(services).where(inArray(services.id, ids));
      return row?.n ?? 0;
    },

    async insert(values: typeof properties.$inferInsert) {
      const [row] = await db.insert(properties).values(values).returning();
      if (!row) throw new Error('listing not inserted');
      return row;
    },

    async update(id: number, changes: ListingChanges) {
      const [row] = await db
        .update(properties)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(properties.id, id))
        .returning();
      if (!row) throw new Error('listing not updated');
      return row;
    },

    async serviceIds(id: number) {
      const rows = await db
        .select({ id: propertyServices.serviceId })
        .from(propertyServices)
        .where(eq(propertyServices.propertyId, id))
        .orderBy(asc(propertyServices.serviceId));
      return rows.map((row) => row.id);
    },

    async replaceServices(id: number, serviceIds: number[]) {
      await db.delete(propertyServices).where(eq(propertyServices.propertyId, id));
      if (serviceIds.length > 0)
        await db
          .insert(propertyServices)
          .values(serviceIds.map((serviceId) => ({ propertyId: id, serviceId })));
    },

    /** Photos in display order: the first is the cover. */
    photos: (id: number) =>
      db
        .select({ id: propertyImages.id, fileName: propertyImages.fileName, alt: propertyImages.alt })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, id))
        .orderBy(asc(propertyImages.sortOrder), asc(propertyImages.id)),

    async insertPhoto(id: number, fileName: string, sortOrder: number) {
      const [row] = await db
        .insert(propertyImages)
        .values({ propertyId: id, fileName, sortOrder })
        .returning({ id: propertyImages.id });
      if (!row) throw new Error('photo not inserted');
      return row.id;
    },

    setPhotoAlt: (photoId: number, alt: string | null) =>
      db.update(propertyImages).set({ alt }).where(eq(propertyImages.id, photoId)),

    deletePhoto: (photoId: number) => db.delete(propertyImages).where(eq(propertyImages.id, photoId)),

    /** Numbers the photos 1..n in the order given and makes the first one the cover. */
    async orderPhotos(id: number, order: { id: number; fileName: string }[]) {
      for (const [index, photo] of order.entries())
        await db
          .update(propertyImages)
          .set({ sortOrder: index + 1 })
          .where(eq(propertyImages.id, photo.id));
      await db
        .update(properties)
        .set({ thumbImage: order[0]?.fileName ?? null, updatedAt: new Date() })
        .where(eq(properties.id, id));
    },

    windows: (id: number) =>
      db
        .select({ start_date: availabilityWindows.startDate, end_date: availabilityWindows.endDate })
        .from(availabilityWindows)
        .where(eq(availabilityWindows.propertyId, id))
        .orderBy(asc(availabilityWindows.startDate)),

    async openWindowCount(id: number, today: string) {
      const [row] = await db
        .select({ n: count() })
        .from(availabilityWindows)
        .where(and(eq(availabilityWindows.propertyId, id), gte(availabilityWindows.endDate, today)));
      return row?.n ?? 0;
    },

    async closedDays(id: number) {
      const rows = await db
        .select({ day: availabilityClosedDays.day })
        .from(availabilityClosedDays)
        .where(eq(availabilityClosedDays.propertyId, id))
        .orderBy(asc(availabilityClosedDays.day));
      return rows.map((row) => row.day);
    },

    async replaceAvailability(
      id: number,
      windows: { start_date: string; end_date: string }[],
      closedDays: string[],
    ) {
      await db.delete(availabilityWindows).where(eq(availabilityWindows.propertyId, id));
      await db.delete(availabilityClosedDays).where(eq(availabilityClosedDays.propertyId, id));
      if (windows.length > 0)
        await db
          .insert(availabilityWindows)
          .values(windows.map((w) => ({ propertyId: id, startDate: w.start_date, endDate: w.end_date })));
      if (closedDays.length > 0)
        await db.insert(availabilityClosedDays).values(closedDays.map((day) => ({ propertyId: id, day })));
    },

    /** Bookings of these listings that hold dates now and end on `from` or later, earliest first. */
    heldBookings: (ids: number[], from: string, until?: string) =>
      ids.length === 0
        ? Promise.resolve([] as CalendarBooking[])
        : db
            .select(calendarColumns)
            .from(bookings)
            .where(
              and(
                inArray(bookings.propertyId, ids),
                gte(bookings.endDate, from),
                until === undefined ? undefined : lte(bookings.startDate, until),
                holdsDatesNow,
              ),
            )
            .orderBy(asc(bookings.startDate), asc(bookings.id)),
  };
}
export type HostListingRepository = ReturnType<typeof createHostListingRepository>;
