import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cancellationRules } from '@scrivania/core/booking/cancellation';
import type { CancellationPolicy } from '@scrivania/core/domain';
import { asc, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb, type Schema } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';
import * as s from './schema.ts';
import { insertGuestHostAndPlace, insertListingsAsSql } from './test-places.ts';

const TERMS_MIGRATION = '0021_booking_cancellation_terms';

let handle: DbHandle;
let before: string;

/** The migrations folder as it was before the booking terms: the journal stops one entry short. */
async function foldersBeforeTerms() {
  const folder = await mkdtemp(path.join(tmpdir(), 'scrivania-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === TERMS_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  before = await foldersBeforeTerms();
  handle = await openDb({ kind: 'pglite' });
  await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: before });
}, 60_000);

afterAll(async () => {
  await handle.close();
  await rm(before, { recursive: true, force: true });
});

describe(`migration ${TERMS_MIGRATION}`, () => {
  it("gives every existing booking its listing's policy and that policy's rule, then requires them", async () => {
    const db = handle.db;
    const { guestId, listing } = await insertGuestHostAndPlace(db);
    const policies: CancellationPolicy[] = ['rigida', 'moderata', 'flessibile'];
    const listings = await insertListingsAsSql(
      db,
      listing,
      policies.map((policy) => ({ name: `Sala ${policy}`, cancellationPolicy: policy })),
    );
    // The bookings table before this migration has no terms: written as SQL of that time.
    for (const [index, listing] of listings.entries())
      await db.execute(sql`
        INSERT INTO bookings (booking_no, user_id, property_id, exclusive, start_date, end_date, guests, status,
          property_amount_cents, payable_amount_cents, first_name, last_name, email, mobile_no, address, city,
          province, updated_at)
        VALUES (${`SCR-2026-00000${index + 1}`}, ${guestId}, ${listing.id}, true, '2026-06-15', '2026-06-15', 1,
          'booked', 5000, 5000, 'Mario', 'Rossi', 'ospite@example.test', '3331234567', 'Via Roma 1', 'Milano',
          'MI', '2026-01-02T03:04:05Z')`);

    await migrate(handle);

    const rows = await db
      .select({
        policy: s.bookings.cancellationPolicy,
        rule: s.bookings.cancellationRule,
        updatedAt: s.bookings.updatedAt,
      })
      .from(s.bookings)
      .orderBy(asc(s.bookings.id));
    expect(rows).toEqual(
      policies.map((policy) => ({
        policy,
        rule: cancellationRules[policy],
        // Filling in what already held is no change to the booking.
        updatedAt: new Date('2026-01-02T03:04:05Z'),
      })),
    );
    const withoutTerms = db.execute(sql`
      INSERT INTO bookings (booking_no, user_id, property_id, exclusive, start_date, end_date, guests, status,
        property_amount_cents, payable_amount_cents, first_name, last_name, email, mobile_no, address, city,
        province)
      VALUES ('SCR-2026-000009', ${guestId}, ${listings[0]?.id}, true, '2026-07-15', '2026-07-15', 1, 'pending',
        5000, 5000, 'Mario', 'Rossi', 'ospite@example.test', '3331234567', 'Via Roma 1', 'Milano', 'MI')`);
    await expect(withoutTerms).rejects.toThrow();
  });
});
