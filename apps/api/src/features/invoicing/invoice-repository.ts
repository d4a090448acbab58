import type { InvoiceKind, InvoiceStatus } from '@scrivania/core/domain';
import type { Db, DbTransaction } from '@scrivania/db/client';
import {
  bookingServices,
  bookings,
  coupons,
  invoiceCounters,
  invoices,
  properties,
  refunds,
} from '@scrivania/db/schema';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lt, sql } from 'drizzle-orm';

type Runner = Db | DbTransaction;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'status' | 'statusAt' | 'createdAt'>;
/** A document without its XML: what lists and answers need. */
export type InvoiceSummary = Omit<InvoiceRow, 'xml'>;

const { xml: _xml, ...summaryColumns } = getTableColumns(invoices);

/** `2026-11` as the first day of that month and the first day of the next, for a range read. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const next = monthNo === 12 ? { y: year + 1, m: 1 } : { y: year, m: monthNo + 1 };
  return {
    from: `${year}-${String(monthNo).padStart(2, '0')}-01`,
    to: `${next.y}-${String(next.m).padStart(2, '0')}-01`,
  };
}

export function createInvoiceRepository(db: Db) {
  return {
    /** What a paid booking's invoice is made of: its billing data, stored amounts, space and coupon. */
    async invoicedBooking(tx: DbTransaction, bookingId: number) {
      const [row] = await tx
        .select({
          id: bookings.id,
          bookingNo: bookings.bookingNo,
          startDate: bookings.startDate,
          endDate: bookings.endDate,
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          guests: bookings.guests,
          propertyName: properties.name,
          propertyAmountCents: bookings.propertyAmountCents,
          discountAmountCents: bookings.discountAmountCents,
          couponCode: coupons.code,
          couponAmountCents: bookings.couponAmountCents,
          taxBasisPoints: bookings.taxBasisPoints,
          totalTaxCents: bookings.totalTaxCents,
          payableAmountCents: bookings.payableAmountCents,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          companyName: bookings.companyName,
          address: bookings.address,
          zip: bookings.zip,
          city: bookings.city,
          province: bookings.province,
          pec: bookings.pec,
          sdi: bookings.sdi,
          taxIdCode: bookings.taxIdCode,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .leftJoin(coupons, eq(coupons.id, bookings.couponId))
        .where(eq(bookings.id, bookingId));
      if (!row) return null;
      const services = await tx
        .select({
          name: bookingServices.serviceName,
          priceCents: bookingServices.priceCents,
          amountCents: bookingServices.amountCents,
        })
        .from(bookingServices)
        .where(eq(bookingServices.bookingId, bookingId))
        .orderBy(asc(bookingServices.serviceId));
      return { ...row, services };
    },
    /** Who may see a booking's documents: its guest and its space's host (and the operator). */
    async bookingParties(bookingId: number) {
      const [row] = await db
        .select({ guestId: bookings.userId, hostId: properties.hostId })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },
    /** A refund, locked: its credit note is issued once, whichever of its settlements gets there first. */
    async lockedRefund(tx: DbTransaction, refundId: number) {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
      return row ?? null;
    },
    /**
     * The next number of the year's series. The upsert locks the year's counter row until the caller's
     * transaction ends: concurrent issuers take turns, and a rollback gives the number back.
     */
    async nextNumber(tx: DbTransaction, year: number): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.year,
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning({ number: invoiceCounters.lastNumber });
      if (!row) throw new Error('invoice counter not returned');
      return row.number;
    },
    async insert(tx: DbTransaction, values: NewInvoice): Promise<InvoiceSummary> {
      const [row] = await tx.insert(invoices).values(values).returning(summaryColumns);
      if (!row) throw new Error('invoice not inserted');
      return row;
    },
    async findById(id: number, runner: Runner = db): Promise<InvoiceSummary | null> {
      const [row] = await runner.select(summaryColumns).from(invoices).where(eq(invoices.id, id));
      return row ?? null;
    },
    async findByFileName(fileName: string, runner: Runner = db): Promise<InvoiceSummary | null> {
      const [row] = await runner.select(summaryColumns).from(invoices).where(eq(invoices.fileName, fileName));
      return row ?? null;
    },
    /** The XML exactly as issued. */
    async xmlOf(id: number, runner: Runner = db): Promise<string | null> {
      const [row] = await runner.select({ xml: invoices.xml }).from(invoices).where(eq(invoices.id, id));
      return row?.xml ?? null;
    },
    /** A booking's documents, its invoice first, then its credit notes in the order they were issued. */
    async forBooking(bookingId: number, runner: Runner = db): Promise<InvoiceSummary[]> {
      return runner
        .select(summaryColumns)
        .from(invoices)
        .where(eq(invoices.bookingId, bookingId))
        .orderBy(asc(invoices.year), asc(invoices.number));
    },
    /** The invoice (not credit note) of a booking. */
    async invoiceOf(bookingId: number, runner: Runner = db): Promise<InvoiceSummary | null> {
      const [row] = await runner
        .select(summaryColumns)
        .from(invoices)
        .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice')));
      return row ?? null;
    },
    /** The credit note issued for a refund, if any. */
    async creditNoteOf(refundId: number, runner: Runner = db): Promise<InvoiceSummary | null> {
      const [row] = await runner.select(summaryColumns).from(invoices).where(eq(invoices.refundId, refundId));
      return row ?? null;
    },
    /** Each booking's invoice label, for lists (bookings without one are absent). */
    async invoiceLabels(bookingIds: readonly number[]): Promise<Map<number, string>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db
        .select({ bookingId: invoices.bookingId, label: invoices.label })
        .from(invoices)
        .where(and(inArray(invoices.bookingId, [...bookingIds]), eq(invoices.kind, 'invoice')));
      return new Map(rows.map((row) => [row.bookingId, row.label]));
    },
    /**
     * The console's list: newest first, optionally one month (`2026-11`, by issue date), one kind and
     * one transmission status.
     */
    async list(
      filters: { month?: string; kind?: InvoiceKind; status?: InvoiceStatus },
      limit: number,
    ): Promise<InvoiceSummary[]> {
      const range = filters.month ? monthRange(filters.month) : null;
      return db
        .select(summaryColumns)
        .from(invoices)
        .where(
          and(
            range ? gte(invoices.issueDate, range.from) : undefined,
            range ? lt(invoices.issueDate, range.to) : undefined,
            filters.kind ? eq(invoices.kind, filters.kind) : undefined,
            filters.status ? eq(invoices.status, filters.status) : undefined,
          ),
        )
        .orderBy(desc(invoices.issueDate), desc(invoices.year), desc(invoices.number))
        .limit(limit);
    },
    /** A month's documents with their XML, in number order: the accountant's export. */
    async monthWithXml(month: string): Promise<InvoiceRow[]> {
      const range = monthRange(month);
      return db
        .select()
        .from(invoices)
        .where(and(gte(invoices.issueDate, range.from), lt(invoices.issueDate, range.to)))
        .orderBy(asc(invoices.year), asc(invoices.number));
    },
    /** The `ready` documents' file names after `afterId`, in id order: one page of the filing sweep. */
    async readyAfter(afterId: number, limit: number): Promise<{ id: number; fileName: string }[]> {
      return db
        .select({ id: invoices.id, fileName: invoices.fileName })
        .from(invoices)
        .where(and(eq(invoices.status, 'ready'), gt(invoices.id, afterId)))
        .orderBy(asc(invoices.id))
        .limit(limit);
    },
    /** Whole documents with their XML, to hand over again. */
    async withXml(ids: readonly number[]): Promise<InvoiceRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(invoices)
        .where(inArray(invoices.id, [...ids]))
        .orderBy(asc(invoices.id));
    },
    /** A transmission step or receipt: the only change an issued document takes. */
    async setStatus(runner: Runner, id: number, status: InvoiceStatus, detail: string | null) {
      await runner
        .update(invoices)
        .set({ status, statusDetail: detail, statusAt: new Date() })
        .where(eq(invoices.id, id));
    },
  };
}
export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
