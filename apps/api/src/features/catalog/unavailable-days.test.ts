import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableProperty } from '../../test/booking-fixtures.ts';
import { createBooking, createProperty, daysFromToday } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const days = (propertyId: number, from: string, to: string) =>
  t.app.inject({
    method: 'GET',
    url: `/backend/api/property/${propertyId}/unavailable-days?from=${from}&to=${to}`,
  });

describe("the guest's calendar: a property's unavailable days", () => {
  it('names the days a booking holds, past its window, and leaves free days out', async () => {
    const { id } = await createBookableProperty(t.db, { occupancy: 'exclusive' });
    await createBooking(t.db, { propertyId: id, from: 3, to: 4, status: 'booked', holdExpiresAt: null });
    // A lapsed hold frees its days.
    await createBooking(t.db, {
      propertyId: id,
      from: 6,
      to: 6,
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const response = await days(id, daysFromToday(2), daysFromToday(7));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { days: [daysFromToday(3), daysFromToday(4)] } });
    // Bookable for 60 days: the days after its window are unavailable too.
    const after = (await days(id, daysFromToday(59), daysFromToday(62))).json().data.days;
    expect(after).toEqual([daysFromToday(61), daysFromToday(62)]);
  });

  it('refuses a range backwards or longer than a year, in Italian, and a property not published', async () => {
    const { id } = await createBookableProperty(t.db);
    const backwards = await days(id, daysFromToday(5), daysFromToday(4));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/date/i);
    expect((await days(id, daysFromToday(0), daysFromToday(366))).statusCode).toBe(400);
    expect((await days(id, daysFromToday(0), daysFromToday(365))).statusCode).toBe(200);
    expect((await days(id, 'domani', daysFromToday(3))).statusCode).toBe(400);
    const draft = await createProperty(t.db, { status: 'draft' });
    const hidden = await days(draft.id, daysFromToday(1), daysFromToday(3));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().data).toBeUndefined();
  });
});
