import type { AdminPeriodFigures } from '@scrivania/core/audit/admin-summary-schemas';
import { startOfDayInRome, todayInRome } from '@scrivania/core/dates';
import type { Db } from '@scrivania/db/client';
import { bookings, payments, refunds } from '@scrivania/db/schema';
import { count, eq, gte, type SQL, sql } from 'drizzle-orm';

/** A count or sum as a number: PostgreSQL answers bigints and numerics as strings. */
const asNumber = (value: string | number | null) => Number(value ?? 0);

/**
 * A period's figures over the payments touched since `from`: a payment's last update is when it
 * succeeded or failed, since a settled payment does not change again.
 */
function periodColumns(from: Date) {
  const since = sql`${payments.updatedAt} >= ${from.toISOString()}::timestamptz`;
  const succeeded = sql`${payments.status} = 'succeeded' and ${since}`;
  const failed = sql`${payments.status} in ('failed', 'refused') and ${since}`;
  const countWhere = (condition: SQL) => sql<string | number>`count(*) filter (where ${condition})`;
  return {
    paid: countWhere(succeeded),
    revenue: sql<string | number | null>`sum(${payments.amountCents}) filter (where ${succeeded})`,
    failed: countWhere(failed),
  };
}

const figures = (row: { paid: string | number; revenue: string | number | null; failed: string | number }) =>
  ({
    paid_bookings: asNumber(row.paid),
    revenue_cents: asNumber(row.revenue),
    failed_payments: asNumber(row.failed),
  }) satisfies AdminPeriodFigures;

/**
 * The console's business figures at `now`: today's and this month's payments (Europe/Rome days), the
 * refunds still pending or failed, and the booking requests waiting for a host.
 */
export async function businessFigures(db: Db, now: Date) {
  const today = todayInRome(now);
  const todayStart = startOfDayInRome(today);
  const monthStart = startOfDayInRome(`${today.slice(0, 8)}01`);
  const day = periodColumns(todayStart);
  const month = periodColumns(monthStart);
  const [[money], refundRows, [requests]] = await Promise.all([
    db
      .select({
        dayPaid: day.paid,
        dayRevenue: day.revenue,
        dayFailed: day.failed,
        monthPaid: month.paid,
        monthRevenue: month.revenue,
        monthFailed: month.failed,
      })
      .from(payments)
      .where(gte(payments.updatedAt, monthStart)),
    db.select({ status: refunds.status, n: count() }).from(refunds).groupBy(refunds.status),
    db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'requested')),
  ]);
  const refundsIn = (status: 'pending' | 'failed') => refundRows.find((row) => row.status === status)?.n ?? 0;
  return {
    today: figures({
      paid: money?.dayPaid ?? 0,
      revenue: money?.dayRevenue ?? 0,
      failed: money?.dayFailed ?? 0,
    }),
    month: figures({
      paid: money?.monthPaid ?? 0,
      revenue: money?.monthRevenue ?? 0,
      failed: money?.monthFailed ?? 0,
    }),
    pending_refunds: refundsIn('pending'),
    failed_refunds: refundsIn('failed'),
    waiting_requests: requests?.n ?? 0,
  };
}
