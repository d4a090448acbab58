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
import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';

export type ListingRow = typeof properties.$inferSelect;
export type ListingChanges = Partial<Omit<typeof properties.$inferInsert, 'id' | 'hostId' | 'createdAt'>>;

const calendarColumns = {
  id: bookings.id,
  propertyId: bookings.propertyId,
  bookingNo: bookings.bookingNo,
  status: bookings.status,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  guests: bookings.guests,
};
export interface CalendarBooking {
  id: number;
  propertyId: number;
  bookingNo: string;
  status: BookingStatus;
  startDate: string;
  endDate: string;
  /** A Date when selected, an ISO string when read through JSON. */
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  guests: number;
}

/** A column named with its table: a single-table select leaves names bare, which a subquery would misread. */
const q = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A listing with everything the back-office shows of it, as `toHostListing` takes it. */
export interface ListingSnapshot {
  row: ListingRow;
  photos: { id: number; fileName: string; alt: string | null }[];
  serviceIds: number[];
  windows: { start_date: string; end_date: string }[];
  closedDays: string[];
  bookings: CalendarBooking[];
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

    /**
     * The host's listing and its photos, services, windows, closed days and the bookings holding
     * dates from `today`, in one statement: a save answers with all of it, and each statement is a
     * round trip (a transaction's turn on the embedded database).
     */
    async snapshot(id: number, hostId: number, today: string): Promise<ListingSnapshot | undefined> {
      const [found] = await db
        .select({
          ...getTableColumns(properties),
          photos: sql<ListingSnapshot['photos']>`coalesce((
            select json_agg(json_build_object('id', ${q(propertyImages.id)}, 'fileName', ${q(propertyImages.fileName)}, 'alt', ${q(propertyImages.alt)})
              order by ${q(propertyImages.sortOrder)}, ${q(propertyImages.id)})
            from ${propertyImages} where ${q(propertyImages.propertyId)} = ${q(properties.id)}), '[]'::json)`,
          serviceIds: sql<number[]>`coalesce((
            select json_agg(${q(propertyServices.serviceId)} order by ${q(propertyServices.serviceId)})
            from ${propertyServices} where ${q(propertyServices.propertyId)} = ${q(properties.id)}), '[]'::json)`,
          windows: sql<ListingSnapshot['windows']>`coalesce((
            select json_agg(json_build_object('start_date', ${q(availabilityWindows.startDate)}, 'end_date', ${q(availabilityWindows.endDate)})
              order by ${q(availabilityWindows.startDate)})
            from ${availabilityWindows} where ${q(availabilityWindows.propertyId)} = ${q(properties.id)}), '[]'::json)`,
          closedDays: sql<string[]>`coalesce((
            select json_agg(${q(availabilityClosedDays.day)} order by ${q(availabilityClosedDays.day)})
            from ${availabilityClosedDays} where ${q(availabilityClosedDays.propertyId)} = ${q(properties.id)}), '[]'::json)`,
          bookings: sql<CalendarBooking[]>`coalesce((
            select json_agg(json_build_object('id', ${q(bookings.id)}, 'propertyId', ${q(bookings.propertyId)},
              'bookingNo', ${q(bookings.bookingNo)}, 'status', ${q(bookings.status)}, 'startDate', ${q(bookings.startDate)},
              'endDate', ${q(bookings.endDate)}, 'startsAt', ${q(bookings.startsAt)}, 'endsAt', ${q(bookings.endsAt)},
              'guests', ${q(bookings.guests)}) order by ${q(bookings.startDate)}, ${q(bookings.id)})
            from ${bookings}
            where ${q(bookings.propertyId)} = ${q(properties.id)} and ${q(bookings.endDate)} >= ${today} and ${holdsDatesNow}), '[]'::json)`,
        })
        .from(properties)
        .where(and(eq(properties.id, id), eq(properties.hostId, hostId)));
      if (!found) return undefined;
      const { photos, serviceIds, windows, closedDays, bookings: held, ...row } = found;
      return { row, photos, serviceIds, windows, closedDays, bookings: held };
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
