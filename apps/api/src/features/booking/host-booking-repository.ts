import type { BookingStatus } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import {
  bookingServices,
  bookingStatusChanges,
  bookings,
  coupons,
  properties,
  users,
} from '@scrivania/db/schema';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';

/** What the back-office's lists show of a booking. */
const rowColumns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  propertyId: bookings.propertyId,
  propertyName: properties.name,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  guests: bookings.guests,
  payableAmountCents: bookings.payableAmountCents,
  totalTaxCents: bookings.totalTaxCents,
  paymentMethod: bookings.paymentMethod,
  createdAt: bookings.createdAt,
};

export interface HostBookingFilters {
  status?: BookingStatus;
  propertyId?: number;
  from?: string;
  to?: string;
}

/** Statuses of bookings that take place: paid, or held until paid. */
const goingAhead: BookingStatus[] = ['pending', 'awaiting_transfer', 'booked'];

/**
 * When a booking was paid: its last move to booked, or its last update for bookings paid before
 * status changes were recorded. Earnings count a booking in the month it was paid (decision 026).
 */
const paidAt = sql<Date>`coalesce((select max(${bookingStatusChanges.at}) from ${bookingStatusChanges} where ${bookingStatusChanges.bookingId} = ${bookings.id} and ${bookingStatusChanges.toStatus} = 'booked'), ${bookings.updatedAt})`;
const paidAtInRome = sql`(${paidAt} at time zone 'Europe/Rome')`;

/** Paid bookings of the host paid from `start` (included) to `end` (excluded), Rome wall-clock times. */
const paidBetween = (hostId: number, start: string, end: string) =>
  and(
    eq(properties.hostId, hostId),
    eq(bookings.status, 'booked'),
    sql`${paidAtInRome} >= ${start}::timestamp`,
    sql`${paidAtInRome} < ${end}::timestamp`,
  );

/** SQL of the host's back-office over bookings: only ever the host's own. Takes a transaction too. */
export function createHostBookingRepository(db: Db) {
  const ofHost = (hostId: number, ...conditions: (SQL | undefined)[]) =>
    and(eq(properties.hostId, hostId), ...conditions);

  const rows = (where: SQL | undefined, order: SQL[], limit: number, offset = 0) =>
    db
      .select(rowColumns)
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  const filtered = (hostId: number, filters: HostBookingFilters) =>
    ofHost(
      hostId,
      filters.status ? eq(bookings.status, filters.status) : undefined,
      filters.propertyId ? eq(bookings.propertyId, filters.propertyId) : undefined,
      filters.from ? gte(bookings.endDate, filters.from) : undefined,
      filters.to ? lte(bookings.startDate, filters.to) : undefined,
    );
  const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

  return {
    /** One page of the host's bookings that pass the filters, newest first, and how many pass. */
    async page(hostId: number, filters: HostBookingFilters, page: { limit: number; offset: number }) {
      const where = filtered(hostId, filters);
      const [found, [total]] = await Promise.all([
        rows(where, newestFirst, page.limit, page.offset),
        db
          .select({ n: count() })
          .from(bookings)
          .innerJoin(properties, eq(properties.id, bookings.propertyId))
          .where(where),
      ]);
      return { rows: found, total: total?.n ?? 0 };
    },

    /** Every booking that passes the filters, newest first, up to `limit` (the CSV export). */
    all: (hostId: number, filters: HostBookingFilters, limit: number) =>
      rows(filtered(hostId, filters), newestFirst, limit),

    /** One booking of the host's with everything the detail shows; another host's is absent. */
    async detail(hostId: number, bookingId: number) {
      const [row] = await db
        .select({
          ...rowColumns,
          userId: bookings.userId,
          hostId: properties.hostId,
          companyName: bookings.companyName,
          mobileNo: bookings.mobileNo,
          address: bookings.address,
          city: bookings.city,
          province: bookings.province,
          pec: bookings.pec,
          sdi: bookings.sdi,
          taxIdCode: bookings.taxIdCode,
          specialRequest: bookings.specialRequest,
          propertyAmountCents: bookings.propertyAmountCents,
          discountAmountCents: bookings.discountAmountCents,
          servicesAmountCents: bookings.servicesAmountCents,
          couponAmountCents: bookings.couponAmountCents,
          couponCode: coupons.code,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .leftJoin(coupons, eq(coupons.id, bookings.couponId))
        .where(ofHost(hostId, eq(bookings.id, bookingId)));
      if (!row) return undefined;
      const [services, history] = await Promise.all([
        db
          .select({ name: bookingServices.serviceName, amountCents: bookingServices.amountCents })
          .from(bookingServices)
          .where(eq(bookingServices.bookingId, bookingId))
          .orderBy(asc(bookingServices.serviceId)),
        db
          .select({
            fromStatus: bookingStatusChanges.fromStatus,
            toStatus: bookingStatusChanges.toStatus,
            at: bookingStatusChanges.at,
            actorUserId: bookingStatusChanges.actorUserId,
            actorRole: users.role,
            reason: bookingStatusChanges.reason,
          })
          .from(bookingStatusChanges)
          .leftJoin(users, eq(users.id, bookingStatusChanges.actorUserId))
          .where(eq(bookingStatusChanges.bookingId, bookingId))
          .orderBy(asc(bookingStatusChanges.at), asc(bookingStatusChanges.id)),
      ]);
      return { ...row, services, history };
    },

    /**
     * Locks one booking of the host's (its row only) for an answer to a request, and says whether it
     * ever was one; another host's is absent.
     */
    async lockForAnswer(hostId: number, bookingId: number) {
      const [row] = await db
        .select({ id: bookings.id, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(ofHost(hostId, eq(bookings.id, bookingId)))
        .for('update', { of: bookings });
      if (!row) return undefined;
      const [asked] = await db
        .select({ n: count() })
        .from(bookingStatusChanges)
        .where(
          and(eq(bookingStatusChanges.bookingId, bookingId), eq(bookingStatusChanges.toStatus, 'requested')),
        );
      return { ...row, wasRequest: (asked?.n ?? 0) > 0 };
    },

    /**
     * Moves a request to the host's answer, only if it still is a request: of two answers at once,
     * the second finds nothing to change.
     */
    async answer(bookingId: number, to: BookingStatus, holdExpiresAt: Date | null) {
      const [row] = await db
        .update(bookings)
        .set({ status: to, holdExpiresAt, updatedAt: sql`now()` })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'requested')))
        .returning({ id: bookings.id, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt });
      return row;
    },

    /** The dashboard's lists: today's, the next ones, requests waiting, transfers awaited. */
    async dashboard(hostId: number, today: string, limit: number) {
      const soonest = [asc(bookings.startDate), asc(bookings.id)];
      const [todays, upcoming, requests, transfers] = await Promise.all([
        rows(
          ofHost(
            hostId,
            inArray(bookings.status, goingAhead),
            lte(bookings.startDate, today),
            gte(bookings.endDate, today),
          ),
          soonest,
          limit,
        ),
        rows(
          ofHost(hostId, inArray(bookings.status, goingAhead), gt(bookings.startDate, today)),
          soonest,
          limit,
        ),
        rows(ofHost(hostId, eq(bookings.status, 'requested')), [asc(bookings.holdExpiresAt)], limit),
        rows(ofHost(hostId, eq(bookings.status, 'awaiting_transfer')), [asc(bookings.holdExpiresAt)], limit),
      ]);
      return { today: todays, upcoming, requests, transfers };
    },

    /** What mails about these bookings say of each, its guest and its host. */
    mailFacts: (bookingIds: number[]) =>
      bookingIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: bookings.id,
              bookingNo: bookings.bookingNo,
              firstName: bookings.firstName,
              lastName: bookings.lastName,
              email: bookings.email,
              propertyName: properties.name,
              propertyAddress: properties.address,
              startDate: bookings.startDate,
              endDate: bookings.endDate,
              guests: bookings.guests,
              payableAmountCents: bookings.payableAmountCents,
              holdExpiresAt: bookings.holdExpiresAt,
              hostName: users.name,
              hostEmail: users.email,
            })
            .from(bookings)
            .innerJoin(properties, eq(properties.id, bookings.propertyId))
            .innerJoin(users, eq(users.id, properties.hostId))
            .where(inArray(bookings.id, bookingIds))
            .orderBy(asc(bookings.id)),

    /**
     * Paid bookings of the host summed per month of payment (Europe/Rome) between two Rome dates,
     * `end` excluded.
     */
    paidPerMonth: (hostId: number, start: string, end: string) =>
      db
        .select({
          month: sql<number>`extract(month from ${paidAtInRome})::int`,
          bookings: sql<number>`count(*)::int`,
          grossCents: sql<number>`coalesce(sum(${bookings.payableAmountCents}), 0)::float8`,
          vatCents: sql<number>`coalesce(sum(${bookings.totalTaxCents}), 0)::float8`,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(paidBetween(hostId, start, end))
        .groupBy(sql`1`)
        .orderBy(sql`1`),
  };
}
export type HostBookingRow = Awaited<
  ReturnType<ReturnType<typeof createHostBookingRepository>['all']>
>[number];
export type HostBookingDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createHostBookingRepository>['detail']>>
>;
