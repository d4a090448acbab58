import type { InvoiceKind } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import { HttpError } from '../../plugins/errors.ts';
import { renderCourtesyCopy } from './courtesy-copy-pdf.ts';
import { createInvoiceDownloadRepository, type DocumentViewer } from './invoice-download-repository.ts';

const FILE_PREFIX: Record<InvoiceKind, string> = { invoice: 'Fattura', credit_note: 'Nota-di-credito' };

/** `Fattura-2026-000123.pdf`: the number without its slash, which no file name may hold. */
export function courtesyCopyFileName(kind: InvoiceKind, label: string): string {
  return `${FILE_PREFIX[kind]}-${label.replace('/', '-')}.pdf`;
}

export function createCourtesyCopyService(db: Db) {
  const repository = createInvoiceDownloadRepository(db);
  return {
    /** The PDF copy of a booking's invoice or newest credit note; 404 when the viewer may not see it or there is none. */
    async copyFor(bookingId: number, kind: InvoiceKind, viewer: DocumentViewer) {
      const document = await repository.newestFor(bookingId, kind, viewer);
      if (document === null) throw new HttpError(404, messages.api.notFound);
      return {
        fileName: courtesyCopyFileName(kind, document.label),
        pdf: await renderCourtesyCopy(document.xml),
      };
    },
  };
}
