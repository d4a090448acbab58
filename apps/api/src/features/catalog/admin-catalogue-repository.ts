import type { Db } from '@scrivania/db/client';
import { categories, cities, services } from '@scrivania/db/schema';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

type Named = typeof categories | typeof cities | typeof services;

/** Categories, cities and services as the operator edits them. */
export function createAdminCatalogueRepository(db: Db) {
  return {
    /**
     * Whether another row of `table` has this name in any letter case. The transaction first takes a
     * lock of its own per table, so two operators adding 'Roma' and 'roma' at once cannot both pass.
     */
    async nameTaken(table: Named, name: string, exceptId?: number) {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`admin-names:${table === categories ? 'categories' : table === cities ? 'cities' : 'services'}`}))`,
      );
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            sql`lower(${table.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(table.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async categoriesPage({ limit, offset }: { limit: number; offset: number }) {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },
    async category(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
      return row;
    },
    async insertCategory(values: typeof categories.$inferInsert) {
      const [row] = await db.insert(categories).values(values).returning();
      return row;
    },
    async updateCategory(id: number, values: Partial<typeof categories.$inferInsert>) {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row;
    },

    async citiesPage({ limit, offset }: { limit: number; offset: number }) {
      const rows = await db
        .select()
        .from(cities)
        .orderBy(asc(cities.sortOrder), asc(cities.name), asc(cities.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },
    async city(id: number) {
      const [row] = await db.select().from(cities).where(eq(cities.id, id)).for('update');
      return row;
    },
    /** A new city takes the place after the others: the public lists are ordered by sort_order. */
    async insertCity(values: Omit<typeof cities.$inferInsert, 'sortOrder'>) {
      const [row] = await db
        .insert(cities)
        .values({
          ...values,
          sortOrder: sql`(select coalesce(max(${cities.sortOrder}), 0) + 1 from ${cities})`,
        })
        .returning();
      return row;
    },
    async updateCity(id: number, values: Partial<typeof cities.$inferInsert>) {
      const [row] = await db.update(cities).set(values).where(eq(cities.id, id)).returning();
      return row;
    },

    async servicesPage({ limit, offset }: { limit: number; offset: number }) {
      const rows = await db
        .select()
        .from(services)
        .orderBy(asc(services.name), asc(services.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },
    async service(id: number) {
      const [row] = await db.select().from(services).where(eq(services.id, id)).for('update');
      return row;
    },
    async insertService(values: typeof services.$inferInsert) {
      const [row] = await db.insert(services).values(values).returning();
      return row;
    },
    async updateService(id: number, values: Partial<typeof services.$inferInsert>) {
      const [row] = await db.update(services).set(values).where(eq(services.id, id)).returning();
      return row;
    },
  };
}
