import { cancellationRules } from '@scrivania/core/booking/cancellation';
import { addDays, todayInRome } from '@scrivania/core/dates';
import { bookings, coupons, payments, taxes } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedCoupon, bookingPayload, createBookableProperty } from '../../test/booking-fixtures.ts';
import { createService, daysFromToday, insertOne } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/backend/api/${url}`, headers });
const coupon = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/backend/api/booking/coupon', payload });

describe('checkout data', () => {
  it('lists the active taxes with exact basis points', async () => {
    await t.db.insert(taxes).values([
      { taxType: 'VAT', label: 'IVA', percentBasisPoints: 2200 },
      { taxType: 'GST', label: 'Vecchia', percentBasisPoints: 500, active: false },
    ]);
    expect((await api('booking/tax')).json()).toEqual({
      success: true,
      data: [
        { _id: expect.any(Number), tax_type: 'VAT', label: 'IVA', tax_percent: 22, tax_basis_points: 2200 },
      ],
    });
  });

  it('gives the property with its price rules and its paid services', async () => {
    const service = await createService(t.db, { name: 'Caffè', priceCents: 350 });
    const property = await createBookableProperty(t.db, {
      priceCents: 6000,
      discountType: 'amount',
      discountValue: 500,
      serviceIds: [service.id],
    });
    expect((await api(`booking/property/${property.id}`)).json().data).toMatchObject({
      _id: property.id,
      price: 60,
      price_cents: 6000,
      discount_check: 'yes',
      discount_type: 'amount',
      discount_percent_amount: 5,
      occupancy: 'exclusive',
      booking_mode: 'instant',
    });
    expect((await api(`booking/extra-service/${property.id}`)).json().data).toEqual([
      expect.objectContaining({
        service_id: service.id,
        service: expect.objectContaining({ service_name: 'Caffè', price: 3.5, price_cents: 350 }),
      }),
    ]);
    expect((await api('booking/property/2000000000')).statusCode).toBe(404);
    expect((await api('booking/property/abc')).statusCode).toBe(404);
  });
});

describe('booking/coupon', () => {
  it('applies a valid coupon whatever its case', async () => {
    await insertOne(t.db, coupons, { code: 'ESTATE15', amountType: 'percentage', amount: 15 });
    expect((await coupon({ coupon_code: ' estate15 ' })).json()).toEqual({
      success: true,
      message: 'Codice coupon applicato con successo!',
      data: {
        _id: expect.any(String),
        coupon_code: 'ESTATE15',
        amount: 15,
        amount_cents: null,
        amount_type: 'percentage',
        min_amount_cents: 0,
      },
    });
  });

  it('says why it refuses: unknown, expired, not yet valid, used up, below the minimum', async () => {
    const today = todayInRome();
    await insertOne(t.db, coupons, {
      code: 'VECCHIO',
      amountType: 'amount',
      amount: 100,
      validUntil: addDays(today, -1),
    });
    await insertOne(t.db, coupons, {
      code: 'FUTURO',
      amountType: 'amount',
      amount: 100,
      validFrom: addDays(today, 1),
    });
    await insertOne(t.db, coupons, { code: 'SPENTO', amountType: 'amount', amount: 100, active: false });
    await insertOne(t.db, coupons, {
      code: 'MINIMO',
      amountType: 'amount',
      amount: 100,
      minAmountCents: 5000,
    });
    const limited = await insertOne(t.db, coupons, {
      code: 'LIMITATO',
      amountType: 'amount',
      amount: 100,
      usageLimit: 1,
    });
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/backend/api/booking/store',
      headers: user.headers,
      payload: bookingPayload(property.id, { coupon_id: await appliedCoupon(t.app, limited.code) }),
    });
    const refusals: [Record<string, unknown>, string | RegExp][] = [
      [{ coupon_code: 'NESSUNO' }, 'Codice coupon non valido.'],
      [{ coupon_code: 'SPENTO' }, 'Codice coupon non valido.'],
      [{ coupon_code: 'VECCHIO' }, 'Questo coupon è scaduto.'],
      [{ coupon_code: 'FUTURO' }, 'Questo coupon non è ancora valido.'],
      [{ coupon_code: 'LIMITATO' }, 'Questo coupon ha raggiunto il numero massimo di utilizzi.'],
      [{ coupon_code: 'MINIMO', amount_cents: 4999 }, /almeno 50,00\s€/],
      [{ coupon_code: '' }, 'Inserisci un codice coupon.'],
      [{}, 'Inserisci un codice coupon.'],
    ];
    for (const [payload, message] of refusals) {
      const response = await coupon(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await coupon({ coupon_code: 'MINIMO', amount_cents: 5000 })).statusCode).toBe(200);
  });
});

describe('coupon guessing', () => {
  it('stops wrong guesses from one address after 20 in 15 minutes, with a 429', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/backend/api/booking/coupon',
          remoteAddress: '10.9.8.7',
          payload: { coupon_code: `TENTATIVO${i}` },
        }),
      ),
    );
    expect(guesses.every((response) => response.statusCode === 400)).toBe(true);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/backend/api/booking/coupon',
      remoteAddress: '10.9.8.7',
      payload: { coupon_code: 'ESTATE15' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Troppi tentativi. Riprova tra qualche minuto.');
  });
});

describe('booking details and order history', () => {
  it('shows a booking to its owner only; anyone else gets the same 404 as for a missing one', async () => {
    const service = await createService(t.db, { name: 'Parcheggio' });
    const property = await createBookableProperty(t.db, {
      serviceIds: [service.id],
      thumbImage: 'ufficio.webp',
    });
    const owner = await createSignedInUser(t.app);
    const stranger = await createSignedInUser(t.app);
    const stored = (
      await t.app.inject({
        method: 'POST',
        url: '/backend/api/booking/store',
        headers: owner.headers,
        payload: bookingPayload(property.id, { service_id: [service.id] }),
      })
    ).json();
    const id = stored.booking._id;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error('booking not stored');
    expect(row.servicesAmountCents).toBeGreaterThan(0);
    expect((await api(`booking/details/${id}`, owner.headers)).json()).toEqual({
      success: true,
      data: {
        _id: id,
        booking_no: stored.booking.booking_no,
        property: {
          _id: property.id,
          property_name: property.name,
          thumb_image: 'ufficio.webp',
          address: property.address,
        },
        service_booking: [{ service_name: 'Parcheggio', amount_cents: row.servicesAmountCents }],
        start_date: daysFromToday(5),
        end_date: daysFromToday(7),
        start_time: null,
        end_time: null,
        guests: row.guests,
        payable_amount: stored.booking.payable_amount,
        payable_amount_cents: stored.booking.payable_amount_cents,
        amounts: {
          property_amount_cents: row.propertyAmountCents,
          discount_amount_cents: row.discountAmountCents,
          services_amount_cents: row.servicesAmountCents,
          coupon_amount_cents: row.couponAmountCents,
          tax_amount_cents: row.totalTaxCents,
          payable_amount_cents: stored.booking.payable_amount_cents,
        },
        payment_method: null,
        paid_at: null,
        status: 'pending',
        hold_expires_at: stored.booking.hold_expires_at,
        invoice_no: null,
        cancellation_policy: 'flessibile',
        cancellation_rule: cancellationRules.flessibile,
        refunded_amount: 0,
        refunded_amount_cents: 0,
        refunds: [],
      },
    });
    const foreign = await api(`booking/details/${id}`, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Booking details not found.' });
    expect((await api(`booking/details/${id + 1000}`, owner.headers)).statusCode).toBe(404);
    expect((await api(`booking/details/${id}`)).statusCode).toBe(401);

    // Once paid: the way it was paid and when.
    const paidAt = new Date('2026-03-05T09:30:00.000Z');
    await t.db.update(bookings).set({ status: 'booked', paymentMethod: 'stripe' }).where(eq(bookings.id, id));
    await insertOne(t.db, payments, {
      bookingId: id,
      provider: 'stripe',
      providerRef: `pi_${id}`,
      amountCents: stored.booking.payable_amount_cents,
      status: 'succeeded',
      updatedAt: paidAt,
    });
    expect((await api(`booking/details/${id}`, owner.headers)).json().data).toMatchObject({
      status: 'booked',
      payment_method: 'stripe',
      paid_at: paidAt.toISOString(),
      hold_expires_at: null,
    });
  });

  it("lists the user's own bookings newest first, never someone else's, and shows lapsed holds as expired", async () => {
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const book = (headers: Record<string, string>, day: number) =>
      t.app.inject({
        method: 'POST',
        url: '/backend/api/booking/store',
        headers,
        payload: bookingPayload(property.id, {
          start_date: daysFromToday(day),
          end_date: daysFromToday(day),
        }),
      });
    const first = (await book(user.headers, 10)).json().booking._id;
    const second = (await book(user.headers, 11)).json().booking._id;
    await book(other.headers, 12);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first));
    const list = (await api('order/list', user.headers)).json();
    expect(list.success).toBe(true);
    expect(list.data.map((order: { _id: number; status: string }) => [order._id, order.status])).toEqual([
      [second, 'pending'],
      [first, 'expired'],
    ]);
    expect(list.data[0]).toMatchObject({
      property: { property_name: property.name },
      start_date: daysFromToday(11),
      end_date: daysFromToday(11),
      hold_expires_at: expect.any(String),
    });
    // A lapsed hold awaits nothing: no deadline is shown for it.
    expect(list.data[1].hold_expires_at).toBeNull();
    expect((await api('order/list')).statusCode).toBe(401);
    const fresh = await createSignedInUser(t.app);
    expect((await api('order/list', fresh.headers)).json().data).toEqual([]);
  });
});
