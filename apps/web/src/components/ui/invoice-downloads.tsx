import { invoiceScreenMessages } from '@scrivania/core/invoicing/invoice-screen-messages.it';
import { DownloadButton } from './download-button.tsx';

const m = invoiceScreenMessages.downloads;

const LINK =
  'text-sm font-semibold text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-60';

/** A credit note is issued when a refund succeeds (decision 052). */
export const hasCreditNote = (booking: { refunds: readonly { status: string }[] }) =>
  booking.refunds.some((refund) => refund.status === 'succeeded');

/** The number without its slash, as the server names the files. */
const fileLabel = (invoiceNo: string) => invoiceNo.replace('/', '-');

/**
 * A paid booking's e-invoice downloads: the PDF copy and the XML of its invoice, and the PDF of its
 * credit note once a refund went through. Nothing before the booking is paid (no number yet).
 */
export function InvoiceDownloads({
  bookingId,
  invoiceNo,
  hasCreditNote,
}: {
  bookingId: number;
  invoiceNo: string | null;
  hasCreditNote: boolean;
}) {
  if (invoiceNo === null) return null;
  const name = fileLabel(invoiceNo);
  const common = { pendingLabel: m.downloading, failedMessage: m.failed, className: LINK };
  return (
    <ul aria-label={m.listLabel(invoiceNo)} className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
      <li>
        <DownloadButton
          {...common}
          path={`booking/${bookingId}/invoice.pdf`}
          fallbackName={`Fattura-${name}.pdf`}
          label={m.invoice}
          accessibleName={m.invoicePdfNamed(invoiceNo)}
        />
      </li>
      <li>
        <DownloadButton
          {...common}
          path={`booking/${bookingId}/invoice.xml`}
          fallbackName={`Fattura-${name}.xml`}
          label={m.xml}
          accessibleName={m.invoiceXmlNamed(invoiceNo)}
        />
      </li>
      {hasCreditNote && (
        <li>
          <DownloadButton
            {...common}
            path={`booking/${bookingId}/credit-note.pdf`}
            fallbackName={`Nota-di-credito-${name}.pdf`}
            label={m.creditNote}
            accessibleName={m.creditNoteNamed(invoiceNo)}
          />
        </li>
      )}
    </ul>
  );
}
