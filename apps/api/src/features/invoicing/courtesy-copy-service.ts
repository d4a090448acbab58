import type { InvoiceKind, UserRole } from '@scrivania/core/domain';
import { chosenCreditNote } from '@scrivania/core/invoicing/credit-note-query';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { renderCourtesyCopy } from './courtesy-copy-pdf.ts';
import { createInvoiceService } from './invoice-service.ts';

const FILE_PREFIX: Record<InvoiceKind, string> = { invoice: 'Fattura', credit_note: 'Nota-di-credito' };

/** `Fattura-2026-000123.pdf`: the number without its slash, which no file name may hold. */
export function courtesyCopyFileName(kind: InvoiceKind, label: string): string {
  return `${FILE_PREFIX[kind]}-${label.replace('/', '-')}.pdf`;
}

/**
 * The PDF copies of a booking's documents, found as the XML downloads find them (the guest, the host
 * of the space and the operator; anyone else, and an unpaid booking, 404) and drawn from the XML.
 */
export function createCourtesyCopyService(app: FastifyInstance) {
  const invoicing = createInvoiceService(app);
  return {
    /** The invoice, or a credit note (the `n`th issued, the newest without), of a booking as a PDF named by its number. */
    async copyFor(bookingId: number, kind: InvoiceKind, viewer: { id: number; role: UserRole }, n?: number) {
      const documents = await invoicing.documentsFor(bookingId, viewer);
      const document =
        kind === 'invoice' ? documents?.invoice : chosenCreditNote(documents?.creditNotes ?? [], n);
      const xml = document ? await invoicing.xmlOf(document.id) : null;
      if (!document || xml === null) {
        throw new HttpError(
          404,
          kind === 'invoice' ? messages.invoicing.invoiceNotFound : messages.invoicing.creditNoteNotFound,
        );
      }
      return { fileName: courtesyCopyFileName(kind, document.label), pdf: await renderCourtesyCopy(xml) };
    },
  };
}
