import { bookings } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, createBookableProperty } from '../../test/booking-fixtures.ts';
import { createHostUser, createSessionToken, daysFromToday } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let limited: TestApp;
const HOUR = 60 * 60_000;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({
    config: {
      bookingLimits: {
        unpaidMax: 5,
        unpaidTransfersMax: 2,
        perUser: { max: 3, windowMs: HOUR },
        perAddress: { max: 5, windowMs: HOUR },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const store = (
  app: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) => app.app.inject({ method: 'POST', url: '/backend/api/booking/store', headers, payload, remoteAddress });
const onDay = (propertyId: number, day: number) =>
  bookingPayload(propertyId, { start_date: daysFromToday(day), end_date: daysFromToday(day) });

describe('unpaid holds per user', () => {
  it('refuses a sixth unpaid booking and names the five open ones; a paid or lapsed one frees a place', async () => {
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const numbers: string[] = [];
    const ids: number[] = [];
    for (let day = 1; day <= 5; day++) {
      const response = await store(t, user.headers, onDay(property.id, day));
      expect(response.statusCode).toBe(200);
      numbers.push(response.json().booking.booking_no);
      ids.push(response.json().booking._id);
    }
    const sixth = await store(t, user.headers, onDay(property.id, 6));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(
      `Hai già 5 prenotazioni in attesa di pagamento (${numbers.join(', ')}): paga o lascia scadere una di queste prima di prenotarne un'altra.`,
    );
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(5);

    await t.db
      .update(bookings)
      .set({ status: 'booked' })
      .where(eq(bookings.id, ids[0] ?? 0));
    expect((await store(t, user.headers, onDay(property.id, 6))).statusCode).toBe(200);
    expect((await store(t, user.headers, onDay(property.id, 7))).statusCode).toBe(409);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, ids[1] ?? 0));
    expect((await store(t, user.headers, onDay(property.id, 7))).statusCode).toBe(200);
  });

  it('counts bookings awaiting a bank transfer as unpaid', async () => {
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    for (let day = 11; day <= 15; day++) {
      const response = await store(t, user.headers, onDay(property.id, day));
      await t.db
        .update(bookings)
        .set({ status: 'awaiting_transfer', holdExpiresAt: new Date(Date.now() + 3 * 24 * HOUR) })
        .where(eq(bookings.id, response.json().booking._id));
    }
    expect((await store(t, user.headers, onDay(property.id, 16))).statusCode).toBe(409);
  });

  it('keeps the limit when eight bookings of different spaces arrive at once', async () => {
    const properties = await Promise.all(Array.from({ length: 8 }, () => createBookableProperty(t.db)));
    const user = await createSignedInUser(t.app);
    const responses = await Promise.all(
      properties.map((property) => store(t, user.headers, onDay(property.id, 20))),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    const held = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, user.id), eq(bookings.status, 'pending')));
    expect(held).toHaveLength(5);
  });
});

describe('booking creation limits', () => {
  it('limits the bookings one user may attempt in an hour', async () => {
    const property = await createBookableProperty(limited.db);
    const user = await createSignedInUser(limited.app);
    for (let day = 1; day <= 3; day++)
      expect((await store(limited, user.headers, onDay(property.id, day), '10.0.0.1')).statusCode).toBe(200);
    const refused = await store(limited, user.headers, onDay(property.id, 4), '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Troppi tentativi. Riprova tra qualche minuto.');
    const other = await createSignedInUser(limited.app);
    expect((await store(limited, other.headers, onDay(property.id, 4), '10.0.0.3')).statusCode).toBe(200);
  });

  it('limits the bookings from one address in an hour, whoever makes them', async () => {
    const property = await createBookableProperty(limited.db);
    for (let day = 11; day <= 15; day++) {
      const user = await createSignedInUser(limited.app);
      expect((await store(limited, user.headers, onDay(property.id, day), '10.0.1.1')).statusCode).toBe(200);
    }
    const user = await createSignedInUser(limited.app);
    const refused = await store(limited, user.headers, onDay(property.id, 16), '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect((await store(limited, user.headers, onDay(property.id, 16), '10.0.1.2')).statusCode).toBe(200);
    expect(await limited.db.select().from(bookings).where(eq(bookings.propertyId, property.id))).toHaveLength(
      6,
    );
  });
});

describe("a host's own listing", () => {
  it('cannot be booked by its host; the availability check and the checkout data say so', async () => {
    const host = await createHostUser(t.db);
    const headers = {
      authorization: `Bearer ${await createSessionToken(t.db, host.id, t.app.config.sessionSecret)}`,
    };
    const property = await createBookableProperty(t.db, { hostId: host.id });
    const refused = await store(t, headers, onDay(property.id, 30));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Questa struttura è tua: non puoi prenotarla.',
    });
    expect(await t.db.select().from(bookings).where(eq(bookings.propertyId, property.id))).toEqual([]);

    const query = `check-availability?property_id=${property.id}&start_date=${daysFromToday(30)}&end_date=${daysFromToday(30)}&no_of_guest=1`;
    const asHost = await t.app.inject({ method: 'GET', url: `/backend/api/${query}`, headers });
    expect(asHost.json()).toEqual({
      success: false,
      message: 'Questa struttura è tua: non puoi prenotarla.',
      data: { available: false },
    });
    const asGuest = await t.app.inject({ method: 'GET', url: `/backend/api/${query}` });
    expect(asGuest.json().data.available).toBe(true);

    const checkout = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/backend/api/booking/property/${property.id}`, headers: h });
    expect((await checkout(headers)).json().data.own_listing).toBe(true);
    expect((await checkout({})).json().data.own_listing).toBe(false);
    const visitor = await createSignedInUser(t.app);
    expect((await checkout(visitor.headers)).json().data.own_listing).toBe(false);
    expect((await store(t, visitor.headers, onDay(property.id, 30))).statusCode).toBe(200);
  });
});
