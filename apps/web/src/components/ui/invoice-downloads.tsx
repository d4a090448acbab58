import { invoiceScreenMessages } from '@scrivania/core/invoicing/invoice-screen-messages.it';
import { DownloadButton } from './download-button.tsx';

const m = invoiceScreenMessages.downloads;

const LINK =
  'text-sm font-semibold text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-60';

/** A credit note is issued for each refund that succeeds (decision 052). */
export const creditNoteCount = (booking: { refunds: readonly { status: string }[] }) =>
  booking.refunds.filter((refund) => refund.status === 'succeeded').length;

/** The number without its slash, as the server names the files. */
const fileLabel = (invoiceNo: string) => invoiceNo.replace('/', '-');

/**
 * A paid booking's e-invoice downloads: the PDF copy and the XML of its invoice, and the PDF of each
 * credit note, one per refund that went through, oldest first. Nothing before the booking is paid (no
 * number yet).
 */
export function InvoiceDownloads({
  bookingId,
  invoiceNo,
  creditNotes,
}: {
  bookingId: number;
  invoiceNo: string | null;
  creditNotes: number;
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
      {Array.from({ length: creditNotes }, (_, index) => {
        const n = index + 1;
        // A single credit note keeps its plain name; several are told apart by their order.
        const several = creditNotes > 1;
        return (
          <li key={n}>
            <DownloadButton
              {...common}
              path={`booking/${bookingId}/credit-note.pdf?n=${n}`}
              fallbackName={`Nota-di-credito-${name}${several ? `-${n}` : ''}.pdf`}
              label={several ? m.creditNoteNumbered(n) : m.creditNote}
              accessibleName={
                several ? m.creditNoteNumberedNamed(n, invoiceNo) : m.creditNoteNamed(invoiceNo)
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
