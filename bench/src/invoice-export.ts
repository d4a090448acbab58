import { readFileSync } from 'node:fs';
import { termsOf } from '@scrivania/core/booking/cancellation';
import { addDays } from '@scrivania/core/dates';
import { bookings, invoices } from '@scrivania/db/schema';
import { unzipSync } from 'fflate';
import { createProperty, createUser } from '../../apps/api/src/test/factories.ts';
import { startPaymentApp } from './payment-app.ts';
import { type BudgetResult, isMain, report } from './server-process.ts';

const INVOICES = 10_000;
const PROPERTIES = 100;
const BUDGET_MS = 10_000;
/** A month nobody's bookings reach, so the bench's documents are the month's only ones. */
const YEAR = 2031;
const MONTH = 3;

const SAMPLE = readFileSync(
  new URL('../../apps/api/src/features/invoicing/fixtures/invoice-company.xml', import.meta.url),
  'utf8',
);

/**
 * A month of 10,000 issued invoices exported as the accountant's ZIP: from the operator's request to
 * the last byte, over HTTP against the real app on the embedded database; the archive is unzipped to
 * check it holds every file.
 */
export async function measureInvoiceExport(): Promise<BudgetResult[]> {
  const app = await startPaymentApp();
  try {
    const guest = await createUser(app.db);
    const operator = await createUser(app.db, { role: 'admin' });
    const token = await app.sessionFor(operator.id);
    const properties: { id: number }[] = [];
    for (let i = 0; i < PROPERTIES; i++) properties.push(await createProperty(app.db));
    // One booked day per property and day: paid bookings may not overlap on one space.
    const rows = Array.from({ length: INVOICES }, (_, i) => {
      const day = addDays('2031-01-01', Math.floor(i / PROPERTIES));
      return {
        bookingNo: `SCR-BENCH-${i}`,
        exclusive: true,
        startDate: day,
        endDate: day,
        guests: 1,
        status: 'booked' as const,
        propertyAmountCents: 122_000,
        payableAmountCents: 149_500,
        firstName: 'Mario',
        lastName: 'Rossi',
        email: 'ospite@example.test',
        mobileNo: '3331234567',
        address: 'Via Roma 1',
        city: 'Milano',
        province: 'MI',
        // The factory's listings are all 'flessibile'.
        cancellationPolicy: 'flessibile' as const,
        cancellationRule: termsOf('flessibile').rule,
        propertyId: properties[i % PROPERTIES]?.id ?? 0,
        userId: guest.id,
      };
    });
    const bookingIds: number[] = [];
    for (let at = 0; at < rows.length; at += 1_000) {
      const inserted = await app.db
        .insert(bookings)
        .values(rows.slice(at, at + 1_000))
        .returning({ id: bookings.id });
      bookingIds.push(...inserted.map((row) => row.id));
    }
    for (let at = 0; at < INVOICES; at += 1_000) {
      await app.db.insert(invoices).values(
        bookingIds.slice(at, at + 1_000).map((bookingId, offset) => {
          const number = at + offset + 1;
          const label = `${YEAR}/${String(number).padStart(6, '0')}`;
          const day = `${YEAR}-0${MONTH}-${String(1 + (number % 28)).padStart(2, '0')}`;
          const progressive = number.toString(36).toUpperCase().padStart(5, '0');
          return {
            kind: 'invoice' as const,
            bookingId,
            year: YEAR,
            number,
            label,
            issueDate: day,
            customerName: 'Rossi & Figli S.p.A.',
            taxableCents: 122_550,
            taxCents: 26_961,
            taxBasisPoints: 2200,
            roundingCents: -11,
            totalCents: 149_500,
            progressive,
            fileName: `IT01234567897_${progressive}.xml`,
            xml: SAMPLE.replace(/<Numero>[^<]*<\/Numero>/, `<Numero>${label}</Numero>`).replace(
              /<Data>[^<]*<\/Data>/,
              `<Data>${day}</Data>`,
            ),
          };
        }),
      );
    }

    const started = performance.now();
    const response = await fetch(`${app.api}/admin/invoices/export?year=${YEAR}&month=${MONTH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const zip = new Uint8Array(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    const files = Object.keys(unzipSync(zip));
    if (files.length !== INVOICES) throw new Error(`the ZIP holds ${files.length} files, not ${INVOICES}`);
    console.log(
      `monthly invoice ZIP: ${INVOICES} XML files, ${(zip.length / 1_048_576).toFixed(1)} MB, in ${elapsed.toFixed(0)} ms`,
    );
    return [
      {
        name: `monthly invoice ZIP of ${INVOICES} documents`,
        value: elapsed,
        unit: 'ms',
        budget: `≤ ${BUDGET_MS} ms`,
        ok: elapsed <= BUDGET_MS,
      },
    ];
  } finally {
    await app.stop();
  }
}

if (isMain(import.meta.url)) report(await measureInvoiceExport());
