import { bookings, coupons } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, createBookableProperty } from '../../test/booking-fixtures.ts';
import { daysFromToday, insertOne, unique } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { couponReference } from './coupon-reference.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const applyCoupon = (code: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/backend/api/booking/coupon',
    headers,
    payload: { coupon_code: code },
  });
const store = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/backend/api/booking/store', headers, payload });
/** A day of its own for each booking of a test, so dates never collide. */
let day = 0;
const nextDates = () => {
  day += 1;
  return { start_date: daysFromToday(day), end_date: daysFromToday(day) };
};

const REFERENCE_REFUSED = 'Il coupon applicato non è più valido: applicalo di nuovo.';
const USED_BY_YOU = 'Hai già usato questo coupon: è valido al massimo 1 volta per persona.';

async function coupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
  return insertOne(t.db, coupons, {
    code: unique('C').replaceAll('-', ''),
    amountType: 'amount',
    amount: 500,
    ...overrides,
  });
}

describe('coupon references', () => {
  it('answers an opaque reference as _id, which booking/store takes to apply the coupon', async () => {
    const row = await coupon();
    const applied = await applyCoupon(row.code);
    expect(applied.statusCode).toBe(200);
    const reference = applied.json().data._id;
    expect(typeof reference).toBe('string');
    expect(reference).not.toBe(String(row.id));

    const property = await createBookableProperty(t.db, { priceCents: 10_000 });
    const user = await createSignedInUser(t.app);
    const booked = await store(
      user.headers,
      bookingPayload(property.id, { ...nextDates(), coupon_id: reference }),
    );
    expect(booked.statusCode).toBe(200);
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, booked.json().booking._id));
    expect(stored).toMatchObject({ couponId: row.id, couponAmountCents: 500 });
  });

  it('refuses a guessed id, a forged or altered reference, one signed with another secret and an expired one', async () => {
    const row = await coupon({ code: unique('PRIVATO').replaceAll('-', '') });
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const genuine: string = (await applyCoupon(row.code)).json().data._id;
    const [, expires, mac] = genuine.split('.');
    const secret = t.app.config.sessionSecret;
    const attempts: unknown[] = [
      row.id,
      String(row.id),
      `${row.id}.9999999999.${'0'.repeat(64)}`,
      `${row.id + 1}.${expires}.${mac}`,
      `${row.id}.${Number(expires) + 3600}.${mac}`,
      couponReference(row.id, 'x'.repeat(48)),
      couponReference(row.id, secret, Date.now() - 2 * 60 * 60_000),
      'non-un-coupon',
    ];
    for (const couponId of attempts) {
      const response = await store(
        user.headers,
        bookingPayload(property.id, { ...nextDates(), coupon_id: couponId } as Record<string, unknown>),
      );
      expect(response.statusCode, String(couponId)).toBe(400);
      expect(response.json().message).toBe(REFERENCE_REFUSED);
    }
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, user.id))).toEqual([]);
  });

  it('no longer takes a coupon code in booking/store: codes go through booking/coupon and its guess limit', async () => {
    const row = await coupon();
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const response = await store(
      user.headers,
      bookingPayload(property.id, { ...nextDates(), coupon_code: row.code } as Record<string, unknown>),
    );
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, response.json().booking._id));
    expect(stored).toMatchObject({ couponId: null, couponAmountCents: 0 });
  });

  it('books without a coupon when coupon_id is empty, as the SPEC payload sends it', async () => {
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    for (const couponId of ['', null]) {
      const response = await store(
        user.headers,
        bookingPayload(property.id, { ...nextDates(), coupon_id: couponId }),
      );
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('per-user coupon limit', () => {
  it('refuses the coupon to a user who holds or used it up to the limit, at booking/coupon and booking/store', async () => {
    const row = await coupon({ usageLimitPerUser: 1 });
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const reference: string = (await applyCoupon(row.code, user.headers)).json().data._id;
    const first = await store(
      user.headers,
      bookingPayload(property.id, { ...nextDates(), coupon_id: reference }),
    );
    expect(first.statusCode).toBe(200);

    const again = await applyCoupon(row.code, user.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(USED_BY_YOU);
    const second = await store(
      user.headers,
      bookingPayload(property.id, { ...nextDates(), coupon_id: reference }),
    );
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(USED_BY_YOU);

    // Anonymous checks cannot know the user; someone else still may use it.
    expect((await applyCoupon(row.code)).statusCode).toBe(200);
    expect((await applyCoupon(row.code, other.headers)).statusCode).toBe(200);
    const others = await store(
      other.headers,
      bookingPayload(property.id, { ...nextDates(), coupon_id: reference }),
    );
    expect(others.statusCode).toBe(200);

    // A paid booking keeps counting; a lapsed hold gives the use back.
    await t.db.update(bookings).set({ status: 'booked' }).where(eq(bookings.id, first.json().booking._id));
    expect((await applyCoupon(row.code, user.headers)).statusCode).toBe(400);
    await t.db
      .update(bookings)
      .set({ status: 'pending', holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.json().booking._id));
    expect((await applyCoupon(row.code, user.headers)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous bookings by the same user take a once-per-person coupon', async () => {
    const row = await coupon({ usageLimitPerUser: 1 });
    const [a, b] = [await createBookableProperty(t.db), await createBookableProperty(t.db)];
    const user = await createSignedInUser(t.app);
    const reference: string = (await applyCoupon(row.code, user.headers)).json().data._id;
    const dates = nextDates();
    const responses = await Promise.all(
      [a, b].map((property) =>
        store(user.headers, bookingPayload(property.id, { ...dates, coupon_id: reference })),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((response) => response.statusCode === 400)?.json().message).toBe(USED_BY_YOU);
    const held = await t.db.select().from(bookings).where(eq(bookings.couponId, row.id));
    expect(held).toHaveLength(1);
  });
});
