import { holdsDatesNow } from '@scrivania/db/booking-holds';
import type { Db } from '@scrivania/db/client';
import { bookings, coupons } from '@scrivania/db/schema';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>;

/** SQL of the console's coupons. Takes a transaction as well as the database. */
export function createAdminCouponRepository(db: Db) {
  /** A coupon with what it gave: the bookings holding it now or paid with it, as the usage limit counts them. */
  const withUse = () =>
    db
      .select({
        coupon: coupons,
        uses: sql<number>`count(${bookings.id})::int`,
        discountCents: sql<number>`coalesce(sum(${bookings.couponAmountCents}), 0)::int`,
      })
      .from(coupons)
      .leftJoin(bookings, and(eq(bookings.couponId, coupons.id), holdsDatesNow))
      .groupBy(coupons.id)
      .$dynamic();

  return {
    async page({ limit, offset }: { limit: number; offset: number }) {
      const rows = await withUse()
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },

    async withUse(id: number) {
      const [row] = await withUse().where(eq(coupons.id, id));
      return row;
    },

    async lock(id: number) {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row;
    },

    /** Whether another coupon already has this code in any letter case. */
    async codeTaken(code: string, exceptId?: number) {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(
          and(
            sql`upper(${coupons.code}) = upper(${code})`,
            exceptId === undefined ? undefined : ne(coupons.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async insert(values: CouponValues) {
      const [row] = await db.insert(coupons).values(values).returning();
      if (!row) throw new Error('coupon insert returned no row');
      return row;
    },

    async update(id: number, values: Partial<CouponValues>) {
      const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      if (!row) throw new Error('coupon update returned no row');
      return row;
    },
  };
}

/** A unique index refused the row (two coupons with one code); drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
