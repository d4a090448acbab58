import { todayInRome } from '@scrivania/core/dates';
import { availabilityWindows, bookings } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createProperty, daysFromToday } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAvailabilityIndex } from './availability-index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const range = (from: number, to: number) => ({ start: daysFromToday(from), end: daysFromToday(to) });
const at = (now = new Date()) => ({ now, today: todayInRome(now) });

describe('availability index', () => {
  it('follows bookings as they are made, cancelled and left to lapse, and windows as they change', async () => {
    const index = createAvailabilityIndex(t.db, { refreshMs: 0 });
    const property = await createProperty(t.db, {
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(20) }],
    });
    const fits = async (from: number, to: number, guests = 1) => {
      await index.fresh();
      return index.fits(property.id, { range: range(from, to), guests }, at());
    };
    expect(await fits(3, 4)).toBe(true);
    expect(await fits(3, 4, 5)).toBe(false);
    expect(await fits(19, 22)).toBe(false);

    const { id: booked } = await createBooking(t.db, {
      status: 'booked',
      propertyId: property.id,
      from: 4,
      to: 5,
    });
    expect(await fits(3, 4)).toBe(false);
    expect(await fits(6, 7)).toBe(true);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booked));
    expect(await fits(3, 4)).toBe(true);

    await createBooking(t.db, {
      propertyId: property.id,
      from: 8,
      to: 8,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    expect(await fits(8, 8)).toBe(false);
    await createBooking(t.db, {
      propertyId: property.id,
      from: 10,
      to: 10,
      status: 'awaiting_transfer',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    expect(await fits(10, 10)).toBe(true);
    expect(
      index.fits(property.id, { range: range(8, 8), guests: 1 }, at(new Date(Date.now() + 120_000))),
    ).toBe(true);

    await t.db
      .insert(availabilityWindows)
      .values({ propertyId: property.id, startDate: daysFromToday(21), endDate: daysFromToday(30) });
    expect(await fits(19, 22)).toBe(true);
    expect(await fits(29, 31)).toBe(false);
  });

  it('counts seats day by day in a shared space', async () => {
    const index = createAvailabilityIndex(t.db, { refreshMs: 0 });
    const hub = await createProperty(t.db, {
      occupancy: 'shared',
      seats: 3,
      noOfGuest: 3,
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(20) }],
    });
    await createBooking(t.db, {
      status: 'booked',
      propertyId: hub.id,
      from: 2,
      to: 3,
      exclusive: false,
      guests: 2,
    });
    await index.fresh();
    expect(index.fits(hub.id, { range: range(3, 4), guests: 1 }, at())).toBe(true);
    expect(index.fits(hub.id, { range: range(3, 4), guests: 2 }, at())).toBe(false);
    expect(index.fits(hub.id, { range: range(4, 5), guests: 3 }, at())).toBe(true);
  });

  it('answers from what it knows until refreshMs has passed', async () => {
    const index = createAvailabilityIndex(t.db, { refreshMs: 60_000 });
    const property = await createProperty(t.db, {
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(20) }],
    });
    await index.fresh();
    await createBooking(t.db, { status: 'booked', propertyId: property.id, from: 2, to: 2 });
    await index.fresh();
    expect(index.fits(property.id, { range: range(2, 2), guests: 1 }, at())).toBe(true);
  });
});
