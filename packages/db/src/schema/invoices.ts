import { invoiceKinds, invoiceStatuses } from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { refunds } from './payments.ts';

export const invoiceKind = pgEnum('invoice_kind', invoiceKinds);
export const invoiceStatus = pgEnum('invoice_status', invoiceStatuses);

/**
 * The last number given in each year's series. Issuing takes the next one with an upsert that holds
 * the row's lock until the booking's transaction ends, so numbers never skip or repeat (a sequence
 * would leave gaps on rollback; decision 052).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_counters_last_positive', sql`${t.lastNumber} >= 1`)],
);

/**
 * One row per e-invoice document as issued: its FatturaPA XML is kept exactly as sent and never
 * changes (a trigger refuses it); corrections are credit notes. Only the transmission status moves.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: invoiceKind('kind').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The refund a credit note gives back. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** The invoice a credit note corrects (DatiFattureCollegate). */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    /** The number in the year's series, shared by invoices and credit notes. */
    number: integer('number').notNull(),
    /** `2026/000123`: the document's Numero. */
    label: text('label').notNull(),
    /** Rome calendar day of issue. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull(),
    /** The sum of the lines (ImponibileImporto), in cents; positive for credit notes too. */
    taxableCents: integer('taxable_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Hundredths of a percent of the VAT rate: 2200 is 22 %. */
    taxBasisPoints: integer('tax_basis_points').notNull(),
    /** Arrotondamento: what makes taxable + tax equal the amount charged (whole-euro total). */
    roundingCents: integer('rounding_cents').notNull().default(0),
    /** ImportoTotaleDocumento: what was charged, or given back for a credit note. */
    totalCents: integer('total_cents').notNull(),
    /** ProgressivoInvio: five letters or digits, unique per transmitter. */
    progressive: text('progressive').notNull(),
    /** The SdI file name `IT<partita IVA>_<progressivo>.xml`. */
    fileName: text('file_name').notNull(),
    xml: text('xml').notNull(),
    status: invoiceStatus('status').notNull().default('ready'),
    /** The last receipt's words (a rejection's reason, for instance). */
    statusDetail: text('status_detail'),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_number_key').on(t.year, t.number),
    uniqueIndex('invoices_label_key').on(t.label),
    uniqueIndex('invoices_file_name_key').on(t.fileName),
    uniqueIndex('invoices_one_invoice_per_booking').on(t.bookingId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_one_credit_note_per_refund').on(t.refundId),
    index('invoices_booking_idx').on(t.bookingId),
    // The console lists a month's documents newest first, and the accountant's export reads a month.
    index('invoices_issue_date_idx').on(t.issueDate, t.number),
    check('invoices_number_positive', sql`${t.number} >= 1`),
    check(
      'invoices_credit_note_links',
      sql`(${t.kind} = 'credit_note') = (${t.refundId} is not null and ${t.invoiceId} is not null)`,
    ),
    check(
      'invoices_amounts_nonneg',
      sql`${t.taxableCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);
