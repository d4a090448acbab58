import type {
  AdminInvoice,
  AdminInvoiceExportQuery,
  AdminInvoiceListQuery,
} from '@scrivania/core/invoicing/admin-invoice-schemas';
import { invoiceScreenMessages } from '@scrivania/core/invoicing/invoice-screen-messages.it';
import { centsToEuro } from '@scrivania/core/money';
import type { Db } from '@scrivania/db/client';
import { HttpError } from '../../plugins/errors.ts';
import { type BatchCursor, createAdminInvoiceRepository, periodRange } from './admin-invoice-repository.ts';
import { type ZipEntry, zipOfXmlFiles } from './invoice-zip.ts';

type ListRow = Awaited<ReturnType<ReturnType<typeof createAdminInvoiceRepository>['page']>>['rows'][number];

const toAdminInvoice = (row: ListRow): AdminInvoice => ({
  _id: row.id,
  kind: row.kind,
  number: row.label,
  issue_date: row.issueDate,
  customer_name: row.customerName,
  total: centsToEuro(row.totalCents),
  status: row.status,
  file_name: row.fileName,
  booking: { _id: row.bookingId, booking_no: row.bookingNo },
});

/** Files read per query while a month is zipped: a few megabytes of XML at a time. */
const EXPORT_BATCH = 500;

/** The console's invoices: the list and the accountant's monthly ZIP. Read only: documents never change here. */
export function createAdminInvoiceService(db: Db) {
  const repository = createAdminInvoiceRepository(db);
  return {
    async page(query: AdminInvoiceListQuery, perPage: number) {
      const { page, ...filters } = query;
      const { rows, hasMore } = await repository.page(filters, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { items: rows.map(toAdminInvoice), hasMore };
    },

    /**
     * A month's XML files, each under its SdI file name, as a ZIP made while it is sent. A month without
     * documents is a 404 with its reason, found before the answer starts.
     */
    async exportMonth({ year, month }: AdminInvoiceExportQuery) {
      const range = periodRange(year, month);
      const first = await repository.monthBatch(range, null, EXPORT_BATCH);
      if (first.length === 0) throw new HttpError(404, invoiceScreenMessages.console.nothingToExport);
      async function* batches(): AsyncGenerator<ZipEntry[]> {
        let batch = first;
        while (batch.length > 0) {
          yield batch;
          const last = batch.at(-1);
          if (batch.length < EXPORT_BATCH || last === undefined) return;
          const cursor: BatchCursor = { issueDate: last.issueDate, number: last.number };
          batch = await repository.monthBatch(range, cursor, EXPORT_BATCH);
        }
      }
      return {
        fileName: `fatture-${year}-${String(month).padStart(2, '0')}.zip`,
        chunks: zipOfXmlFiles(batches()),
      };
    },
  };
}
