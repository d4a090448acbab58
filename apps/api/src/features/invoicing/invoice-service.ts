import { daysInclusive } from '@scrivania/core/catalog/availability';
import { bookedHours } from '@scrivania/core/catalog/hourly-availability';
import { todayInRome, toItalianDate } from '@scrivania/core/dates';
import type { InvoiceStatus, PaymentProvider, UserRole } from '@scrivania/core/domain';
import {
  creditNoteTotals,
  type InvoiceLine,
  invoiceLines,
  invoiceTotals,
} from '@scrivania/core/invoicing/invoice-amounts';
import { invoiceLabel, progressiveOf, sdiFileName } from '@scrivania/core/invoicing/numbering';
import { customerIdentity, customerName, deliveryOf } from '@scrivania/core/invoicing/recipient';
import type { DbTransaction } from '@scrivania/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { InvoiceTransmitter, SdiReceipt } from '../../providers/invoice-transmission.ts';
import { type FatturaDocument, fatturaXml, type PaymentCode } from './fatturapa-xml.ts';
import { createInvoiceRepository, type InvoiceSummary } from './invoice-repository.ts';
import { transmissionKey, transmitInvoiceTask } from './invoice-transmission-jobs.ts';

/**
 * FatturaPA has no code for a wallet: PayPal is paid from a card or an e-money balance, the nearest
 * being MP08 (carta di pagamento); MP05 (bonifico) would claim a bank transfer (decision 052).
 */
const PAYMENT_CODE: Record<PaymentProvider, PaymentCode> = {
  stripe: 'MP08',
  card_sandbox: 'MP08',
  paypal: 'MP08',
  paypal_sandbox: 'MP08',
  bank_transfer: 'MP05',
};

const RECEIPT_STATUS: Record<SdiReceipt, InvoiceStatus> = {
  RC: 'delivered',
  MC: 'not_delivered',
  NS: 'rejected',
};

/** Documents read per page by the sweep that hands over again what never reached the transmitter. */
const SWEEP_PAGE = 500;

/** A document just issued, with its XML: what the transmitter is handed. */
export type IssuedDocument = InvoiceSummary & { xml: string };

type InvoicedBookingRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createInvoiceRepository>['invoicedBooking']>>
>;

function customerOf(booking: InvoicedBookingRow) {
  return {
    identity: customerIdentity(booking),
    address: booking.address,
    zip: booking.zip,
    city: booking.city,
    province: booking.province,
  };
}

/**
 * Issues the e-invoices (decision 052): a paid booking's invoice and each succeeded refund's credit
 * note, numbered in the transaction that makes them due so the series has no gaps. The same transaction
 * queues the document's transmission (decision 091), so a crash after the commit loses no hand-over.
 */
export function createInvoiceService(
  app: FastifyInstance,
  transmitter: InvoiceTransmitter = app.invoiceTransmitter,
) {
  const repository = createInvoiceRepository(app.db);
  const issuer = app.config.invoiceIssuer;

  async function insertDocument(
    tx: DbTransaction,
    now: Date,
    booking: InvoicedBookingRow,
    content: Omit<
      FatturaDocument,
      'issuer' | 'progressive' | 'label' | 'issueDate' | 'customer' | 'delivery'
    >,
    links: { refundId: number; invoiceId: number } | null,
  ): Promise<IssuedDocument> {
    const issueDate = todayInRome(now);
    const year = Number(issueDate.slice(0, 4));
    const number = await repository.nextNumber(tx, year);
    const label = invoiceLabel(year, number);
    const progressive = progressiveOf(year, number);
    const customer = customerOf(booking);
    const xml = await fatturaXml({
      ...content,
      issuer,
      progressive,
      label,
      issueDate,
      customer,
      delivery: deliveryOf(booking),
    });
    const row = await repository.insert(tx, {
      kind: content.kind,
      bookingId: booking.id,
      refundId: links?.refundId ?? null,
      invoiceId: links?.invoiceId ?? null,
      year,
      number,
      label,
      issueDate,
      customerName: customerName(customer.identity),
      taxableCents: content.totals.taxableCents,
      taxCents: content.totals.taxCents,
      taxBasisPoints: content.totals.taxBasisPoints,
      roundingCents: content.totals.roundingCents,
      totalCents: content.totals.totalCents,
      progressive,
      fileName: sdiFileName(issuer.vat, progressive),
      xml,
    });
    await app.jobs.enqueue(tx, transmitInvoiceTask, { invoiceId: row.id }, { key: transmissionKey(row.id) });
    return { ...row, xml };
  }

  /** Hands one document over and records how far it got; throws what the transmitter throws. */
  async function handOver(document: IssuedDocument): Promise<void> {
    const answer = await transmitter.transmit({ fileName: document.fileName, xml: document.xml });
    if (answer.status !== document.status)
      await repository.setStatus(app.db, document.id, answer.status, answer.detail);
  }

  function logFailure(log: FastifyBaseLogger, error: unknown, invoiceId: number) {
    log.error({ err: error, invoiceId, transmitter: transmitter.name }, 'invoice not transmitted');
  }

  return {
    repository,

    /**
     * The invoice of a booking that has just become `booked`, inside that transaction; null when none
     * is due: a booking that cost nothing (without consideration there is no taxable operation), or one
     * whose invoice was already issued.
     */
    async issueInvoice(
      tx: DbTransaction,
      input: { bookingId: number; provider: PaymentProvider; now: Date },
    ): Promise<IssuedDocument | null> {
      if (await repository.invoiceOf(input.bookingId, tx)) return null;
      const booking = await repository.invoicedBooking(tx, input.bookingId);
      if (!booking || booking.payableAmountCents <= 0) return null;
      const paidOn = todayInRome(input.now);
      const priced = {
        ...booking,
        days: daysInclusive({ start: booking.startDate, end: booking.endDate }),
        hours: bookedHours(booking),
      };
      const lines = invoiceLines(priced);
      return insertDocument(
        tx,
        input.now,
        booking,
        {
          kind: 'invoice',
          lines,
          totals: invoiceTotals(priced, lines),
          reasons: [`Prenotazione ${booking.bookingNo}, pagata il ${toItalianDate(paidOn)}`],
          payment: {
            code: PAYMENT_CODE[input.provider],
            amountCents: booking.payableAmountCents,
            paidOn,
          },
          correcting: null,
        },
        null,
      );
    },

    /**
     * The credit note of a refund that has just succeeded, inside that transaction (decision 052: the
     * moment the money goes back, so a failed refund never has one). The refund's row lock makes its
     * settlements take turns: the first issues it, the others find it and issue nothing (null). A
     * booking without an invoice (it cost nothing) gets no credit note.
     */
    async issueCreditNote(tx: DbTransaction, refundId: number, now: Date): Promise<IssuedDocument | null> {
      const refund = await repository.lockedRefund(tx, refundId);
      if (refund?.status !== 'succeeded') return null;
      if (await repository.creditNoteOf(refundId, tx)) return null;
      const invoice = await repository.invoiceOf(refund.bookingId, tx);
      const booking = invoice && (await repository.invoicedBooking(tx, refund.bookingId));
      if (!invoice || !booking) return null;
      const totals = creditNoteTotals(invoice, refund.amountCents);
      const whole = refund.amountCents >= invoice.totalCents;
      const line: InvoiceLine = {
        description: `Rimborso della prenotazione ${booking.bookingNo}: storno ${whole ? 'totale' : 'parziale'} della fattura ${invoice.label} del ${toItalianDate(invoice.issueDate)}`,
        quantity: null,
        unit: null,
        unitPriceCents: totals.taxableCents,
        totalCents: totals.taxableCents,
      };
      return insertDocument(
        tx,
        now,
        booking,
        {
          kind: 'credit_note',
          lines: [line],
          totals,
          reasons: [`Nota di credito per il rimborso della prenotazione ${booking.bookingNo}`],
          payment: null,
          correcting: { label: invoice.label, issueDate: invoice.issueDate },
        },
        { refundId, invoiceId: invoice.id },
      );
    },

    /**
     * The queued transmission of an issued document: a document no longer `ready` (sent, or answered by
     * SdI) is not handed over again. A failure leaves it `ready` and is thrown, so the queue tries again.
     */
    async transmitIssued(invoiceId: number, log: FastifyBaseLogger): Promise<void> {
      const [document] = await repository.withXml([invoiceId]);
      if (document?.status !== 'ready') return;
      try {
        await handOver(document);
      } catch (error) {
        logFailure(log, error, invoiceId);
        throw error;
      }
    },

    /**
     * Hands over again every `ready` document the transmitter has not got and no queued transmission
     * holds (decision 060): one issued before its transmission was queued, one whose queued transmission
     * the operator discarded, one the transmitter lost. A document whose transmission still waits, runs
     * or failed for the operator is the queue's. Reads the file names a page at a time and the XML only
     * of what is missing. Returns how many documents were handed over.
     */
    async transmitUnreceived(log: FastifyBaseLogger): Promise<number> {
      const unreceived = await transmitter.unreceived();
      let handed = 0;
      for (let afterId = 0; ; ) {
        const page = await repository.readyAfter(afterId, SWEEP_PAGE);
        const missing = page.filter((row) => unreceived(row.fileName));
        const queued = await app.jobs.heldKeys(missing.map((row) => transmissionKey(row.id)));
        const orphaned = missing.filter((row) => !queued.has(transmissionKey(row.id))).map((row) => row.id);
        for (const document of await repository.withXml(orphaned)) {
          try {
            await handOver(document);
          } catch (error) {
            logFailure(log, error, document.id);
          }
        }
        handed += orphaned.length;
        const last = page.at(-1);
        if (!last || page.length < SWEEP_PAGE) return handed;
        afterId = last.id;
      }
    },

    /** SdI's receipt for a sent document, as a configured intermediary relays it. */
    async recordReceipt(fileName: string, receipt: SdiReceipt, detail: string | null) {
      const document = await repository.findByFileName(fileName);
      if (!document) return null;
      await repository.setStatus(app.db, document.id, RECEIPT_STATUS[receipt], detail);
      return repository.findById(document.id);
    },

    /** Each booking's invoice label (lists show `invoice_no`). */
    invoiceLabels: (bookingIds: readonly number[]) => repository.invoiceLabels(bookingIds),

    /**
     * A booking's documents for someone who may see them: its guest, the host of its space, or the
     * operator; null for anyone else, as for a booking that does not exist (both answer 404). The
     * invoice is null while the booking is unpaid; credit notes come in number order.
     */
    async documentsFor(
      bookingId: number,
      viewer: { id: number; role: UserRole },
    ): Promise<{ invoice: InvoiceSummary | null; creditNotes: InvoiceSummary[] } | null> {
      const parties = await repository.bookingParties(bookingId);
      if (!parties) return null;
      if (viewer.role !== 'admin' && viewer.id !== parties.guestId && viewer.id !== parties.hostId)
        return null;
      const documents = await repository.forBooking(bookingId);
      return {
        invoice: documents.find((row) => row.kind === 'invoice') ?? null,
        creditNotes: documents.filter((row) => row.kind === 'credit_note'),
      };
    },
    xmlOf: (invoiceId: number) => repository.xmlOf(invoiceId),
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
export type { InvoiceSummary } from './invoice-repository.ts';
