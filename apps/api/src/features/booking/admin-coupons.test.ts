import { messages } from '@scrivania/core/messages.it';
import { auditLog, coupons } from '@scrivania/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { createBooking, daysFromToday, insertOne, unique } from '../../test/factories.ts';

const m = messages.booking.admin.coupons;

const { t, admin } = consoleTestApp();

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t().app.inject({ method, url: `/backend/api${url}`, headers: admin().headers, payload });
const code = () => unique('PROMO').replaceAll('-', '');
const storedCount = async (text: string) =>
  (await t().db.select().from(coupons).where(sql`upper(${coupons.code}) = upper(${text})`)).length;

describe('POST /admin/coupons', () => {
  it('creates a coupon in cents inside and euro at the API, with its audit record', async () => {
    const coupon_code = code();
    const answer = await call('POST', '/admin/coupons', {
      coupon_code,
      amount: 12.5,
      amount_type: 'amount',
      starts_on: daysFromToday(0),
      ends_on: daysFromToday(30),
      usage_limit: 100,
      min_amount: 50,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      coupon_code,
      amount: 12.5,
      min_amount: 50,
      active: true,
      uses: 0,
      discount_given: 0,
    });
    const [row] = await t().db.select().from(coupons).where(eq(coupons.id, data._id));
    expect(row).toMatchObject({ amount: 1250, minAmountCents: 5000, usageLimit: 100 });
    const records = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'coupon.create'), eq(auditLog.targetId, String(data._id))));
    expect(records).toHaveLength(1);
  });

  it('lets a visitor apply the new coupon at checkout at once', async () => {
    const coupon_code = code();
    await call('POST', '/admin/coupons', { coupon_code, amount: 10, amount_type: 'percentage' });
    const applied = await t().app.inject({
      method: 'POST',
      url: '/backend/api/booking/coupon',
      payload: { coupon_code: coupon_code.toLowerCase() },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ amount: 10, amount_type: 'percentage' });
  });

  it.each([
    ['a percentage over 100', { amount: 101, amount_type: 'percentage' }, m.percentInvalid],
    ['a fraction of a percent', { amount: 12.5, amount_type: 'percentage' }, m.percentInvalid],
    ['an amount of zero', { amount: 0, amount_type: 'amount' }, m.amountInvalid],
    ['a negative amount', { amount: -5, amount_type: 'amount' }, m.amountInvalid],
    [
      'a validity ending before it starts',
      { amount: 5, amount_type: 'amount', starts_on: daysFromToday(10), ends_on: daysFromToday(9) },
      m.endsBeforeStart,
    ],
    ['a code with spaces', { amount: 5, amount_type: 'amount', coupon_code: 'DUE PAROLE' }, m.codeInvalid],
  ])('refuses %s with an Italian message and saves nothing', async (_, fields, message) => {
    const coupon_code = code();
    const answer = await call('POST', '/admin/coupons', { coupon_code, ...fields });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect(await storedCount(coupon_code)).toBe(0);
  });

  it('refuses a code that exists in another letter case', async () => {
    const coupon_code = code();
    expect(
      (await call('POST', '/admin/coupons', { coupon_code, amount: 5, amount_type: 'amount' })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/admin/coupons', {
      coupon_code: coupon_code.toLowerCase(),
      amount: 7,
      amount_type: 'amount',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.codeTaken);
    expect(await storedCount(coupon_code)).toBe(1);
  });
});

describe('GET /admin/coupons', () => {
  it('counts the bookings that hold or paid with a coupon and the discount they got', async () => {
    const coupon = await insertOne(t().db, coupons, { code: code(), amountType: 'amount', amount: 1000 });
    await createBooking(t().db, { couponId: coupon.id, couponAmountCents: 1000, status: 'booked' });
    await createBooking(t().db, { couponId: coupon.id, couponAmountCents: 1000 });
    // A hold that lapsed gave nothing and no longer counts against the limit.
    await createBooking(t().db, { couponId: coupon.id, couponAmountCents: 1000, status: 'expired' });
    await createBooking(t().db, {
      couponId: coupon.id,
      couponAmountCents: 1000,
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const answer = await call('GET', '/admin/coupons');
    expect(answer.statusCode).toBe(200);
    const item = answer.json().data.items.find((c: { _id: number }) => c._id === coupon.id);
    expect(item).toMatchObject({ uses: 2, discount_given: 20 });
    expect(answer.json().data).toMatchObject({ page: 1, per_page: 50 });
  });
});

describe('PATCH /admin/coupons/{id}', () => {
  it('checks the coupon as it would be after the change', async () => {
    const coupon = await insertOne(t().db, coupons, {
      code: code(),
      amountType: 'amount',
      amount: 5000,
      validFrom: daysFromToday(5),
    });
    const percent = await call('PATCH', `/admin/coupons/${coupon.id}`, {
      amount_type: 'percentage',
      amount: 150,
    });
    expect(percent.json().message).toBe(m.percentInvalid);
    const before = await call('PATCH', `/admin/coupons/${coupon.id}`, { ends_on: daysFromToday(4) });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(m.endsBeforeStart);
    const [row] = await t().db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ amountType: 'amount', amount: 5000, validUntil: null });

    const changed = await call('PATCH', `/admin/coupons/${coupon.id}`, { amount: 30, usage_limit: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ amount: 30, usage_limit: 3, amount_type: 'amount' });
  });

  it('refuses another coupon’s code and an unknown id', async () => {
    const first = await insertOne(t().db, coupons, { code: code(), amountType: 'amount', amount: 100 });
    const second = await insertOne(t().db, coupons, { code: code(), amountType: 'amount', amount: 100 });
    const taken = await call('PATCH', `/admin/coupons/${second.id}`, {
      coupon_code: first.code.toLowerCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('PATCH', '/admin/coupons/99999999', { amount: 5 })).statusCode).toBe(404);
  });
});

describe('POST /admin/coupons/{id}/end', () => {
  it('ends the coupon: checkout refuses it from then on', async () => {
    const coupon = await insertOne(t().db, coupons, { code: code(), amountType: 'amount', amount: 100 });
    const ended = await call('POST', `/admin/coupons/${coupon.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.active).toBe(false);
    const applied = await t().app.inject({
      method: 'POST',
      url: '/backend/api/booking/coupon',
      payload: { coupon_code: coupon.code },
    });
    expect(applied.json().message).toBe(messages.booking.coupon.unknown);
    const again = await call('POST', `/admin/coupons/${coupon.id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyEnded);
    expect((await call('POST', '/admin/coupons/99999999/end')).statusCode).toBe(404);
  });
});
