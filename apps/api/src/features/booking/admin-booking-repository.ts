import type { AdminBookingListQuery } from '@scrivania/core/booking/admin-booking-schemas';
import type { Db } from '@scrivania/db/client';
import { bookingStatusChanges, bookings, coupons, payments, properties, users } from '@scrivania/db/schema';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageRows } from '../../lib/page-rows.ts';

/** `%`, `_` and `\` typed by the operator are matched as themselves, not as LIKE wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ids `q` matches: the booking number by its beginning (numbers are upper case; the pattern index
 * serves it), the guest's e-mail by its beginning in any letter case (the lower-case pattern index) or
 * the listing's name anywhere. Each part is its own indexed read and their union is joined to the list:
 * an OR of the three in one WHERE would make the planner walk every booking newest first testing each
 * one. An e-mail is matched from its start, not anywhere: any part needed a trigram index whose reads
 * cost more than the whole list's budget on 100,000 bookings (decision 035).
 */
function matching(q: string): SQL {
  const escaped = likeEscaped(q);
  return inArray(
    bookings.id,
    sql`(select id from bookings where booking_no like ${`${escaped.toUpperCase()}%`}
         union select id from bookings where lower(email) like ${`${escaped.toLowerCase()}%`}
         union select id from bookings where property_id in (select id from properties where name ilike ${`%${escaped}%`}))`,
  );
}

const listColumns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  status: bookings.status,
  createdAt: bookings.createdAt,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  guests: bookings.guests,
  paymentMethod: bookings.paymentMethod,
  payableAmountCents: bookings.payableAmountCents,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  propertyId: properties.id,
  propertyName: properties.name,
};

/** SQL of the console's bookings: the list and one booking with its payments and history. */
export function createAdminBookingRepository(db: Db) {
  const host = alias(users, 'host');
  return {
    /** Newest first; reads one row more than the page to know whether more follow. */
    async page(
      filters: Omit<AdminBookingListQuery, 'page'>,
      { limit, offset }: { limit: number; offset: number },
    ) {
      const rows = await db
        .select(listColumns)
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(
          and(
            filters.q === undefined ? undefined : matching(filters.q),
            filters.status === undefined ? undefined : eq(bookings.status, filters.status),
            filters.property_id === undefined ? undefined : eq(bookings.propertyId, filters.property_id),
            filters.from === undefined ? undefined : gte(bookings.endDate, filters.from),
            filters.to === undefined ? undefined : lte(bookings.startDate, filters.to),
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },

    async detail(id: number) {
      const [row] = await db
        .select({
          ...listColumns,
          holdExpiresAt: bookings.holdExpiresAt,
          mobileNo: bookings.mobileNo,
          companyName: bookings.companyName,
          propertyAmountCents: bookings.propertyAmountCents,
          discountAmountCents: bookings.discountAmountCents,
          servicesAmountCents: bookings.servicesAmountCents,
          couponAmountCents: bookings.couponAmountCents,
          totalTaxCents: bookings.totalTaxCents,
          couponCode: coupons.code,
          guestId: users.id,
          guestName: users.name,
          guestEmail: users.email,
          hostId: host.id,
          hostName: host.name,
          hostEmail: host.email,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(host, eq(host.id, properties.hostId))
        .leftJoin(coupons, eq(coupons.id, bookings.couponId))
        .where(eq(bookings.id, id));
      return row;
    },

    payments: (bookingId: number) =>
      db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(asc(payments.createdAt), asc(payments.id)),

    history: (bookingId: number) =>
      db
        .select({
          fromStatus: bookingStatusChanges.fromStatus,
          toStatus: bookingStatusChanges.toStatus,
          at: bookingStatusChanges.at,
          reason: bookingStatusChanges.reason,
          actorId: users.id,
          actorName: users.name,
          actorEmail: users.email,
        })
        .from(bookingStatusChanges)
        .leftJoin(users, eq(users.id, bookingStatusChanges.actorUserId))
        .where(eq(bookingStatusChanges.bookingId, bookingId))
        .orderBy(asc(bookingStatusChanges.at), asc(bookingStatusChanges.id)),
  };
}
