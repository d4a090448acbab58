import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as s from './schema.ts';

/**
 * For the package's own database tests: a guest, a host, a category and a city, and the columns a
 * listing of that host needs beyond its own, so each test adds only what it is about.
 */
export async function insertGuestHostAndPlace(db: Db) {
  const [guest, host] = await db
    .insert(s.users)
    .values([
      { username: 'ospite', name: 'Ospite', email: 'ospite@example.test' },
      { username: 'host', name: 'Host', email: 'host@example.test', role: 'host' },
    ])
    .returning({ id: s.users.id });
  const [category] = await db.insert(s.categories).values({ name: 'Sala', title: 'Sale' }).returning();
  const [city] = await db.insert(s.cities).values({ name: 'Milano', title: 'Milano' }).returning();
  if (!guest || !host || !category || !city) throw new Error('fixtures not created');
  const listing = {
    hostId: host.id,
    categoryId: category.id,
    cityId: city.id,
    propertyType: 'Sala',
    address: 'Via Roma 1',
    noOfGuest: 4,
    propertySize: 20,
    priceCents: 5000,
    priceType: 'fixed' as const,
    status: 'published' as const,
  };
  return { guestId: guest.id, hostId: host.id, listing };
}

type Listing = Awaited<ReturnType<typeof insertGuestHostAndPlace>>['listing'];

/**
 * Listings written as SQL naming only the columns they had from the start, for tests that run on a
 * database migrated part of the way: the schema module describes the latest table, whose newer
 * columns such a database does not have yet.
 */
export async function insertListingsAsSql(
  db: Db,
  listing: Listing,
  rows: { name: string; cancellationPolicy?: string }[],
): Promise<{ id: number }[]> {
  const ids: { id: number }[] = [];
  for (const row of rows) {
    const result: unknown = await db.execute(sql`
      INSERT INTO properties (host_id, category_id, city_id, name, property_type, address, no_of_guest,
        property_size, price_cents, price_type, status, cancellation_policy)
      VALUES (${listing.hostId}, ${listing.categoryId}, ${listing.cityId}, ${row.name}, ${listing.propertyType},
        ${listing.address}, ${listing.noOfGuest}, ${listing.propertySize}, ${listing.priceCents},
        ${listing.priceType}, ${listing.status}, ${row.cancellationPolicy ?? 'flessibile'})
      RETURNING id`);
    // Both drivers answer `{ rows }`.
    const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
    const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
    if (typeof first !== 'object' || first === null || !('id' in first))
      throw new Error('listing not created');
    ids.push({ id: Number(first.id) });
  }
  return ids;
}
