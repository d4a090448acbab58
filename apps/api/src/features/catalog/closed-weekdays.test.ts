import { isoWeekday } from '@scrivania/core/catalog/weekdays';
import { messages } from '@scrivania/core/messages.it';
import { properties } from '@scrivania/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createProperty, daysFromToday } from '../../test/factories.ts';
import { createSignedInHost } from '../../test/host-fixtures.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkAvailability, searchedNames, storeBooking } from './availability-fixtures.ts';

let t: TestApp;
let host: Awaited<ReturnType<typeof createSignedInHost>>;
let propertyId: number;
const name = 'Studio Chiuso nel Weekend';
/** Days from today to a Monday at least a week away: the week that follows it is the test's week. */
let monday = 7;
const window = { start_date: daysFromToday(0), end_date: daysFromToday(90) };
const weekendsClosed =
  'La struttura non è disponibile per le date selezionate. Lo spazio è chiuso ogni settimana il sabato e la domenica.';

beforeAll(async () => {
  t = await createTestApp();
  host = await createSignedInHost(t);
  while (isoWeekday(daysFromToday(monday)) !== 1) monday += 1;
  propertyId = (
    await createProperty(t.db, {
      name,
      hostId: host.id,
      windows: [{ startDate: window.start_date, endDate: window.end_date }],
    })
  ).id;
});
afterAll(() => t.close());

const setAvailability = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/backend/api/host/properties/${propertyId}/availability`,
    headers: host.headers,
    payload: { windows: [window], closed_days: [], ...payload },
  });

const check = (start: number, end: number) => checkAvailability(t.app, propertyId, start, end);
const searchNames = (start: number, end: number) => searchedNames(t.app, name, start, end);

const storedMask = async () =>
  (
    await t.db
      .select({ mask: properties.closedWeekdays })
      .from(properties)
      .where(eq(properties.id, propertyId))
  )[0]?.mask;

async function catalogueVersion() {
  const [row] = await t.db
    .select({ version: sql<string>`version::text` })
    .from(sql`catalog_version`)
    .where(sql`id = 1`);
  return row?.version;
}

describe('the catalogue version', () => {
  it("moves when a listed space's weekly closing changes, and not for a draft's", async () => {
    const draft = await createProperty(t.db, { hostId: host.id, status: 'draft' });
    const before = await catalogueVersion();
    await t.db.update(properties).set({ closedWeekdays: 1 }).where(eq(properties.id, draft.id));
    expect(await catalogueVersion()).toBe(before);
    await t.db.update(properties).set({ closedWeekdays: 1 }).where(eq(properties.id, propertyId));
    expect(await catalogueVersion()).toBe(String(Number(before) + 1));
    await t.db.update(properties).set({ closedWeekdays: 0 }).where(eq(properties.id, propertyId));
    expect(await catalogueVersion()).toBe(String(Number(before) + 2));
  });
});

describe('weekly closed weekdays, set by the host', () => {
  it('refuses anything but weekday numbers 1 to 7 with an Italian message, and changes nothing', async () => {
    for (const closed of [[0], [8], [6.5], ['sabato'], 'weekend', [1, 2, 3, 4, 5, 6, 7, 1]]) {
      const response = await setAvailability({ closed_weekdays: closed });
      expect(response.statusCode, JSON.stringify(closed)).toBe(400);
      expect(response.json().message).toBe(messages.hostCatalog.host.closedWeekdaysInvalid);
    }
    expect(await storedMask()).toBe(0);
  });

  it('saves Saturday and Sunday, answers them to the host and on the public listing, and keeps them when left out', async () => {
    const saved = await setAvailability({ closed_weekdays: [7, 6, 6] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.closed_weekdays).toEqual([6, 7]);
    expect(await storedMask()).toBe(0b110_0000);
    // A change of periods alone leaves the weekly closing as it is.
    expect((await setAvailability({})).json().data.closed_weekdays).toEqual([6, 7]);
    const page = await t.app.inject({ method: 'GET', url: `/backend/api/property/${propertyId}` });
    expect(page.json().data.closed_weekdays).toEqual([6, 7]);
  });

  it('makes check-availability take Monday to Friday and refuse a range across the weekend, naming it', async () => {
    expect((await check(monday, monday + 4)).json()).toMatchObject({
      success: true,
      data: { available: true },
    });
    const across = (await check(monday + 4, monday + 7)).json();
    expect(across).toEqual({ success: false, message: weekendsClosed, data: { available: false } });
    expect((await check(monday + 6, monday + 6)).json().data.available).toBe(false);
  });

  it('lists the space in a search for working days only', async () => {
    expect(await searchNames(monday, monday + 4)).toEqual([name]);
    expect(await searchNames(monday + 5, monday + 6)).toEqual([]);
    expect(await searchNames(monday + 3, monday + 8)).toEqual([]);
  });

  it('refuses a booking that includes a closed weekday, and takes one on working days', async () => {
    const guest = await createSignedInUser(t.app);
    const store = (start: number, end: number) => storeBooking(t.app, guest.headers, propertyId, start, end);
    const refused = await store(monday + 4, monday + 7);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(weekendsClosed);
    expect((await store(monday + 7, monday + 11)).statusCode).toBe(200);
  });

  it('refuses to close a weekday a live booking falls on, naming the booking, and closes it once the day is free', async () => {
    const wednesday = monday + 2;
    const booking = await createBooking(t.db, { propertyId, from: wednesday, to: wednesday });
    const refused = await setAvailability({ closed_weekdays: [3, 6, 7] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      messages.hostCatalog.host.closedWeekdayBooked(daysFromToday(wednesday), 'mercoledì', booking.bookingNo),
    );
    expect(await storedMask()).toBe(0b110_0000);
    // Reopening every day is always allowed.
    expect((await setAvailability({ closed_weekdays: [] })).json().data.closed_weekdays).toEqual([]);
    expect((await check(monday + 5, monday + 6)).json().data.available).toBe(true);
  });
});
