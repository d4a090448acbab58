import { messages } from '@scrivania/core/messages.it';
import { availabilityClosedDays, properties } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableProperty } from '../../test/booking-fixtures.ts';
import { createBooking, daysFromToday } from '../../test/factories.ts';
import { createSignedInHost } from '../../test/host-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const m = messages.hostCatalog.calendars;

let t: TestApp;
let host: Awaited<ReturnType<typeof createSignedInHost>>;
let propertyId: number;
const guest = { firstName: 'Giulia', lastName: 'Verdi', email: 'giulia.verdi@example.test' };

beforeAll(async () => {
  t = await createTestApp();
  host = await createSignedInHost(t);
  propertyId = (await createBookableProperty(t.db, { hostId: host.id, closedWeekdays: 0b100_0000 })).id;
  await createBooking(t.db, { propertyId, from: 3, to: 4, status: 'booked', holdExpiresAt: null, ...guest });
  // A hold still running holds its dates too; a cancelled booking frees them.
  await createBooking(t.db, { propertyId, from: 8, to: 8, ...guest });
  await createBooking(t.db, { propertyId, from: 12, to: 13, status: 'cancelled', ...guest });
  await t.db.insert(availabilityClosedDays).values({ propertyId, day: daysFromToday(20) });
});
afterAll(() => t.close());

const feedUrl = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backend/api/host/properties/${propertyId}/calendars`,
    headers: host.headers,
  });
  return new URL(response.json().data.feed_url as string);
};
const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}
/** node-ical reads an all-day date as midnight where the process runs. */
const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('a listing’s calendar feed', () => {
  it('holds its booked, held and closed days as opaque all-day events, parsed back by node-ical', async () => {
    const response = await fetchFeed((await feedUrl()).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(response.body);
    const dated = events
      .filter((event) => !event.rrule)
      .map((event) => [event.summary, day(event.start), event.end && day(event.end)])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(dated).toEqual([
      [m.busySummary, daysFromToday(3), daysFromToday(5)],
      [m.busySummary, daysFromToday(8), daysFromToday(9)],
      [m.closedSummary, daysFromToday(20), daysFromToday(21)],
    ]);
    const weekly = events.filter((event) => event.rrule);
    expect(weekly).toHaveLength(1);
    expect(weekly[0]?.summary).toBe(m.closedSummary);
    expect(weekly[0]?.start.getDay()).toBe(0);
    for (const secret of [guest.firstName, guest.lastName, guest.email, 'Mario', '@example'])
      expect(response.body).not.toContain(secret);
  });

  it('keeps its events’ UIDs from one reading to the next', async () => {
    const path = (await feedUrl()).pathname;
    const uids = async () =>
      eventsOf((await fetchFeed(path)).body)
        .map((event) => event.uid)
        .sort();
    const first = await uids();
    expect(new Set(first).size).toBe(first.length);
    expect(await uids()).toEqual(first);
  });

  it('answers 404 to a wrong secret, and to the old address once the host rotates it', async () => {
    const old = (await feedUrl()).pathname;
    expect((await fetchFeed(old.replace(/[^/]{6}\.ics$/, 'abcdef.ics'))).statusCode).toBe(404);
    expect((await fetchFeed(old.replace(/\.ics$/, ''))).statusCode).toBe(404);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/backend/api/host/properties/${propertyId}/calendar-feed/rotate`,
      headers: host.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = new URL(rotated.json().data.feed_url as string).pathname;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, propertyId));
    expect(row?.calendarFeedToken.length).toBeGreaterThanOrEqual(43);
  });
});
