import { messages } from '@scrivania/core/messages.it';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { createBooking, createProperty, unique } from '../../test/factories.ts';

const m = messages.booking.admin.bookings;

const { t, admin } = consoleTestApp();

const list = (query: string) =>
  t().app.inject({ method: 'GET', url: `/backend/api/admin/bookings${query}`, headers: admin().headers });
const numbers = async (query: string) => {
  const answer = await list(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.items.map((item: { booking_no: string }) => item.booking_no) as string[];
};

describe('GET /admin/bookings', () => {
  it('finds a booking by its number (exact or beginning), the guest’s e-mail (beginning) or the listing’s name', async () => {
    const tag = unique('x').replaceAll('-', '').toUpperCase();
    const property = await createProperty(t().db, { name: `Loft Navigli ${tag}` });
    const byNumber = await createBooking(t().db, { bookingNo: `SCR-${tag}-000001` });
    const byEmail = await createBooking(t().db, { email: `anna.${tag.toLowerCase()}@example.test` });
    const byListing = await createBooking(t().db, { propertyId: property.id });

    expect(await numbers(`?q=SCR-${tag}-000001`)).toEqual([byNumber.bookingNo]);
    expect(await numbers(`?q=scr-${tag.toLowerCase()}`)).toEqual([byNumber.bookingNo]);
    expect(await numbers(`?q=ANNA.${tag}`)).toEqual([byEmail.bookingNo]);
    expect(await numbers(`?q=${tag}%40example.test`)).toEqual([]);
    expect(await numbers(`?q=${encodeURIComponent(`navigli ${tag.toLowerCase()}`)}`)).toEqual([
      byListing.bookingNo,
    ]);
    expect(await numbers(`?q=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);
  });

  it('filters by status, listing and stay dates, newest first, and pages with has_more', async () => {
    const property = await createProperty(t().db);
    const first = await createBooking(t().db, {
      propertyId: property.id,
      status: 'cancelled',
      from: 20,
      to: 21,
    });
    const second = await createBooking(t().db, {
      propertyId: property.id,
      status: 'booked',
      from: 30,
      to: 31,
    });
    const third = await createBooking(t().db, {
      propertyId: property.id,
      status: 'booked',
      from: 40,
      to: 41,
    });

    expect(await numbers(`?property_id=${property.id}`)).toEqual([
      third.bookingNo,
      second.bookingNo,
      first.bookingNo,
    ]);
    expect(await numbers(`?property_id=${property.id}&status=booked`)).toEqual([
      third.bookingNo,
      second.bookingNo,
    ]);
    expect(
      await numbers(`?property_id=${property.id}&from=${second.startDate}&to=${second.endDate}`),
    ).toEqual([second.bookingNo]);
    expect(await numbers(`?property_id=${property.id}&from=${third.startDate}`)).toEqual([third.bookingNo]);

    const firstPage = (await list('?page=1')).json().data;
    expect(firstPage).toMatchObject({ page: 1, per_page: 50 });
    expect(typeof firstPage.has_more).toBe('boolean');
  });

  it.each([
    ['?status=nessuno', m.statusInvalid],
    ['?from=2026-02-30', m.dateInvalid],
    ['?from=2026-05-10&to=2026-05-01', m.rangeInvalid],
    [`?q=${'a'.repeat(101)}`, m.queryInvalid],
    ['?page=0', messages.audit.pageInvalid],
  ])('refuses %s with an Italian message', async (query, message) => {
    const answer = await list(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });
});

describe('GET /admin/bookings/{id}', () => {
  it('shows the payments, the status history with the operator named, the guest and the host', async () => {
    const booking = await createBooking(t().db, {
      status: 'awaiting_transfer',
      paymentMethod: 'wireTransfer',
      holdExpiresAt: new Date(Date.now() + 3 * 86_400_000),
    });
    const received = await t().app.inject({
      method: 'POST',
      url: `/backend/api/payment/bank-transfer/${booking.id}/received`,
      headers: admin().headers,
      payload: {},
    });
    expect(received.statusCode, received.body).toBe(200);

    const answer = await t().app.inject({
      method: 'GET',
      url: `/backend/api/admin/bookings/${booking.id}`,
      headers: admin().headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ _id: booking.id, booking_no: booking.bookingNo, status: 'booked' });
    expect(data.payments).toEqual([
      expect.objectContaining({ provider: 'bank_transfer', status: 'succeeded', amount: 122 }),
    ]);
    expect(data.payments[0].provider_ref).toContain(booking.bookingNo);
    expect(data.history.at(0)).toMatchObject({ from_status: null, to_status: 'awaiting_transfer' });
    expect(data.history.at(-1)).toMatchObject({
      from_status: 'awaiting_transfer',
      to_status: 'booked',
      actor: { _id: admin().id, name: admin().name },
    });
    expect(data.guest._id).toBe(booking.userId);
    expect(data.host._id).toEqual(expect.any(Number));
  });

  it('answers 404 for a booking that does not exist', async () => {
    const answer = await t().app.inject({
      method: 'GET',
      url: '/backend/api/admin/bookings/99999999',
      headers: admin().headers,
    });
    expect(answer.statusCode).toBe(404);
  });
});
