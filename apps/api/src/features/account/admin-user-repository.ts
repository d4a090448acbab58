import type { UserRole, UserStatus } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { bookingStatusChanges, bookings, properties, users } from '@scrivania/db/schema';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

export interface AdminUserFilters {
  q?: string;
  role?: UserRole;
  status?: UserStatus;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The accounts `q` matches: any part of the name (trigram index) or the beginning of the address in
 * any letter case (the lower-case pattern index), each read on its own and their union joined to the
 * list; as one OR the planner walked every account newest first testing each (decision 035).
 */
function matching(q: string): SQL {
  const escaped = likeEscaped(q);
  return inArray(
    users.id,
    sql`(select id from users where name ilike ${`%${escaped}%`}
         union select id from users where lower(email) like ${`${escaped.toLowerCase()}%`})`,
  );
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

/** The console's view of accounts. */
export function createAdminUserRepository(db: Db) {
  /**
   * Bookings and listings of a page's accounts, two grouped reads for the whole page: counted per
   * row, a host holding hundreds of listings made the planner scan every listing once per account.
   */
  async function countsOf(ids: number[]) {
    if (ids.length === 0)
      return {
        bookings: new Map<number, number>(),
        listings: new Map<number, number>(),
        hostCancellations: new Map<number, number>(),
      };
    const [booked, listed, cancelled] = await Promise.all([
      db
        .select({ id: bookings.userId, n: count() })
        .from(bookings)
        .where(inArray(bookings.userId, ids))
        .groupBy(bookings.userId),
      db
        .select({ id: properties.hostId, n: count() })
        .from(properties)
        .where(inArray(properties.hostId, ids))
        .groupBy(properties.hostId),
      // From the hosts' listings to their bookings' changes, every step on an index.
      db
        .select({ id: properties.hostId, n: count() })
        .from(properties)
        .innerJoin(bookings, eq(bookings.propertyId, properties.id))
        .innerJoin(bookingStatusChanges, eq(bookingStatusChanges.bookingId, bookings.id))
        .where(
          and(
            inArray(properties.hostId, ids),
            eq(bookingStatusChanges.toStatus, 'cancelled'),
            eq(bookingStatusChanges.actorUserId, properties.hostId),
          ),
        )
        .groupBy(properties.hostId),
    ]);
    return {
      bookings: new Map(booked.map((row) => [row.id, row.n])),
      listings: new Map(listed.map((row) => [row.id, row.n])),
      hostCancellations: new Map(cancelled.map((row) => [row.id, row.n])),
    };
  }

  return {
    /** Newest first, a page at a time, one row more than the page to know whether more follow. */
    async page(filters: AdminUserFilters, { limit, offset }: { limit: number; offset: number }) {
      const page = pageRows(
        await db
          .select(accountColumns)
          .from(users)
          .where(
            and(
              filters.q ? matching(filters.q) : undefined,
              filters.role ? eq(users.role, filters.role) : undefined,
              filters.status ? eq(users.status, filters.status) : undefined,
            ),
          )
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit + 1)
          .offset(offset),
        limit,
      );
      const counts = await countsOf(page.rows.map((row) => row.id));
      return {
        rows: page.rows.map((row) => ({
          ...row,
          bookingsCount: counts.bookings.get(row.id) ?? 0,
          listingsCount: counts.listings.get(row.id) ?? 0,
          hostCancellationsCount: counts.hostCancellations.get(row.id) ?? 0,
        })),
        hasMore: page.hasMore,
      };
    },
    async find(id: number) {
      const [row] = await db
        .select({ ...accountColumns, username: users.username })
        .from(users)
        .where(eq(users.id, id));
      if (!row) return undefined;
      const counts = await countsOf([id]);
      return {
        ...row,
        bookingsCount: counts.bookings.get(id) ?? 0,
        listingsCount: counts.listings.get(id) ?? 0,
        hostCancellationsCount: counts.hostCancellations.get(id) ?? 0,
      };
    },
    /** The account's row, locked until the change's transaction ends. */
    async lock(id: number) {
      const [row] = await db
        .select({ id: users.id, role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row;
    },
    /** Locks the other active admins' rows, so two operators cannot block the last two at once. */
    async otherActiveAdmins(exceptId: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, exceptId)))
        .for('update');
      return rows.length;
    },
    async setStatus(id: number, status: UserStatus) {
      await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    },
    async setRole(id: number, role: UserRole) {
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    },
    async recentBookings(userId: number, limit: number) {
      return db
        .select({
          id: bookings.id,
          bookingNo: bookings.bookingNo,
          status: bookings.status,
          propertyName: properties.name,
          startDate: bookings.startDate,
          endDate: bookings.endDate,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },
    async listings(hostId: number) {
      return db
        .select({
          id: properties.id,
          name: properties.name,
          status: properties.status,
          suspension: properties.suspension,
        })
        .from(properties)
        .where(eq(properties.hostId, hostId))
        .orderBy(desc(properties.createdAt), desc(properties.id));
    },
  };
}
