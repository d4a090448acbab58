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
