import type { UserRole, UserStatus } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { bookings, properties, users } from '@scrivania/db/schema';
import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

export interface AdminUserFilters {
  q?: string;
  role?: UserRole;
  status?: UserStatus;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Spelled out with aliases: inside a select, drizzle names a column without its table, and the
// subquery's own `id` would win over the account's.
const bookingsCount = sql<number>`(select count(*)::int from ${bookings} b where b.user_id = "users"."id")`;
const listingsCount = sql<number>`(select count(*)::int from ${properties} p where p.host_id = "users"."id")`;

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  bookingsCount,
  listingsCount,
};

/** The console's view of accounts. */
export function createAdminUserRepository(db: Db) {
  return {
    /**
     * Newest first, a page at a time, one row more than the page to know whether more follow. A
     * search is `ILIKE '%q%'` on name and address, which their trigram indexes serve.
     */
    async page(filters: AdminUserFilters, { limit, offset }: { limit: number; offset: number }) {
      const pattern = filters.q ? containing(filters.q) : undefined;
      const rows = await db
        .select(listColumns)
        .from(users)
        .where(
          and(
            pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
            filters.role ? eq(users.role, filters.role) : undefined,
            filters.status ? eq(users.status, filters.status) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },
    async find(id: number) {
      const [row] = await db
        .select({ ...listColumns, username: users.username })
        .from(users)
        .where(eq(users.id, id));
      return row;
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
