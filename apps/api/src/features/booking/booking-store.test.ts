import { messages } from '@scrivania/core/messages.it';
import { bookingServices, bookings, coupons, taxes } from '@scrivania/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedCoupon, bookingPayload, createBookableProperty } from '../../test/booking-fixtures.ts';
import { createService, daysFromToday, insertOne } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(taxes).values({ taxType: 'VAT', label: 'IVA', percentBasisPoints: 2200 });
});
afterAll(() => t.close());

const store = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/backend/api/booking/store', headers, payload });

describe('booking/store', () => {
  it('prices the booking on the server and ignores every total the browser sends', async () => {
    const service = await createService(t.db, { priceCents: 1000, name: 'Proiettore' });
    const property = await createBookableProperty(t.db, {
      priceCents: 4500,
      priceType: 'person',
      discountType: 'percent',
      discountValue: 10,
      serviceIds: [service.id],
    });
    await insertOne(t.db, coupons, { code: 'PROVA5', amountType: 'amount', amount: 500 });
    const user = await createSignedInUser(t.app);
    const response = await store(
      user.headers,
      bookingPayload(property.id, {
        guests: 2,
        service_id: String(service.id),
        coupon_id: await appliedCoupon(t.app, 'prova5'),
        property_amount: 1,
        total_amount: 1,
        total_tax: 0,
        final_total: 1,
      } as Record<string, unknown>),
    );
    expect(response.statusCode).toBe(200);
    // 3 days: 45 × 3 × 2 = 270; discount 10 % of 135 = 13.50; service 30; coupon 5 → 281.50;
    // tax 22 % = 61.93; gross 343.43 → 343 €.
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      status: 'pending',
      booking: { payable_amount: 343, payable_amount_cents: 34_300, status: 'pending' },
    });
    expect(body.booking.booking_no).toMatch(/^SCR-\d{4}-\d{6}$/);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, body.booking._id));
    expect(row).toMatchObject({
      userId: user.id,
      propertyAmountCents: 27_000,
      discountAmountCents: 1350,
      servicesAmountCents: 3000,
      couponAmountCents: 500,
      taxBasisPoints: 2200,
      totalTaxCents: 6193,
      payableAmountCents: 34_300,
      city: 'Milano',
      province: 'MI',
    });
    const holdMinutes = ((row?.holdExpiresAt?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(29);
    expect(holdMinutes).toBeLessThanOrEqual(30);
    expect(
      await t.db.select().from(bookingServices).where(eq(bookingServices.bookingId, body.booking._id)),
    ).toEqual([
      {
        bookingId: body.booking._id,
        serviceId: service.id,
        serviceName: 'Proiettore',
        priceCents: 1000,
        amountCents: 3000,
      },
    ]);
  });

  it('gives every booking a different number', async () => {
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const first = await store(
      user.headers,
      bookingPayload(property.id, { start_date: daysFromToday(1), end_date: daysFromToday(1) }),
    );
    const second = await store(
      user.headers,
      bookingPayload(property.id, { start_date: daysFromToday(2), end_date: daysFromToday(2) }),
    );
    expect(first.json().booking.booking_no).not.toBe(second.json().booking.booking_no);
  });

  it('needs a signed-in user', async () => {
    const property = await createBookableProperty(t.db);
    const response = await store({}, bookingPayload(property.id));
    expect(response.statusCode).toBe(401);
  });

  it('refuses unavailable dates, too many guests and closed days with the SPEC message as 409', async () => {
    const property = await createBookableProperty(t.db, { noOfGuest: 2 });
    const user = await createSignedInUser(t.app);
    expect((await store(user.headers, bookingPayload(property.id))).statusCode).toBe(200);
    const cases = [
      bookingPayload(property.id, { start_date: daysFromToday(6), end_date: daysFromToday(9) }),
      bookingPayload(property.id, { start_date: daysFromToday(20), end_date: daysFromToday(20), guests: 3 }),
      bookingPayload(property.id, { start_date: daysFromToday(59), end_date: daysFromToday(62) }),
      bookingPayload(property.id, { start_date: daysFromToday(-2), end_date: daysFromToday(1) }),
    ];
    for (const payload of cases) {
      const response = await store(user.headers, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'La struttura non è disponibile per le date selezionate.',
      });
    }
    const reversed = await store(
      user.headers,
      bookingPayload(property.id, { start_date: daysFromToday(9), end_date: daysFromToday(8) }),
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('validates the billing fields, PEC, SDI and codice fiscale, and stores nothing on a refusal', async () => {
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const response = await store(
      user.headers,
      bookingPayload(property.id, {
        first_name: ' ',
        email: 'non-una-email',
        pec: 'pec@',
        sdi: 'ABC',
        tax_id_code: 'RSSMRA85T10A562T',
      }),
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      first_name: 'Il nome è obbligatorio',
      email: 'Si prega di inserire un indirizzo email valido',
      pec: 'Inserisci un indirizzo PEC valido',
    });
    expect(errors.sdi).toMatch(/SDI/);
    expect(errors.tax_id_code).toMatch(/codice fiscale/);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.userId, user.id));
    expect(count?.n).toBe(0);

    const valid = await store(
      user.headers,
      bookingPayload(property.id, {
        pec: 'mario@pec.it',
        sdi: 'm5uxcr1',
        tax_id_code: 'rssmra85t10a562s',
        company_name: 'ACME',
      }),
    );
    expect(valid.statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, valid.json().booking._id));
    expect(row).toMatchObject({ sdi: 'M5UXCR1', taxIdCode: 'RSSMRA85T10A562S', pec: 'mario@pec.it' });
  });

  it('refuses a service the property does not offer, and a missing property', async () => {
    const other = await createService(t.db);
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const response = await store(user.headers, bookingPayload(property.id, { service_id: `${other.id}` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Uno dei servizi scelti non è disponibile per questa struttura.');
    expect((await store(user.headers, bookingPayload(2_000_000_000))).statusCode).toBe(404);
  });

  it('frees the dates of an expired hold and marks it expired', async () => {
    const property = await createBookableProperty(t.db);
    const first = await createSignedInUser(t.app);
    const second = await createSignedInUser(t.app);
    const held = await store(first.headers, bookingPayload(property.id));
    expect((await store(second.headers, bookingPayload(property.id))).statusCode).toBe(409);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held.json().booking._id));
    expect((await store(second.headers, bookingPayload(property.id))).statusCode).toBe(200);
    const [old] = await t.db.select().from(bookings).where(eq(bookings.id, held.json().booking._id));
    expect(old?.status).toBe('expired');
  });

  it('refuses a coupon past its usage limit or below its minimum at booking time', async () => {
    const property = await createBookableProperty(t.db, { priceCents: 1000 });
    await insertOne(t.db, coupons, { code: 'UNAVOLTA', amountType: 'percentage', amount: 10, usageLimit: 1 });
    await insertOne(t.db, coupons, {
      code: 'GRANDI',
      amountType: 'amount',
      amount: 500,
      minAmountCents: 10_000,
    });
    const user = await createSignedInUser(t.app);
    const once = await appliedCoupon(t.app, 'UNAVOLTA');
    const big = await appliedCoupon(t.app, 'GRANDI');
    const used = await store(
      user.headers,
      bookingPayload(property.id, {
        coupon_id: once,
        start_date: daysFromToday(1),
        end_date: daysFromToday(1),
      }),
    );
    expect(used.statusCode).toBe(200);
    const again = await store(
      user.headers,
      bookingPayload(property.id, {
        coupon_id: once,
        start_date: daysFromToday(2),
        end_date: daysFromToday(2),
      }),
    );
    expect(again.json()).toEqual({
      success: false,
      message: 'Questo coupon ha raggiunto il numero massimo di utilizzi.',
    });
    const small = await store(
      user.headers,
      bookingPayload(property.id, {
        coupon_id: big,
        start_date: daysFromToday(3),
        end_date: daysFromToday(3),
      }),
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toMatch(/^Questo coupon è valido per importi di almeno 100,00\s€\.$/);
  });
});

describe('billing data for the e-invoice', () => {
  // The codice fiscale, a short SDI code and the PEC are checked above.
  it.each([
    ['tax_id_code', '01234567890', messages.booking.fields.taxCodeInvalid],
    ['sdi', 'M5UXCR12', messages.booking.fields.sdiInvalid],
    ['zip', '2012', messages.booking.fields.zipInvalid],
  ])('refuses %s %s with the field’s message and stores nothing', async (field, value, message) => {
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const response = await store(user.headers, bookingPayload(property.id, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await t.db.select().from(bookings).where(eq(bookings.propertyId, property.id))).toEqual([]);
  });

  it('keeps the CAP given at checkout, for the invoice', async () => {
    const property = await createBookableProperty(t.db);
    const user = await createSignedInUser(t.app);
    const response = await store(user.headers, bookingPayload(property.id, { zip: '00186' }));
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, response.json().booking._id));
    expect(row?.zip).toBe('00186');
  });
});
