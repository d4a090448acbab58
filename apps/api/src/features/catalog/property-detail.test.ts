import { properties, users } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createHostUser,
  createProperty,
  createService,
  daysFromToday,
  unique,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tokenFor() {
  const email = `${unique('ospite')}@example.com`;
  await t.app.inject({
    method: 'POST',
    url: '/backend/api/register',
    payload: {
      name: 'Ospite',
      username: unique('ospite'),
      email,
      password: 'Ospite123!',
      assign_role: 'visitor',
    },
  });
  return (
    await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { email, password: 'Ospite123!' },
    })
  ).json().token as string;
}

const check = (propertyId: number, start: number, end: number, guests = 1) =>
  t.app.inject({
    method: 'GET',
    url: `/backend/api/check-availability?property_id=${propertyId}&start_date=${daysFromToday(start)}&end_date=${daysFromToday(end)}&no_of_guest=${guests}`,
  });

describe('GET property/{id}', () => {
  it('answers the page data, with host contacts only for signed-in users', async () => {
    const host = await createHostUser(t.db);
    await t.db
      .update(users)
      .set({ mobileNo: '3401234567', address: 'Via Host 1' })
      .where(eq(users.id, host.id));
    const service = await createService(t.db, { name: 'Catering', priceCents: 1850 });
    const property = await createProperty(t.db, {
      hostId: host.id,
      images: ['p-1.webp', 'p-2.webp'],
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(30) }],
      serviceIds: [service.id],
      desc: 'Uno spazio luminoso.',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: `/backend/api/property/${property.id}` });
    expect(anonymous.statusCode).toBe(200);
    const data = anonymous.json().data;
    expect(data).toMatchObject({
      _id: property.id,
      desc: 'Uno spazio luminoso.',
      occupancy: 'exclusive',
      booking_mode: 'instant',
      cancellation_policy: 'flessibile',
    });
    expect(data.property_image.map((i: { property_image: string }) => i.property_image)).toEqual([
      'p-1.webp',
      'p-2.webp',
    ]);
    expect(data.property_service[0].service).toMatchObject({
      service_name: 'Catering',
      price: 18.5,
      price_cents: 1850,
    });
    expect(data.user).toEqual({ name: host.name, avatar: null });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/backend/api/property/${property.id}`,
      headers: { authorization: `Bearer ${await tokenFor()}` },
    });
    expect(signedIn.json().data.user).toMatchObject({ email: host.email, mobile_no: '3401234567' });
  });

  it('says where the space is, or null where the host has not said', async () => {
    const host = await createHostUser(t.db);
    const placed = await createProperty(t.db, { hostId: host.id });
    await t.db
      .update(properties)
      .set({ latitude: 45.4642, longitude: 9.19 })
      .where(eq(properties.id, placed.id));
    const unplaced = await createProperty(t.db, { hostId: host.id });
    const read = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/backend/api/property/${id}` })).json().data;
    expect(await read(placed.id)).toMatchObject({ latitude: 45.4642, longitude: 9.19 });
    expect(await read(unplaced.id)).toMatchObject({ latitude: null, longitude: null });
  });

  it('is a 404 for unknown, unpublished and malformed ids', async () => {
    const draft = await createProperty(t.db, { status: 'draft' });
    for (const id of ['999999', String(draft.id), 'abc', '1e3', '-1']) {
      expect((await t.app.inject({ method: 'GET', url: `/backend/api/property/${id}` })).statusCode).toBe(
        404,
      );
    }
  });
});

describe('GET check-availability', () => {
  it('follows the window edges', async () => {
    const property = await createProperty(t.db, {
      windows: [
        { startDate: daysFromToday(1), endDate: daysFromToday(5) },
        { startDate: daysFromToday(8), endDate: daysFromToday(20) },
      ],
    });
    const yes = await check(property.id, 1, 5);
    expect(yes.json()).toEqual({
      success: true,
      message: 'La proprietà è disponibile per le date selezionate.',
      data: { available: true },
    });
    const no = await check(property.id, 5, 8);
    expect(no.json()).toEqual({
      success: false,
      message: 'La struttura non è disponibile per le date selezionate.',
      data: { available: false },
    });
    expect((await check(property.id, 0, 2)).json().data.available).toBe(false);
    expect((await check(property.id, 8, 20)).json().data.available).toBe(true);
    expect((await check(property.id, 8, 21)).json().data.available).toBe(false);
  });

  it('refuses overlapping active bookings of exclusive spaces but not expired holds or cancelled ones', async () => {
    const property = await createProperty(t.db, {
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }],
    });
    await createBooking(t.db, { status: 'booked', propertyId: property.id, from: 10, to: 12 });
    await createBooking(t.db, {
      propertyId: property.id,
      from: 20,
      to: 22,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    await createBooking(t.db, { propertyId: property.id, from: 30, to: 32, status: 'cancelled' });
    await createBooking(t.db, {
      propertyId: property.id,
      from: 40,
      to: 42,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    expect((await check(property.id, 12, 14)).json().data.available).toBe(false);
    expect((await check(property.id, 13, 14)).json().data.available).toBe(true);
    expect((await check(property.id, 20, 22)).json().data.available).toBe(true);
    expect((await check(property.id, 30, 32)).json().data.available).toBe(true);
    expect((await check(property.id, 41, 41)).json().data.available).toBe(false);

    // A bank transfer holds the dates for its own, longer time, and no longer.
    await createBooking(t.db, {
      propertyId: property.id,
      from: 50,
      to: 51,
      status: 'awaiting_transfer',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await createBooking(t.db, {
      propertyId: property.id,
      from: 55,
      to: 56,
      status: 'awaiting_transfer',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    expect((await check(property.id, 51, 52)).json().data.available).toBe(false);
    expect((await check(property.id, 55, 56)).json().data.available).toBe(true);
  });

  it('counts seats per day for shared spaces and guests up to the maximum', async () => {
    const property = await createProperty(t.db, {
      occupancy: 'shared',
      seats: 10,
      noOfGuest: 10,
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }],
    });
    await createBooking(t.db, {
      status: 'booked',
      propertyId: property.id,
      from: 5,
      to: 6,
      exclusive: false,
      guests: 7,
    });
    expect((await check(property.id, 5, 6, 3)).json().data.available).toBe(true);
    expect((await check(property.id, 6, 7, 4)).json().data.available).toBe(false);
    expect((await check(property.id, 7, 8, 10)).json().data.available).toBe(true);
    expect((await check(property.id, 7, 8, 11)).json().data.available).toBe(false);
  });

  it('answers bad input with a 400 and unknown properties with a 404', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: "/backend/api/check-availability?property_id=1&start_date=2026-13-40&end_date=x'--&no_of_guest=0",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect((await check(999999, 1, 2)).statusCode).toBe(404);
  });
});
