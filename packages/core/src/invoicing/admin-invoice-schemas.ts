import { z } from 'zod';
import { ConsolePageSchema, consolePageOf, consoleSearchSchema } from '../audit/schemas.ts';
import { invoiceKinds, invoiceStatuses } from '../domain.ts';
import { invoiceScreenMessages } from './invoice-screen-messages.it.ts';

const m = invoiceScreenMessages.console;

const yearSchema = z.coerce
  .number({ error: m.yearInvalid })
  .int({ error: m.yearInvalid })
  .min(2000, { error: m.yearInvalid })
  .max(2999, { error: m.yearInvalid });
const monthSchema = z.coerce
  .number({ error: m.monthInvalid })
  .int({ error: m.monthInvalid })
  .min(1, { error: m.monthInvalid })
  .max(12, { error: m.monthInvalid });

/**
 * GET /admin/invoices. `q` matches the number (`2026/000123`, or its beginning), the customer's name
 * (any part, any letter case) or the booking number (exact); `year` and `month` (1–12, with its year)
 * keep the documents issued then; newest first.
 */
export const AdminInvoiceListQuerySchema = z
  .object({
    q: consoleSearchSchema(m.queryInvalid),
    year: yearSchema.optional(),
    month: monthSchema.optional(),
    kind: z.enum(invoiceKinds, { error: m.kindInvalid }).optional(),
    page: ConsolePageSchema,
  })
  .refine((query) => query.month === undefined || query.year !== undefined, {
    error: m.monthNeedsYear,
    path: ['year'],
  });
export type AdminInvoiceListQuery = z.output<typeof AdminInvoiceListQuerySchema>;

/** GET /admin/invoices/export: one month's XML files in a ZIP. */
export const AdminInvoiceExportQuerySchema = z.object({ year: yearSchema, month: monthSchema });
export type AdminInvoiceExportQuery = z.output<typeof AdminInvoiceExportQuerySchema>;

export const AdminInvoiceSchema = z.object({
  _id: z.number().int(),
  kind: z.enum(invoiceKinds),
  /** `2026/000123`. */
  number: z.string(),
  issue_date: z.string(),
  customer_name: z.string(),
  /** Euro: what was charged, or given back for a credit note. */
  total: z.number(),
  status: z.enum(invoiceStatuses),
  /** The SdI file name, `IT<partita IVA>_<progressivo>.xml`. */
  file_name: z.string(),
  booking: z.object({ _id: z.number().int(), booking_no: z.string() }),
});
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;

export const AdminInvoiceListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AdminInvoiceSchema),
});
