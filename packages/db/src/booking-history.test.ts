import { cancellationRules } from '@scrivania/core/booking/cancellation';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatusChangeBy } from './booking-history.ts';
import { type DbHandle, openDb } from './client.ts';
import { migrate } from './migrate.ts';
import * as s from './schema.ts';
import { insertGuestHostAndPlace } from './test-places.ts';

let handle: DbHandle;
let guestId: number;
let hostId: number;
let propertyId: number;

beforeAll(async () => {
  handle = await openDb({ kind: 'pglite' });
  await migrate(handle);
  const db = handle.db;
  const people = await insertGuestHostAndPlace(db);
  const [property] = await db
    .insert(s.properties)
    .values({ ...people.listing, name: 'Sala Prova' })
    .returning();
  if (!property) throw new Error('property not created');
  guestId = people.guestId;
  hostId = people.hostId;
  propertyId = property.id;
}, 60_000);

afterAll(() => handle.close());

async function insertBooking(bookingNo: string, status: 'requested' | 'pending', start: string, end: string) {
  const [row] = await handle.db
    .insert(s.bookings)
    .values({
      bookingNo,
      userId: guestId,
      propertyId,
      exclusive: true,
      startDate: start,
      endDate: end,
      guests: 1,
      status,
      propertyAmountCents: 5000,
      payableAmountCents: 5000,
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'ospite@example.test',
      mobileNo: '3331234567',
      address: 'Via Roma 1',
      city: 'Milano',
      province: 'MI',
      cancellationPolicy: 'flessibile',
      cancellationRule: cancellationRules.flessibile,
    })
    .returning({ id: s.bookings.id });
  if (!row) throw new Error('booking not created');
  return row.id;
}

const history = (bookingId: number) =>
  handle.db
    .select({
      from: s.bookingStatusChanges.fromStatus,
      to: s.bookingStatusChanges.toStatus,
      actor: s.bookingStatusChanges.actorUserId,
      reason: s.bookingStatusChanges.reason,
    })
    .from(s.bookingStatusChanges)
    .where(eq(s.bookingStatusChanges.bookingId, bookingId))
    .orderBy(asc(s.bookingStatusChanges.id));

describe('booking status history', () => {
  it('records the creation by the guest, then each change with who made it and why', async () => {
    const id = await insertBooking('T-1', 'requested', '2030-01-10', '2030-01-12');
    await handle.db.transaction(async (tx) => {
      await recordStatusChangeBy(tx, { actorUserId: hostId, reason: 'Sala in manutenzione' });
      await tx.update(s.bookings).set({ status: 'declined' }).where(eq(s.bookings.id, id));
    });
    expect(await history(id)).toEqual([
      { from: null, to: 'requested', actor: guestId, reason: null },
      { from: 'requested', to: 'declined', actor: hostId, reason: 'Sala in manutenzione' },
    ]);
  });

  it('records a change nobody named without actor, and ignores updates that keep the status', async () => {
    const id = await insertBooking('T-2', 'pending', '2030-02-10', '2030-02-12');
    await handle.db.update(s.bookings).set({ guests: 2 }).where(eq(s.bookings.id, id));
    await handle.db.update(s.bookings).set({ status: 'expired' }).where(eq(s.bookings.id, id));
    expect(await history(id)).toEqual([
      { from: null, to: 'pending', actor: guestId, reason: null },
      { from: 'pending', to: 'expired', actor: null, reason: null },
    ]);
  });

  it('lets a request hold a whole space against an overlapping booking', async () => {
    await insertBooking('T-3', 'requested', '2030-03-10', '2030-03-12');
    await expect(insertBooking('T-4', 'pending', '2030-03-12', '2030-03-14')).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
  });
});
