import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cancellationRules } from '@scrivania/core/booking/cancellation';
import { asc, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb, type Schema } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';
import * as s from './schema.ts';
import { insertGuestHostAndPlace, insertListingsAsSql } from './test-places.ts';

const MIGRATION = '0024_chat_message_property';

let handle: DbHandle;
let before: string;

/** The migrations folder as it was before messages named their space: the journal stops one entry short. */
async function foldersBeforeMigration() {
  const folder = await mkdtemp(path.join(tmpdir(), 'scrivania-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  before = await foldersBeforeMigration();
  handle = await openDb({ kind: 'pglite' });
  await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: before });
}, 60_000);

afterAll(async () => {
  await handle.close();
  await rm(before, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it("names a conversation's space only where the pair's bookings name exactly one", async () => {
    const db = handle.db;
    const { guestId, hostId, listing } = await insertGuestHostAndPlace(db);
    const [twice, other] = await db
      .insert(s.users)
      .values([
        { username: 'due-spazi', name: 'Due spazi', email: 'due@example.test' },
        { username: 'nessuna', name: 'Nessuna', email: 'nessuna@example.test' },
      ])
      .returning({ id: s.users.id });
    const [office, room] = await insertListingsAsSql(db, listing, [{ name: 'Ufficio' }, { name: 'Sala' }]);
    if (!twice || !other || !office || !room) throw new Error('fixtures not created');
    // The bookings table of that time, written as SQL of that time: the schema has grown since.
    const book = (userId: number, propertyId: number, n: number) =>
      db.execute(sql`
        INSERT INTO bookings (booking_no, user_id, property_id, exclusive, start_date, end_date, guests, status,
          property_amount_cents, payable_amount_cents, first_name, last_name, email, mobile_no, address, city,
          province, cancellation_policy, cancellation_rule)
        VALUES (${`SCR-2026-00000${n}`}, ${userId}, ${propertyId}, true, ${`2026-06-1${n}`}, ${`2026-06-1${n}`}, 1,
          'booked', 5000, 5000, 'Mario', 'Rossi', 'ospite@example.test', '3331234567', 'Via Roma 1', 'Milano', 'MI',
          'flessibile', ${JSON.stringify(cancellationRules.flessibile)}::jsonb)`);
    // The guest booked the office twice: one space. The other guest booked both: no telling which.
    await book(guestId, office.id, 1);
    await book(guestId, office.id, 2);
    await book(twice.id, office.id, 3);
    await book(twice.id, room.id, 4);
    // The messages table before this migration has no space: written as SQL of that time.
    for (const [sender, receiver] of [
      [guestId, hostId],
      [hostId, guestId],
      [twice.id, hostId],
      [other.id, hostId],
    ])
      await db.execute(
        sql`INSERT INTO chat_messages (sender_id, receiver_id, body) VALUES (${sender}, ${receiver}, 'Ciao')`,
      );

    await migrate(handle);

    const rows = await db
      .select({ senderId: s.chatMessages.senderId, propertyId: s.chatMessages.propertyId })
      .from(s.chatMessages)
      .orderBy(asc(s.chatMessages.id));
    expect(rows).toEqual([
      { senderId: guestId, propertyId: office.id },
      { senderId: hostId, propertyId: office.id },
      { senderId: twice.id, propertyId: null },
      { senderId: other.id, propertyId: null },
    ]);
  });
});
