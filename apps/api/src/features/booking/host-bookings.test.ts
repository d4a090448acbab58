import { messages } from '@scrivania/core/messages.it';
import { bookingServices, bookingStatusChanges, coupons } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createHostUser,
  createProperty,
  createService,
  createSessionToken,
  createUser,
  daysFromToday,
  insertOne,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const h = messages.booking.host;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/backend/api/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
const tokenOf = (userId: number) => createSessionToken(t.db, userId, t.app.config.sessionSecret);

async function hostWithProperty() {
  const host = await createHostUser(t.db);
  const property = await createProperty(t.db, { hostId: host.id });
  return { host, property, token: await tokenOf(host.id) };
}

/** Moves the moment a booking was paid (its move to booked) to `at`. */
const paidAt = (bookingId: number, at: string) =>
  t.db
    .update(bookingStatusChanges)
    .set({ at: new Date(at) })
    .where(eq(bookingStatusChanges.bookingId, bookingId));

describe('who may enter', () => {
  const routes = [
    ['GET', 'host/bookings'],
    ['GET', 'host/bookings/1'],
    ['POST', 'host/bookings/1/accept'],
    ['POST', 'host/bookings/1/decline'],
    ['GET', 'host/earnings'],
    ['GET', 'host/dashboard'],
  ] as const;

  it('answers 401 without a session and 403 to a visitor or the operator, on every host route', async () => {
    const visitor = await tokenOf((await createUser(t.db)).id);
    const admin = await tokenOf((await createUser(t.db, { role: 'admin' })).id);
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [visitor, admin]) {
        const response = await call(method, `${url}?page=abc`, token);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(messages.account.hostOnly);
      }
    }
  });

  it("never shows or changes another host's booking: 404, as for a missing one", async () => {
    const mine = await hostWithProperty();
    const theirs = await hostWithProperty();
    const booking = await createBooking(t.db, {
      propertyId: theirs.property.id,
      status: 'requested',
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    for (const [method, url] of [
      ['GET', `host/bookings/${booking.id}`],
      ['POST', `host/bookings/${booking.id}/accept`],
      ['POST', `host/bookings/${booking.id}/decline`],
      ['GET', 'host/bookings/2000000000'],
      ['GET', 'host/bookings/abc'],
    ] as const) {
      const response = await call(method, url, mine.token);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', 'host/bookings', mine.token)).json().data.total).toBe(0);
    expect((await call('GET', `host/bookings/${booking.id}`, theirs.token)).statusCode).toBe(200);
  });

  it('declares every host route in the OpenAPI document', async () => {
    const document = (await call('GET', 'openapi.json')).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/backend/api/host/bookings',
      '/backend/api/host/bookings/{id}',
      '/backend/api/host/bookings/{id}/accept',
      '/backend/api/host/bookings/{id}/decline',
      '/backend/api/host/earnings',
      '/backend/api/host/dashboard',
    ])
      expect(paths).toContain(path);
  });
});

describe('the host’s bookings', () => {
  it('lists only their own, newest first, filtered by status, listing and dates, 20 a page', async () => {
    const { host, property, token } = await hostWithProperty();
    const second = await createProperty(t.db, { hostId: host.id });
    const old = await createBooking(t.db, { propertyId: property.id, status: 'booked', from: 2, to: 3 });
    const recent = await createBooking(t.db, { propertyId: second.id, status: 'booked', from: 10, to: 12 });
    const cancelled = await createBooking(t.db, {
      propertyId: property.id,
      status: 'cancelled',
      from: 20,
      to: 21,
    });
    await createBooking(t.db, { status: 'booked' });

    const ids = async (query: string) =>
      (await call('GET', `host/bookings${query}`, token))
        .json()
        .data.bookings.map((b: { _id: number }) => b._id);
    expect(await ids('')).toEqual([cancelled.id, recent.id, old.id]);
    expect(await ids('?status=booked')).toEqual([recent.id, old.id]);
    expect(await ids(`?property_id=${second.id}`)).toEqual([recent.id]);
    expect(await ids(`?from=${daysFromToday(11)}&to=${daysFromToday(20)}`)).toEqual([
      cancelled.id,
      recent.id,
    ]);
    expect(await ids(`?to=${daysFromToday(2)}`)).toEqual([old.id]);

    const first = (await call('GET', 'host/bookings', token)).json();
    expect(first.data).toMatchObject({ total: 3, page: 1, per_page: 20 });
    expect(first.data.bookings[1]).toEqual({
      _id: recent.id,
      booking_no: recent.bookingNo,
      status: 'booked',
      property: { _id: second.id, property_name: second.name },
      guest_name: 'Mario Rossi',
      start_date: daysFromToday(10),
      end_date: daysFromToday(12),
      start_time: null,
      end_time: null,
      guests: 1,
      payable_amount: 122,
      payable_amount_cents: 12_200,
      payment_method: null,
      hold_expires_at: expect.any(String),
      created_at: expect.any(String),
    });

    for (let i = 0; i < 20; i += 1) await createBooking(t.db, { propertyId: second.id, status: 'expired' });
    const page2 = (await call('GET', 'host/bookings?page=2', token)).json().data;
    expect(page2).toMatchObject({ total: 23, page: 2 });
    expect(page2.bookings.map((b: { _id: number }) => b._id)).toEqual([cancelled.id, recent.id, old.id]);
  });

  it('refuses a bad filter with an Italian message naming it', async () => {
    const { token } = await hostWithProperty();
    for (const [query, message] of [
      ['status=paid', h.statusInvalid],
      ['property_id=abc', h.propertyInvalid],
      ['from=2026-13-01', h.dateInvalid],
      ['from=2026-05-10&to=2026-05-01', h.rangeInvalid],
      ['page=0', h.pageInvalid],
      ['format=xls', h.formatInvalid],
    ]) {
      const response = await call('GET', `host/bookings?${query}`, token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('exports the filtered list as CSV for an Italian spreadsheet', async () => {
    const { property, token } = await hostWithProperty();
    await createBooking(t.db, {
      propertyId: property.id,
      status: 'booked',
      paymentMethod: 'wireTransfer',
      firstName: '=HYPERLINK("x")',
      lastName: 'Bianchi',
      payableAmountCents: 123_400,
      totalTaxCents: 22_252,
      from: 3,
      to: 4,
    });
    await createBooking(t.db, { propertyId: property.id, status: 'cancelled' });
    const response = await call('GET', 'host/bookings?status=booked&format=csv', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="prenotazioni-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Numero prenotazione;Stato;Struttura;Ospite;Email;Dal;Al;Ospiti;Metodo di pagamento;Scadenza;Imponibile (€);IVA (€);Totale (€);Creata il',
    );
    const fields = lines[1]?.split(';') ?? [];
    expect(fields[1]).toBe('Pagata');
    expect(fields[2]).toBe(property.name);
    expect(fields[3]).toBe(`"'=HYPERLINK(""x"") Bianchi"`);
    expect(fields[5]).toBe(daysFromToday(3).split('-').reverse().join('/'));
    expect(fields[8]).toBe('Bonifico bancario');
    expect(fields.slice(10, 13)).toEqual(['1011,48', '222,52', '1234,00']);
    expect(lines.filter(Boolean)).toHaveLength(2);
  });

  it('details a booking: guest, billing, services, coupon, amounts, payment method and history', async () => {
    const { property, token } = await hostWithProperty();
    const coupon = await insertOne(t.db, coupons, { code: 'ESTATE10', amountType: 'amount', amount: 1000 });
    const service = await createService(t.db, { name: 'Proiettore' });
    const booking = await createBooking(t.db, {
      propertyId: property.id,
      status: 'requested',
      holdExpiresAt: new Date(Date.now() + 3_600_000),
      companyName: 'Rossi S.r.l.',
      taxIdCode: '01234567890',
      specialRequest: 'Arrivo alle 9',
      propertyAmountCents: 10_000,
      servicesAmountCents: 1500,
      couponId: coupon.id,
      couponAmountCents: 1000,
      totalTaxCents: 2200,
      payableAmountCents: 12_700,
    });
    await t.db.insert(bookingServices).values({
      bookingId: booking.id,
      serviceId: service.id,
      serviceName: 'Proiettore',
      priceCents: 1500,
      amountCents: 1500,
    });
    await call('POST', `host/bookings/${booking.id}/decline`, token, { reason: 'Chiuso per ferie' });
    const detail = (await call('GET', `host/bookings/${booking.id}`, token)).json().data;
    expect(detail).toMatchObject({
      _id: booking.id,
      status: 'declined',
      guest_name: 'Mario Rossi',
      billing: {
        first_name: 'Mario',
        last_name: 'Rossi',
        company_name: 'Rossi S.r.l.',
        state: 'Milano',
        country: 'MI',
        tax_id_code: '01234567890',
        pec: null,
      },
      special_request: 'Arrivo alle 9',
      service_booking: [{ service_name: 'Proiettore', amount: 15 }],
      coupon: { coupon_code: 'ESTATE10', amount: 10 },
      amounts: {
        property_amount: 100,
        discount_amount: 0,
        services_amount: 15,
        coupon_amount: 10,
        tax_amount: 22,
        payable_amount: 127,
      },
      payment_method: null,
      hold_expires_at: null,
    });
    expect(detail.history).toEqual([
      { from_status: null, to_status: 'requested', at: expect.any(String), by: 'guest', reason: null },
      {
        from_status: 'requested',
        to_status: 'declined',
        at: expect.any(String),
        by: 'host',
        reason: 'Chiuso per ferie',
      },
    ]);
  });
});

describe('bank transfers awaited', () => {
  it('mails the host when a guest chooses a transfer and when the operator receives it', async () => {
    const { host, property, token } = await hostWithProperty();
    const guest = await createUser(t.db, { emailVerifiedAt: new Date() });
    const booking = await createBooking(t.db, { propertyId: property.id, userId: guest.id });
    const guestToken = await tokenOf(guest.id);
    expect(
      (await call('POST', 'payment/bank-transfer', guestToken, { booking_id: booking.id })).statusCode,
    ).toBe(200);
    const awaited = (await call('GET', 'host/bookings?status=awaiting_transfer', token)).json().data.bookings;
    expect(awaited).toMatchObject([{ _id: booking.id, payment_method: 'wireTransfer' }]);
    expect(new Date(awaited[0].hold_expires_at).getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    const dashboard = (await call('GET', 'host/dashboard', token)).json().data;
    expect(dashboard.transfers.map((b: { _id: number }) => b._id)).toEqual([booking.id]);

    const hostMails = async () =>
      (await t.outbox()).filter(
        (mail) => mail.includes(`To: ${host.email}`) && mail.includes(booking.bookingNo),
      );
    expect((await hostMails()).map((mail) => mail.includes('in attesa di bonifico'))).toEqual([true]);

    const admin = await tokenOf((await createUser(t.db, { role: 'admin' })).id);
    expect((await call('POST', `payment/bank-transfer/${booking.id}/received`, admin, {})).statusCode).toBe(
      200,
    );
    const paidMail = (await hostMails()).find((mail) => mail.includes('Nuova prenotazione pagata'));
    expect(paidMail).toContain('il bonifico è arrivato sul conto di Scrivania');
    expect(paidMail).toContain(`/host/bookings/${booking.id}`);
    const detail = (await call('GET', `host/bookings/${booking.id}`, token)).json().data;
    expect(
      detail.history.map((change: { to_status: string; by: string }) => [change.to_status, change.by]),
    ).toEqual([
      ['pending', 'guest'],
      ['awaiting_transfer', 'guest'],
      // The operator who recorded the money is named, as in the audit log.
      ['booked', 'operator'],
    ]);
  });
});

describe('earnings', () => {
  it('sums paid bookings per month of payment in Rome: net of VAT, VAT and gross, in euro and CSV', async () => {
    const { property, token } = await hostWithProperty();
    const paid = async (at: string, grossCents: number, vatCents: number) => {
      const booking = await createBooking(t.db, {
        propertyId: property.id,
        // Several bookings of the same days: what matters here is when each was paid.
        exclusive: false,
        status: 'booked',
        holdExpiresAt: null,
        payableAmountCents: grossCents,
        totalTaxCents: vatCents,
      });
      await paidAt(booking.id, at);
    };
    await paid('2025-03-10T10:00:00Z', 12_200, 2200);
    // 00:30 on 1 April in Rome: April's, although still March in UTC.
    await paid('2025-03-31T22:30:00Z', 24_400, 4400);
    await paid('2025-04-15T10:00:00Z', 6100, 1100);
    await paid('2024-12-31T10:00:00Z', 100_000, 18_033);
    const unpaid = await createBooking(t.db, { propertyId: property.id, status: 'cancelled' });
    await paidAt(unpaid.id, '2025-03-10T10:00:00Z');
    await paid('2025-03-12T10:00:00Z', 9900, 0);
    const other = await hostWithProperty();
    const foreign = await createBooking(t.db, { propertyId: other.property.id, status: 'booked' });
    await paidAt(foreign.id, '2025-03-10T10:00:00Z');

    const data = (await call('GET', 'host/earnings?year=2025', token)).json().data;
    expect(data.year).toBe(2025);
    expect(data.months).toHaveLength(12);
    expect(data.months[2]).toEqual({
      month: 3,
      bookings: 2,
      net_amount: 199,
      vat_amount: 22,
      gross_amount: 221,
    });
    expect(data.months[3]).toEqual({
      month: 4,
      bookings: 2,
      net_amount: 250,
      vat_amount: 55,
      gross_amount: 305,
    });
    expect(data.months[0]).toEqual({ month: 1, bookings: 0, net_amount: 0, vat_amount: 0, gross_amount: 0 });
    expect(data.total).toEqual({ bookings: 4, net_amount: 449, vat_amount: 77, gross_amount: 526 });

    const csv = await call('GET', 'host/earnings?year=2025&format=csv', token);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="guadagni-2025.csv"');
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Mese;Prenotazioni pagate;Imponibile (€);IVA (€);Totale (€)');
    expect(lines[3]).toBe('Marzo;2;199,00;22,00;221,00');
    expect(lines[13]).toBe('Totale;4;449,00;77,00;526,00');

    for (const query of ['year=1999', 'year=abc', 'format=pdf']) {
      expect((await call('GET', `host/earnings?${query}`, token)).statusCode, query).toBe(400);
    }
  });
});

describe('dashboard', () => {
  it("shows today's and upcoming bookings, waiting requests, awaited transfers and the month's paid amount", async () => {
    const { property, token } = await hostWithProperty();
    const another = (await hostWithProperty()).property;
    const today = await createBooking(t.db, { propertyId: property.id, status: 'booked', from: -1, to: 1 });
    const soon = await createBooking(t.db, { propertyId: property.id, status: 'pending', from: 3, to: 4 });
    const request = await createBooking(t.db, {
      propertyId: property.id,
      status: 'requested',
      holdExpiresAt: new Date(Date.now() + 3_600_000),
      from: 8,
      to: 9,
    });
    await createBooking(t.db, { propertyId: property.id, status: 'cancelled', from: 0, to: 0 });
    await createBooking(t.db, { propertyId: another.id, status: 'booked', from: 0, to: 0 });
    const data = (await call('GET', 'host/dashboard', token)).json().data;
    const ids = (list: { _id: number }[]) => list.map((b) => b._id);
    expect(ids(data.today)).toEqual([today.id]);
    expect(ids(data.upcoming)).toEqual([soon.id]);
    expect(ids(data.requests)).toEqual([request.id]);
    expect(data.transfers).toEqual([]);
    expect(data).toMatchObject({ month_paid_amount: 122, month_paid_bookings: 1 });
  });
});
