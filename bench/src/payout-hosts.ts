import type { Db } from '@scrivania/db/client';
import { hostPayoutProfiles, users } from '@scrivania/db/schema';
import { sql } from 'drizzle-orm';
import { createProperty } from '../../apps/api/src/test/factories.ts';

/** Rows per insert statement: PostgreSQL takes at most 65,535 parameters in one. */
const CHUNK = 1_000;

export async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** `count` hosts named after `tag`, each with one space (a copy of one template's), ids in order. */
export async function hostsWithSpaces(db: Db, count: number, tag: string) {
  const template = await createProperty(db);
  const hostRows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `host-${tag}-${i}`,
        name: `Host ${i}`,
        email: `host-${tag}-${i}@example.test`,
        role: 'host' as const,
      })),
    )
    .returning({ id: users.id });
  await db.execute(sql`INSERT INTO properties (host_id, category_id, city_id, name, property_type, address,
      no_of_guest, occupancy, seats, property_size, price_cents, price_type, status, cancellation_policy)
    SELECT u.id, t.category_id, t.city_id, 'Spazio ' || u.id, t.property_type, t.address, t.no_of_guest,
      t.occupancy, t.seats, t.property_size, t.price_cents, t.price_type, t.status, t.cancellation_policy
    FROM users u, properties t WHERE t.id = ${template.id} AND u.email LIKE ${`host-${tag}-%`}`);
  const spaces = await db.execute<{ id: number; host_id: number }>(
    sql`SELECT p.id, p.host_id FROM properties p JOIN users u ON u.id = p.host_id
      WHERE u.email LIKE ${`host-${tag}-%`} ORDER BY p.host_id`,
  );
  const spaceOf = new Map(
    (spaces as unknown as { rows: { id: number; host_id: number }[] }).rows.map((row) => [
      row.host_id,
      row.id,
    ]),
  );
  return { hostIds: hostRows.map((row) => row.id), spaceOf };
}

/** A complete payout profile for each host, its account held by `holder(i)`. */
export function insertProfiles(db: Db, hostIds: number[], holder: (i: number) => string) {
  return inChunks(
    hostIds.map((userId, h) => ({
      userId,
      legalType: 'individual' as const,
      firstName: 'Host',
      lastName: String(h),
      taxCode: 'RSSMRA85T10A562S',
      birthDate: '1985-12-10',
      address: 'Via Roma 1',
      zip: '20121',
      city: 'Milano',
      province: 'MI',
      iban: 'IT60X0542811101000000123456',
      accountHolder: holder(h),
    })),
    (chunk) => db.insert(hostPayoutProfiles).values(chunk),
  );
}
