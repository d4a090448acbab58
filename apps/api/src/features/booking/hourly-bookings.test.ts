import { catalogMessages } from '@scrivania/core/catalog/messages.it';
import { bookings } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, createBookableProperty, storeAtOnce } from '../../test/booking-fixtures.ts';
import { createService, daysFromToday } from '../../test/factories.ts';
import { createHourlyRoom, everyDay, hourlyPayload } from '../../test/hourly-fixtures.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const h = catalogMessages.hourly;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function book(payload: Record<string, unknown>) {
  const user = await createSignedInUser(t.app);
  return t.app.inject({ method: 'POST', url: '/backend/api/booking/store', headers: user.headers, payload });
}

async function slots(propertyId: number, date: string) {
  const response = await t.app.inject({ url: `/backend/api/property/${propertyId}/slots?date=${date}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { date: string; slots: { start: string; end: string; available: boolean }[] };
}

const free = (answer: Awaited<ReturnType<typeof slots>>) =>
  answer.slots.filter((slot) => slot.available).map((slot) => slot.start);

describe('slots of a day', () => {
  it('list each step of the opening hours, and a booking with its buffer takes them', async () => {
    const room = await createHourlyRoom(t.db, {
      bufferMinutes: 15,
      openingHours: [
        { weekday: 1, open: '09:00', close: '13:00' },
        { weekday: 1, open: '14:00', close: '18:00' },
        ...everyDay().filter((band) => band.weekday !== 1),
      ],
    });
    const date = daysFromToday(10);
    const before = await slots(room.id, date);
    expect(before.date).toBe(date);
    expect(free(before)).toEqual(before.slots.map((slot) => slot.start));
    const weekdayOf = new Date(`${date}T00:00:00Z`).getUTCDay();
    expect(before.slots.length).toBe(weekdayOf === 1 ? 8 : 9);
    expect((await book(hourlyPayload(room.id, date, '10:00', '11:00'))).statusCode).toBe(200);
    const after = await slots(room.id, date);
    // 10:00–11:00 booked and kept free until 11:15: the slot from 11:00 cannot be taken whole, nor the
    // one from 09:00, whose own 15 minutes after it would run into 10:00.
    expect(after.slots.filter((slot) => !slot.available).map((slot) => slot.start)).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ]);
  });

  it('are none available on a closed day, and a daily listing has none', async () => {
    const date = daysFromToday(12);
    const room = await createHourlyRoom(t.db);
    await t.app.inject({ method: 'GET', url: `/backend/api/property/${room.id}/slots?date=${date}` });
    const { availabilityClosedDays } = await import('@scrivania/db/schema');
    await t.db.insert(availabilityClosedDays).values({ propertyId: room.id, day: date });
    expect(free(await slots(room.id, date))).toEqual([]);
    const daily = await createBookableProperty(t.db);
    const response = await t.app.inject({ url: `/backend/api/property/${daily.id}/slots?date=${date}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(h.notHourly);
    const unknown = await t.app.inject({ url: `/backend/api/property/999999/slots?date=${date}` });
    expect(unknown.statusCode).toBe(404);
    const badDate = await t.app.inject({ url: `/backend/api/property/${room.id}/slots?date=2027-02-30` });
    expect(badDate.statusCode).toBe(400);
  });

  it('hide what is past or inside the minimum notice', async () => {
    const room = await createHourlyRoom(t.db, {
      openingHours: everyDay('00:00', '23:00'),
      minNoticeHours: 48,
    });
    const tomorrow = await slots(room.id, daysFromToday(1));
    expect(free(tomorrow)).toEqual([]);
    expect(free(await slots(room.id, daysFromToday(4))).length).toBe(23);
  });
});

describe('the days the clocks change', () => {
  it.each(['2027-03-28', '2027-10-31', '2026-10-25'])(
    'open 09:00–18:00 on %s is 09:00–18:00 local',
    async (date) => {
      const room = await createHourlyRoom(t.db, {
        windows: [{ startDate: '2026-10-01', endDate: '2027-12-31' }],
        maxDaysAhead: 730,
      });
      const day = await slots(room.id, date);
      expect(day.slots.map((slot) => slot.start)).toEqual([
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
        '17:00',
      ]);
      expect(day.slots.at(-1)?.end).toBe('18:00');
      if (date < daysFromToday(0)) return;
      const response = await book(hourlyPayload(room.id, date, '09:00', '18:00'));
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, response.json().booking._id));
      const offset = date === '2027-03-28' ? 2 : 1;
      expect(row?.startsAt?.toISOString()).toBe(`${date}T${String(9 - offset).padStart(2, '0')}:00:00.000Z`);
      expect(row?.endsAt?.toISOString()).toBe(`${date}T${18 - offset}:00:00.000Z`);
      // Nine hours at 30 euro, whatever the length of the day.
      expect(row?.propertyAmountCents).toBe(27_000);
    },
  );
});

describe('hourly bookings', () => {
  it('with no buffer, 10–11 and 11–12 both succeed; a third overlapping is a 409', async () => {
    const room = await createHourlyRoom(t.db);
    const date = daysFromToday(6);
    expect((await book(hourlyPayload(room.id, date, '10:00', '11:00'))).statusCode).toBe(200);
    expect((await book(hourlyPayload(room.id, date, '11:00', '12:00'))).statusCode).toBe(200);
    const overlapping = await book(hourlyPayload(room.id, date, '11:00', '13:00'));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(catalogMessages.unavailable);
  });

  it('with a 15-minute buffer, 11:00 after 10–11 is refused and the next step after the buffer is not', async () => {
    const room = await createHourlyRoom(t.db, { bufferMinutes: 15, slotMinutes: 30 });
    const date = daysFromToday(6);
    expect((await book(hourlyPayload(room.id, date, '10:00', '11:00'))).statusCode).toBe(200);
    expect((await book(hourlyPayload(room.id, date, '11:00', '12:00'))).statusCode).toBe(409);
    expect((await book(hourlyPayload(room.id, date, '11:30', '12:30'))).statusCode).toBe(200);
    // Before a booking too: 08:30–10:00 plus its buffer would run into 10:00.
    expect((await book(hourlyPayload(room.id, date, '09:00', '10:00'))).statusCode).toBe(409);
  });

  it('let exactly one of 10 parallel bookings of one slot through; the others get a 409', async () => {
    const room = await createHourlyRoom(t.db);
    const date = daysFromToday(8);
    const responses = await storeAtOnce(t.app, 10, hourlyPayload(room.id, date, '10:00', '12:00'));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
  });

  it('count seats of a shared room as for days', async () => {
    const room = await createHourlyRoom(t.db, { occupancy: 'shared', seats: 3, noOfGuest: 3 });
    const date = daysFromToday(9);
    expect((await book(hourlyPayload(room.id, date, '10:00', '12:00', 2))).statusCode).toBe(200);
    expect((await book(hourlyPayload(room.id, date, '11:00', '13:00', 1))).statusCode).toBe(200);
    expect((await book(hourlyPayload(room.id, date, '11:00', '12:00', 1))).statusCode).toBe(409);
    expect((await book(hourlyPayload(room.id, date, '12:00', '13:00', 2))).statusCode).toBe(200);
  });

  it('price hours × the hourly price, services once per booking, with the tax', async () => {
    const service = await createService(t.db, { priceCents: 1000 });
    const room = await createHourlyRoom(t.db, { serviceIds: [service.id] });
    const response = await book({
      ...hourlyPayload(room.id, daysFromToday(7), '10:00', '12:00'),
      service_id: String(service.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, response.json().booking._id));
    expect(row?.propertyAmountCents).toBe(6000);
    expect(row?.servicesAmountCents).toBe(1000);
    const taxed = 7000 + (row?.totalTaxCents ?? 0);
    expect(row?.payableAmountCents).toBe(Math.round(taxed / 100) * 100);
  });

  it('answer the time range in the order history and the booking details', async () => {
    const room = await createHourlyRoom(t.db);
    const user = await createSignedInUser(t.app);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/backend/api/booking/store',
      headers: user.headers,
      payload: hourlyPayload(room.id, daysFromToday(11), '14:00', '16:00'),
    });
    const id = stored.json().booking._id;
    const details = await t.app.inject({ url: `/backend/api/booking/details/${id}`, headers: user.headers });
    expect(details.json().data).toMatchObject({ start_time: '14:00', end_time: '16:00' });
    const orders = await t.app.inject({ url: '/backend/api/order/list', headers: user.headers });
    expect(orders.json().data[0]).toMatchObject({ start_time: '14:00', end_time: '16:00' });
    const calendar = await t.app.inject({
      url: `/backend/api/booking/${id}/calendar.ics`,
      headers: user.headers,
    });
    const compactDay = daysFromToday(11).replaceAll('-', '');
    expect(calendar.body).toContain(`DTSTART;TZID=Europe/Rome:${compactDay}T140000`);
    expect(calendar.body).toContain(`DTEND;TZID=Europe/Rome:${compactDay}T160000`);
    const daily = await createBookableProperty(t.db);
    const day = await t.app.inject({
      method: 'POST',
      url: '/backend/api/booking/store',
      headers: user.headers,
      payload: bookingPayload(daily.id),
    });
    const dayDetails = await t.app.inject({
      url: `/backend/api/booking/details/${day.json().booking._id}`,
      headers: user.headers,
    });
    expect(dayDetails.json().data).toMatchObject({ start_time: null, end_time: null });
  });
});

describe('search with a time window', () => {
  it('finds hourly rooms free in it, and judges daily listings by the day', async () => {
    const word = `Vetrata${Date.now()}`;
    const taken = await createHourlyRoom(t.db, { name: `${word} prenotata` });
    await createHourlyRoom(t.db, { name: `${word} libera` });
    await createBookableProperty(t.db, { name: `${word} giornaliera` });
    const date = daysFromToday(15);
    expect((await book(hourlyPayload(taken.id, date, '10:00', '12:00'))).statusCode).toBe(200);
    const found = async (start: string, end: string) => {
      const query = new URLSearchParams({
        search_input: word,
        start_date: date,
        start_time: start,
        end_time: end,
      });
      const response = await t.app.inject({ url: `/backend/api/property/search-from-home?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.propertyByCityId as { property_name: string }[])
        .map((card) => card.property_name.replace(`${word} `, ''))
        .sort();
    };
    expect(await found('11:00', '12:00')).toEqual(['giornaliera', 'libera']);
    expect(await found('14:00', '16:00')).toEqual(['giornaliera', 'libera', 'prenotata']);
    // Outside the opening hours no room can be booked.
    expect(await found('19:00', '20:00')).toEqual(['giornaliera']);
    const noDate = await t.app.inject({
      url: '/backend/api/property/search-from-home?start_time=10:00&end_time=12:00',
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe(h.timeWindowIncomplete);
  });
});

describe('refusals in Italian', () => {
  const date = daysFromToday(6);
  it.each([
    ['no times', { start_time: undefined, end_time: undefined }, h.timesRequired],
    ['two dates', { end_date: daysFromToday(7) }, h.sameDayRequired],
    ['end before start', { start_time: '12:00', end_time: '10:00' }, h.endBeforeStart],
    ['off the step', { start_time: '10:30', end_time: '12:00' }, h.offStep(60)],
    ['too short', { start_time: '10:00', end_time: '11:00' }, h.belowMinHours(2)],
    ['outside opening hours', { start_time: '17:00', end_time: '19:00' }, h.outsideOpeningHours],
    ['not a time', { start_time: '25:00', end_time: '26:00' }, h.timeInvalid],
  ])('%s is a 400', async (_name, overrides, message) => {
    const room = await createHourlyRoom(t.db, { minHours: 2 });
    const payload: Record<string, unknown> = {
      ...hourlyPayload(room.id, date, '10:00', '12:00'),
      ...overrides,
    };
    const stored = await book(payload);
    expect(stored.statusCode).toBe(400);
    expect(stored.json().message).toBe(message);
    const query = new URLSearchParams({ property_id: String(room.id), no_of_guest: '1' });
    for (const key of ['start_date', 'end_date', 'start_time', 'end_time'] as const) {
      const value = payload[key];
      if (typeof value === 'string') query.set(key, value);
    }
    const checked = await t.app.inject({ url: `/backend/api/check-availability?${query}` });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().message).toBe(message);
  });

  it('times for a daily listing are a 400; too far ahead and too soon are unavailable', async () => {
    const daily = await createBookableProperty(t.db);
    const refused = await book({ ...bookingPayload(daily.id), start_time: '10:00', end_time: '12:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(h.timesNotAllowed);
    const room = await createHourlyRoom(t.db, { maxDaysAhead: 30, minNoticeHours: 72 });
    const far = await book(hourlyPayload(room.id, daysFromToday(40), '10:00', '12:00'));
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toBe(h.tooFarAhead(30));
    const soon = await book(hourlyPayload(room.id, daysFromToday(1), '10:00', '12:00'));
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe(h.tooSoon(72));
    const check = await t.app.inject({
      url: `/backend/api/check-availability?property_id=${room.id}&start_date=${daysFromToday(5)}&end_date=${daysFromToday(5)}&no_of_guest=1&start_time=10:00&end_time=12:00`,
    });
    expect(check.json()).toMatchObject({ success: true, data: { available: true } });
  });
});

describe('the exclusion constraint', () => {
  it('refuses overlapping hourly ranges with their buffer at the database itself', async () => {
    const room = await createHourlyRoom(t.db, { bufferMinutes: 15 });
    const date = daysFromToday(20);
    const first = await book(hourlyPayload(room.id, date, '10:00', '11:00'));
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, first.json().booking._id));
    if (!row) throw new Error('no booking');
    const { id: _id, bookingNo: _no, ...copy } = row;
    const shift = (minutes: number) => new Date((row.startsAt?.getTime() ?? 0) + minutes * 60_000);
    const insertAt = (startMinutes: number) =>
      t.db.insert(bookings).values({
        ...copy,
        bookingNo: `T-${Date.now()}-${startMinutes}`,
        startsAt: shift(startMinutes),
        endsAt: shift(startMinutes + 60),
        blockedUntil: shift(startMinutes + 75),
      });
    // 11:00 is inside 10:00–11:00 and its 15 minutes after: refused by the constraint (23P01).
    await expect(insertAt(60)).rejects.toMatchObject({ cause: { code: '23P01' } });
    // 11:15 begins as the buffer ends.
    await expect(insertAt(75)).resolves.toBeDefined();
  });
});
