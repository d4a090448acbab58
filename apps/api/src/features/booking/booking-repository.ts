import { holdsDatesNow, unpaidHoldNow } from '@scrivania/db/booking-holds';
import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import {
  bookingServices,
  bookings,
  bookingTaxes,
  coupons,
  payments,
  properties,
  propertyServices,
  services,
  taxes,
  users,
} from '@scrivania/db/schema';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';

/** What the details and the order history show of a booking. */
const summaryColumns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  payableAmountCents: bookings.payableAmountCents,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  propertyName: properties.name,
  thumbImage: properties.thumbImage,
};

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'bookingNo' | 'holdExpiresAt'>;

/** SQL of bookings, coupons and taxes. Takes a transaction as well as the database. */
export function createBookingRepository(db: Db) {
  return {
    activeTaxes: () =>
      db
        .select({
          id: taxes.id,
          taxType: taxes.taxType,
          label: taxes.label,
          percentBasisPoints: taxes.percentBasisPoints,
        })
        .from(taxes)
        .where(eq(taxes.active, true))
        .orderBy(asc(taxes.id)),

    /**
     * The coupon by code (any case) or id. `forUpdate` locks its row so two bookings cannot both take
     * the last use of a limited coupon.
     */
    async findCoupon(key: { code: string } | { id: number }, forUpdate = false) {
      const query = db
        .select()
        .from(coupons)
        .where('code' in key ? sql`upper(${coupons.code}) = upper(${key.code})` : eq(coupons.id, key.id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** Bookings that hold or used the coupon: everyone's, or one user's. */
    async couponUses(couponId: number, userId?: number) {
      const [row] = await db
        .select({ uses: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.couponId, couponId),
            userId === undefined ? undefined : eq(bookings.userId, userId),
            holdsDatesNow,
          ),
        );
      return row?.uses ?? 0;
    },

    /**
     * Locks the user's row: one user's bookings are decided one at a time. `no key update` leaves
     * rows that merely reference the user (sessions, messages) free to be written meanwhile.
     */
    lockUser: (userId: number) =>
      db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update'),

    /** Numbers of the user's bookings that hold dates without being paid, oldest first. */
    async unpaidHolds(userId: number) {
      const rows = await db
        .select({ bookingNo: bookings.bookingNo })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), unpaidHoldNow))
        .orderBy(asc(bookings.createdAt), asc(bookings.id));
      return rows.map((row) => row.bookingNo);
    },

    /** Locks the published property's row: bookings of one property are decided one at a time. */
    async lockProperty(propertyId: number) {
      const [row] = await db
        .select({
          id: properties.id,
          hostId: properties.hostId,
          priceCents: properties.priceCents,
          priceType: properties.priceType,
          discountType: properties.discountType,
          discountValue: properties.discountValue,
          occupancy: properties.occupancy,
          bookingMode: properties.bookingMode,
          cancellationPolicy: properties.cancellationPolicy,
        })
        .from(properties)
        .where(and(eq(properties.id, propertyId), publiclyListed()))
        .for('update');
      return row;
    },

    /** The property's services among the ids asked for. */
    propertyServices: (propertyId: number, serviceIds: number[]) =>
      serviceIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: services.id, name: services.name, priceCents: services.priceCents })
            .from(propertyServices)
            .innerJoin(services, eq(services.id, propertyServices.serviceId))
            .where(and(eq(propertyServices.propertyId, propertyId), inArray(services.id, serviceIds)))
            .orderBy(asc(services.id)),

    /** Inserts the booking with the next number and a hold of `holdMs` on the database clock. */
    async insertBooking(
      values: NewBooking,
      holdMs: number,
      lines: {
        services: { serviceId: number; serviceName: string; priceCents: number; amountCents: number }[];
        taxes: { taxId: number; percentBasisPoints: number }[];
      },
    ) {
      const [row] = await db
        .insert(bookings)
        .values({
          ...values,
          bookingNo: sql`(SELECT 'SCR-' || to_char(now() AT TIME ZONE 'Europe/Rome', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0') FROM (SELECT nextval('booking_no_seq') AS n) AS next_number)`,
          holdExpiresAt: sql`now() + make_interval(secs => ${holdMs / 1000})`,
        })
        .returning({
          id: bookings.id,
          bookingNo: bookings.bookingNo,
          status: bookings.status,
          holdExpiresAt: bookings.holdExpiresAt,
          payableAmountCents: bookings.payableAmountCents,
        });
      if (!row) throw new Error('booking not inserted');
      if (lines.services.length > 0)
        await db
          .insert(bookingServices)
          .values(lines.services.map((line) => ({ bookingId: row.id, ...line })));
      if (lines.taxes.length > 0)
        await db.insert(bookingTaxes).values(lines.taxes.map((line) => ({ bookingId: row.id, ...line })));
      return row;
    },

    /** One booking of its owner; someone else's booking is as absent as a missing one. */
    async ownedBooking(bookingId: number, userId: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          propertyId: properties.id,
          address: properties.address,
          calendarSequence: bookings.calendarSequence,
          cancellationPolicy: bookings.cancellationPolicy,
          cancellationRule: bookings.cancellationRule,
          guests: bookings.guests,
          paymentMethod: bookings.paymentMethod,
          propertyAmountCents: bookings.propertyAmountCents,
          discountAmountCents: bookings.discountAmountCents,
          servicesAmountCents: bookings.servicesAmountCents,
          couponAmountCents: bookings.couponAmountCents,
          totalTaxCents: bookings.totalTaxCents,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
      if (!row) return undefined;
      const [services, [paid]] = await Promise.all([
        db
          .select({ name: bookingServices.serviceName, amountCents: bookingServices.amountCents })
          .from(bookingServices)
          .where(eq(bookingServices.bookingId, bookingId))
          .orderBy(asc(bookingServices.serviceId)),
        db
          .select({ at: payments.updatedAt })
          .from(payments)
          .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded'))),
      ]);
      return { ...row, services, paidAt: paid?.at ?? null };
    },

    /** A user's own bookings, newest first. */
    orders: (userId: number, limit: number) =>
      db
        .select({ ...summaryColumns, createdAt: bookings.createdAt })
        .from(bookings)
        .leftJoin(properties, eq(properties.id, bookings.propertyId))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit),
  };
}
