import type { AdminListingQuery } from '@scrivania/core/catalog/admin-catalog-schemas';
import type { ListingSuspension } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { categories, cities, properties, users } from '@scrivania/db/schema';
import { and, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { containing } from '../../lib/like-pattern.ts';
import { pageRows } from '../../lib/page-rows.ts';

function statusFilter(status: AdminListingQuery['status']): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'suspended') return isNotNull(properties.suspension);
  return eq(properties.status, status);
}

/** The operator's hand on listings: suspensions and the recommended flag. */
export function createAdminListingRepository(db: Db) {
  const columns = {
    id: properties.id,
    name: properties.name,
    status: properties.status,
    suspension: properties.suspension,
    recommended: properties.recommended,
    createdAt: properties.createdAt,
    hostId: users.id,
    hostName: users.name,
    hostEmail: users.email,
    city: cities.name,
    category: categories.name,
  };
  const joined = () =>
    db
      .select(columns)
      .from(properties)
      .innerJoin(users, eq(users.id, properties.hostId))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .innerJoin(categories, eq(categories.id, properties.categoryId));
  return {
    /** Newest first, a page at a time, one row more than the page to know whether more follow. */
    async page(query: AdminListingQuery, { limit, offset }: { limit: number; offset: number }) {
      const rows = await joined()
        .where(
          and(query.q ? ilike(properties.name, containing(query.q)) : undefined, statusFilter(query.status)),
        )
        .orderBy(desc(properties.createdAt), desc(properties.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },
    async one(id: number) {
      const [row] = await joined().where(eq(properties.id, id));
      return row;
    },
    /** Suspends every listing of a blocked host that nobody has suspended yet; answers their ids. */
    async suspendOfHost(hostId: number): Promise<number[]> {
      const rows = await db
        .update(properties)
        .set({ suspension: 'host_blocked', updatedAt: new Date() })
        .where(and(eq(properties.hostId, hostId), isNull(properties.suspension)))
        .returning({ id: properties.id });
      return rows.map((row) => row.id);
    },
    /** Lifts only the suspensions a host's block set; the operator's own stay. */
    async liftHostBlock(hostId: number): Promise<number[]> {
      const rows = await db
        .update(properties)
        .set({ suspension: null, updatedAt: new Date() })
        .where(and(eq(properties.hostId, hostId), eq(properties.suspension, 'host_blocked')))
        .returning({ id: properties.id });
      return rows.map((row) => row.id);
    },
    async lockOne(id: number) {
      const [row] = await db
        .select({
          id: properties.id,
          status: properties.status,
          suspension: properties.suspension,
          recommended: properties.recommended,
        })
        .from(properties)
        .where(eq(properties.id, id))
        .for('update');
      return row;
    },
    async setSuspension(id: number, suspension: ListingSuspension | null) {
      await db.update(properties).set({ suspension, updatedAt: new Date() }).where(eq(properties.id, id));
    },
    async setRecommended(id: number, recommended: boolean) {
      await db.update(properties).set({ recommended, updatedAt: new Date() }).where(eq(properties.id, id));
    },
  };
}
