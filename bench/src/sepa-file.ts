import { addDays, todayInRome } from '@scrivania/core/dates';
import { bookings, payments, payouts, users } from '@scrivania/db/schema';
import { count, eq } from 'drizzle-orm';
import { bookingValues, createUser } from '../../apps/api/src/test/factories.ts';
import { elementTexts } from '../../apps/api/src/test/fatturapa-schema.ts';
import { sepaSchemaErrors } from '../../apps/api/src/test/sepa-schema.ts';
import { startPaymentApp } from './payment-app.ts';
import { hostsWithSpaces, inChunks, insertProfiles } from './payout-hosts.ts';
import { type BudgetResult, isMain, report } from './server-process.ts';

const HOSTS = 1_000;
/** Two paid stays per host, and a refund's negative adjustment for every fourth host. */
const STAYS = 2;
const BUDGET_MS = 2_000;
/** Holders whose names the file must spell in the SEPA character set. */
const HOLDERS = ['Niccolò Società & Figli', 'Łukasz Żółć', 'José D’Angelo', 'Anna Conti'];

/**
 * A SEPA batch for 1,000 hosts (decision 100): 2,250 due SEPA lines on the embedded database; the
 * operator creates the batch over HTTP, then downloads its pain.001.001.03 file — the budgeted part —
 * which must hold one transfer per host and validate against the schema.
 */
export async function measureSepaFile(): Promise<BudgetResult[]> {
  const app = await startPaymentApp();
  try {
    const db = app.db;
    const yesterday = addDays(todayInRome(), -1);
    const guest = await createUser(db);
    const [operator] = await db
      .insert(users)
      .values({
        username: 'operatore-sepa',
        name: 'Operatore',
        email: 'operatore-sepa@example.test',
        role: 'admin',
      })
      .returning({ id: users.id });
    const headers = { authorization: `Bearer ${await app.sessionFor(operator?.id ?? 0)}` };
    const { hostIds, spaceOf } = await hostsWithSpaces(db, HOSTS, 'sepa');
    await insertProfiles(db, hostIds, (h) => `${HOLDERS[h % HOLDERS.length]} ${h}`);
    const stays = hostIds.flatMap((hostId, h) =>
      Array.from({ length: STAYS }, (_, k) => {
        const day = addDays(yesterday, -k * 2);
        return {
          hostId,
          adjustment: k === 1 && h % 4 === 0,
          booking: bookingValues(
            { propertyId: spaceOf.get(hostId) ?? 0, userId: guest.id },
            {
              bookingNo: `SCR-SEPA-${h}-${k}`,
              startDate: day,
              endDate: day,
              status: 'booked',
              holdExpiresAt: null,
            },
          ),
        };
      }),
    );
    const bookingIds: number[] = [];
    await inChunks(stays, async (chunk) => {
      const rows = await db
        .insert(bookings)
        .values(chunk.map((stay) => stay.booking))
        .returning({ id: bookings.id });
      bookingIds.push(...rows.map((row) => row.id));
    });
    await inChunks(
      bookingIds.map((bookingId, i) => ({
        bookingId,
        provider: 'bank_transfer' as const,
        providerRef: `bonifico-sepa-${i}`,
        amountCents: 12_200,
        status: 'succeeded' as const,
      })),
      (chunk) => db.insert(payments).values(chunk),
    );
    const line = (hostId: number, bookingId: number, netCents: number, kind: 'booking' | 'adjustment') => ({
      hostId,
      bookingId,
      kind,
      commissionBasisPoints: 1000,
      grossCents: kind === 'booking' ? netCents + 1_220 : netCents,
      commissionCents: kind === 'booking' ? 1_220 : 0,
      netCents,
      dueOn: yesterday,
      status: 'due' as const,
    });
    await inChunks(
      stays.flatMap((stay, i) => {
        const bookingId = bookingIds[i] ?? 0;
        const own = line(stay.hostId, bookingId, 10_980, 'booking');
        return stay.adjustment ? [own, line(stay.hostId, bookingId, -2_500, 'adjustment')] : [own];
      }),
      (chunk) => db.insert(payouts).values(chunk),
    );
    const [lines] = await db.select({ n: count() }).from(payouts);

    const createdAt = performance.now();
    const created = await fetch(`${app.api}/admin/payout-batches`, { method: 'POST', headers });
    const createMs = performance.now() - createdAt;
    const batch = (await created.json()) as { data: { _id: number; count: number; total_cents: number } };
    const started = performance.now();
    const file = await fetch(`${app.api}/admin/payout-batches/${batch.data._id}.xml`, { headers });
    const xml = await file.text();
    const elapsed = performance.now() - started;
    const errors = await sepaSchemaErrors(xml);
    const [inBatch] = await db.select({ n: count() }).from(payouts).where(eq(payouts.status, 'in_batch'));
    const expectedCents = HOSTS * STAYS * 10_980 - (HOSTS / 4) * 2_500;
    console.log(
      `SEPA file: ${HOSTS} transfers (${lines?.n} lines, ${(xml.length / 1024).toFixed(0)} KiB) in ${elapsed.toFixed(0)} ms; batch created in ${createMs.toFixed(0)} ms; schema errors: ${errors.length}`,
    );
    const right =
      created.status === 201 &&
      file.status === 200 &&
      errors.length === 0 &&
      batch.data.count === HOSTS &&
      batch.data.total_cents === expectedCents &&
      elementTexts(xml, 'EndToEndId').length === HOSTS &&
      (inBatch?.n ?? 0) === lines?.n;
    return [
      {
        name: `SEPA credit transfer file (pain.001.001.03) for ${HOSTS} hosts`,
        value: Math.round(elapsed),
        unit: 'ms',
        budget: `≤ ${BUDGET_MS} ms, valid against the XSD, one transfer per host`,
        ok: right && elapsed <= BUDGET_MS,
      },
      {
        name: `SEPA batch creation over ${lines?.n} due lines of ${HOSTS} hosts (reported)`,
        value: Math.round(createMs),
        unit: 'ms',
        budget: 'reported',
        ok: created.status === 201,
      },
    ];
  } finally {
    await app.stop();
  }
}

if (isMain(import.meta.url)) {
  report(await measureSepaFile());
}
