import type { AdminInvoiceListQuery } from '@scrivania/core/invoicing/admin-invoice-schemas';
import type { Db } from '@scrivania/db/client';
import { bookings, invoices } from '@scrivania/db/schema';
import { and, asc, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';
import { monthRange } from './invoice-repository.ts';

/** `%`, `_` and `\` typed by the operator are matched as themselves, not as LIKE wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BatchCursor {
  issueDate: string;
  number: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The issue dates a year, or one month of it, covers: from its first day to the next period's. */
export function periodRange(year: number, month?: number): { from: string; to: string } {
  return month === undefined
    ? { from: `${year}-01-01`, to: `${year + 1}-01-01` }
    : monthRange(`${year}-${pad(month)}`);
}

const inPeriod = (range: { from: string; to: string }) =>
  and(gte(invoices.issueDate, range.from), lt(invoices.issueDate, range.to));

function matching(q: string): SQL | undefined {
  const escaped = likeEscaped(q);
  return or(
    like(invoices.label, `${escaped}%`),
    ilike(invoices.customerName, `%${escaped}%`),
    eq(bookings.bookingNo, q.toUpperCase()),
  );
}

/** SQL of the console's invoices: the list, and a month's XML files read in batches for the export. */
export function createAdminInvoiceRepository(db: Db) {
  return {
    /** Newest first; reads one row more than the page to know whether more follow. */
    async page(
      filters: Omit<AdminInvoiceListQuery, 'page'>,
      { limit, offset }: { limit: number; offset: number },
    ) {
      const rows = await db
        .select({
          id: invoices.id,
          kind: invoices.kind,
          label: invoices.label,
          issueDate: invoices.issueDate,
          customerName: invoices.customerName,
          totalCents: invoices.totalCents,
          status: invoices.status,
          fileName: invoices.fileName,
          bookingId: bookings.id,
          bookingNo: bookings.bookingNo,
        })
        .from(invoices)
        .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
        .where(
          and(
            filters.year === undefined ? undefined : inPeriod(periodRange(filters.year, filters.month)),
            filters.kind === undefined ? undefined : eq(invoices.kind, filters.kind),
            filters.q === undefined ? undefined : matching(filters.q),
          ),
        )
        .orderBy(desc(invoices.issueDate), desc(invoices.year), desc(invoices.number))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },

    /**
     * One batch of a month's files in issue order (day, then number: one year's series), after the
     * given one: the export reads a month a batch at a time along the (issue date, number) index, so a
     * month of any size never sits in memory whole.
     */
    async monthBatch(range: { from: string; to: string }, after: BatchCursor | null, limit: number) {
      return db
        .select({
          issueDate: invoices.issueDate,
          number: invoices.number,
          fileName: invoices.fileName,
          xml: invoices.xml,
        })
        .from(invoices)
        .where(
          and(
            inPeriod(range),
            after === null
              ? undefined
              : sql`(${invoices.issueDate}, ${invoices.number}) > (${after.issueDate}, ${after.number})`,
          ),
        )
        .orderBy(asc(invoices.issueDate), asc(invoices.number))
        .limit(limit);
    },
  };
}
