import { readFileSync } from 'node:fs';
import type { InvoiceKind } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { payments, refunds } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { createInvoiceRepository } from '../features/invoicing/invoice-repository.ts';
import type { InvoiceService, IssuedDocument } from '../features/invoicing/invoice-service.ts';
import { createBooking, createHostUser, createProperty, insertOne, unique } from './factories.ts';

const sample = (name: string) =>
  readFileSync(new URL(`../features/invoicing/fixtures/${name}`, import.meta.url), 'utf8');

const SAMPLES: Record<InvoiceKind, string> = {
  invoice: sample('invoice-company.xml'),
  credit_note: sample('credit-note-person.xml'),
};

/**
 * Files a document for a booking as issuing would: the next number of the year, a valid FatturaPA
 * sample carrying that number and date. A credit note gets a succeeded payment and a refund to point at.
 */
export async function fileDocument(
  db: Db,
  options: { bookingId: number; kind?: InvoiceKind; issueDate?: string; invoiceId?: number },
) {
  const { bookingId, kind = 'invoice', issueDate = '2026-11-20' } = options;
  const year = Number(issueDate.slice(0, 4));
  const refundId = kind === 'credit_note' ? (await refundOf(db, bookingId)).id : null;
  const repository = createInvoiceRepository(db);
  return db.transaction(async (tx) => {
    const number = await repository.nextNumber(tx, year);
    const label = `${year}/${String(number).padStart(6, '0')}`;
    // ProgressivoInvio: five letters or digits, unique in this database as the number is in its year.
    const code = `${year % 10}${number.toString(36).padStart(4, '0')}`.toUpperCase();
    const xml = SAMPLES[kind]
      .replace(/<Numero>[^<]*<\/Numero>/, `<Numero>${label}</Numero>`)
      .replace(/<Data>[^<]*<\/Data>/, `<Data>${issueDate}</Data>`);
    return repository.insert(tx, {
      kind,
      bookingId,
      refundId,
      invoiceId: kind === 'credit_note' ? (options.invoiceId ?? null) : null,
      year,
      number,
      label,
      issueDate,
      customerName: kind === 'invoice' ? 'Rossi & Figli S.p.A.' : 'Mario Rossi',
      taxableCents: kind === 'invoice' ? 122_550 : 5_000,
      taxCents: kind === 'invoice' ? 26_961 : 1_100,
      taxBasisPoints: 2200,
      roundingCents: kind === 'invoice' ? -11 : 0,
      totalCents: kind === 'invoice' ? 149_500 : 6_100,
      progressive: code,
      fileName: `IT01234567897_${code}.xml`,
      xml,
    });
  });
}

async function refundOf(db: Db, bookingId: number) {
  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')));
  const payment =
    paid ??
    (await insertOne(db, payments, {
      bookingId,
      provider: 'card_sandbox',
      providerRef: unique('pay'),
      amountCents: 149_500,
      status: 'succeeded',
    }));
  return insertOne(db, refunds, {
    bookingId,
    paymentId: payment.id,
    method: 'card_sandbox',
    amountCents: 6_100,
    status: 'succeeded',
    idempotencyKey: unique('refund'),
    initiator: 'guest',
  });
}

/**
 * A new booking of 122 € (100 € and 22 % VAT), booked, and its invoice issued and committed by
 * `invoicing`, its transmission queued; `alsoInTransaction` runs last in the issuing transaction.
 */
export async function issueInvoiceOfNewBooking(
  db: Db,
  invoicing: InvoiceService,
  alsoInTransaction: (tx: Db, issued: IssuedDocument) => Promise<void> = async () => {},
) {
  const host = await createHostUser(db);
  const booking = await createBooking(db, {
    propertyId: (await createProperty(db, { hostId: host.id })).id,
    status: 'booked',
    holdExpiresAt: null,
    propertyAmountCents: 10_000,
    taxBasisPoints: 2_200,
    totalTaxCents: 2_200,
    payableAmountCents: 12_200,
  });
  const issued = await db.transaction(async (tx) => {
    const document = await invoicing.issueInvoice(tx, {
      bookingId: booking.id,
      provider: 'stripe',
      now: new Date(),
    });
    if (document) await alsoInTransaction(tx, document);
    return document;
  });
  if (!issued) throw new Error('no invoice issued');
  return issued;
}
