import { messages } from '@scrivania/core/messages.it';
import { bookings, externalCalendarEvents } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableProperty } from '../../test/booking-fixtures.ts';
import { createBooking, daysFromToday } from '../../test/factories.ts';
import { icsOf, startFeedServer } from '../../test/feed-server.ts';
import { createSignedInHost } from '../../test/host-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { syncAllCalendarsTask } from './calendar-import-job.ts';

const m = messages.hostCatalog.calendars;

let t: TestApp;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let host: Awaited<ReturnType<typeof createSignedInHost>>;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({
    config: {
      calendarImport: {
        allowedHosts: ['localhost'],
        // Short enough for the slow feed below, long enough for the others on a busy machine.
        timeoutMs: 2_000,
        maxBytes: 2 * 1024 * 1024,
        maxRedirects: 3,
        everyMinutes: 0,
      },
    },
  });
  host = await createSignedInHost(t);
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

async function listing() {
  return (await createBookableProperty(t.db, { hostId: host.id })).id;
}

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/backend/api/host/properties/${path}`,
    headers: host.headers,
    ...(payload ? { payload } : {}),
  });

const add = (propertyId: number, url: string, name = 'Altro sito') =>
  call('POST', `${propertyId}/calendars`, { url, name });

const stored = (calendarId: number) =>
  t.db
    .select({
      uid: externalCalendarEvents.uid,
      start: externalCalendarEvents.startDate,
      end: externalCalendarEvents.endDate,
    })
    .from(externalCalendarEvents)
    .where(eq(externalCalendarEvents.calendarId, calendarId))
    .orderBy(externalCalendarEvents.uid);

describe('an imported calendar', () => {
  it('is read when added: its events close their days, and the host sees it with its count', async () => {
    feeds.serve('/aggiunto.ics', {
      body: icsOf([
        { uid: 'a@altro', from: 10, to: 11 },
        { uid: 'b@altro', from: 20, to: 20, hours: [9, 12] },
      ]),
    });
    const id = await listing();
    const response = await add(id, feeds.url('/aggiunto.ics'));
    expect(response.statusCode, response.body).toBe(200);
    const { calendars, imported_days: days } = response.json().data;
    expect(calendars).toMatchObject([{ name: 'Altro sito', events: 2, last_error: null }]);
    expect(calendars[0].last_synced_at).not.toBeNull();
    expect(days).toEqual([daysFromToday(10), daysFromToday(11), daysFromToday(20)]);
  });

  it('follows the feed: changed events move, vanished ones free their days, new ones close theirs, never twice', async () => {
    feeds.serve('/cambia.ics', {
      body: icsOf([
        { uid: 'resta@altro', from: 5, to: 5 },
        { uid: 'sposta@altro', from: 10, to: 11 },
        { uid: 'sparisce@altro', from: 15, to: 16 },
      ]),
    });
    const id = await listing();
    const calendarId = (await add(id, feeds.url('/cambia.ics'))).json().data.calendars[0]._id as number;
    feeds.serve('/cambia.ics', {
      body: icsOf([
        { uid: 'resta@altro', from: 5, to: 5 },
        { uid: 'sposta@altro', from: 12, to: 13 },
        { uid: 'nuovo@altro', from: 30, to: 30 },
      ]),
    });
    for (let i = 0; i < 2; i += 1) {
      const synced = await call('POST', `${id}/calendars/${calendarId}/sync`);
      expect(synced.json().message).toBe(m.synced);
    }
    expect(await stored(calendarId)).toEqual([
      { uid: 'nuovo@altro', start: daysFromToday(30), end: daysFromToday(30) },
      { uid: 'resta@altro', start: daysFromToday(5), end: daysFromToday(5) },
      { uid: 'sposta@altro', start: daysFromToday(12), end: daysFromToday(13) },
    ]);
  });

  it('expands a recurring event into its occurrences', async () => {
    feeds.serve('/ogni-settimana.ics', {
      body: icsOf([{ uid: 'riunione@altro', from: 3, to: 3, rrule: 'FREQ=WEEKLY;COUNT=4' }]),
    });
    const id = await listing();
    const data = (await add(id, feeds.url('/ogni-settimana.ics'))).json().data;
    expect(data.imported_days).toEqual([3, 10, 17, 24].map(daysFromToday));
    expect(data.calendars[0].events).toBe(4);
  });

  it('keeps its last good days when a fetch fails, and shows why', async () => {
    feeds.serve('/rotto.ics', { body: icsOf([{ uid: 'x@altro', from: 8, to: 9 }]) });
    const id = await listing();
    const calendarId = (await add(id, feeds.url('/rotto.ics'))).json().data.calendars[0]._id as number;
    for (const [answer, why] of [
      [{ body: 'errore', status: 500 }, m.httpStatus(500)],
      [{ body: '<html>non un calendario</html>' }, m.notCalendar],
      // Cut short: without its end the feed may have lost events, so it frees nothing.
      [{ body: icsOf([]).replace('END:VCALENDAR\r\n', '') }, m.notCalendar],
    ] as const) {
      feeds.serve('/rotto.ics', answer);
      const response = await call('POST', `${id}/calendars/${calendarId}/sync`);
      expect(response.json().message).toBe(m.syncFailed(why));
      expect(response.json().data.calendars[0]).toMatchObject({ last_error: why, events: 1 });
      expect(response.json().data.imported_days).toEqual([daysFromToday(8), daysFromToday(9)]);
    }
    feeds.serve('/rotto.ics', { body: icsOf([]) });
    const healed = await call('POST', `${id}/calendars/${calendarId}/sync`);
    expect(healed.json().data.calendars[0]).toMatchObject({ last_error: null, events: 0 });
    expect(healed.json().data.imported_days).toEqual([]);
  });

  it('is refused on a private address, also after a redirect, unless its host is allowed by name', async () => {
    feeds.serve('/privato.ics', { body: icsOf([]) });
    feeds.serve('/rimanda.ics', { redirect: feeds.loopbackUrl('/privato.ics') });
    const id = await listing();
    for (const url of [
      feeds.loopbackUrl('/privato.ics'),
      `http://[::1]:${feeds.port}/privato.ics`,
      feeds.url('/rimanda.ics'),
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const response = await add(id, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual({ url: m.privateAddress });
    }
    expect((await call('GET', `${id}/calendars`)).json().data.calendars).toEqual([]);
  });

  it('is refused when too large, too slow or unreachable, or not http', async () => {
    feeds.serve('/enorme.ics', {
      body: `BEGIN:VCALENDAR\r\n${'X-RIEMPI:0123456789\r\n'.repeat(110_000)}END:VCALENDAR\r\n`,
    });
    feeds.serve('/lento.ics', { body: icsOf([]), delayMs: 6_000 });
    const id = await listing();
    const refusal = async (url: string) => {
      const response = await add(id, url);
      expect(response.statusCode, url).toBe(400);
      return response.json().errors.url;
    };
    expect(await refusal(feeds.url('/enorme.ics'))).toBe(m.tooLarge);
    expect(await refusal(feeds.url('/lento.ics'))).toBe(m.timeout);
    expect(await refusal('http://localhost:1/chiuso.ics')).toBe(m.unreachable);
    expect(await refusal('ftp://calendari.example/feed.ics')).toBe(m.urlInvalid);
    expect(await refusal('non un indirizzo')).toBe(m.urlInvalid);
  });

  it('takes five feeds per listing, not a sixth', async () => {
    feeds.serve('/vuoto.ics', { body: icsOf([]) });
    const id = await listing();
    for (let i = 1; i <= 5; i += 1)
      expect((await add(id, feeds.url('/vuoto.ics'), `Sito ${i}`)).statusCode).toBe(200);
    const sixth = await add(id, feeds.url('/vuoto.ics'), 'Sito 6');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors).toEqual({ url: m.tooMany });
  });

  it('never cancels a booking on its days: the conflict is shown to the host', async () => {
    const id = await listing();
    const booking = await createBooking(t.db, {
      propertyId: id,
      from: 6,
      to: 7,
      status: 'booked',
      holdExpiresAt: null,
    });
    feeds.serve('/conflitto.ics', { body: icsOf([{ uid: 'c@altro', from: 7, to: 8 }]) });
    const data = (await add(id, feeds.url('/conflitto.ics'), 'Agenda')).json().data;
    expect(data.conflicts).toEqual([
      {
        booking_id: booking.id,
        booking_no: booking.bookingNo,
        start_date: daysFromToday(6),
        end_date: daysFromToday(7),
        calendar_name: 'Agenda',
      },
    ]);
    const [after] = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(after?.status).toBe('booked');
  });

  it('is fetched again by the periodic job, and removing it frees its days', async () => {
    feeds.serve('/periodico.ics', { body: icsOf([{ uid: 'p@altro', from: 4, to: 4 }]) });
    const id = await listing();
    const calendarId = (await add(id, feeds.url('/periodico.ics'))).json().data.calendars[0]._id as number;
    feeds.serve('/periodico.ics', { body: icsOf([{ uid: 'p@altro', from: 6, to: 6 }]) });
    await t.app.jobs.runNow(syncAllCalendarsTask);
    await t.app.jobs.drain();
    expect(await stored(calendarId)).toEqual([
      { uid: 'p@altro', start: daysFromToday(6), end: daysFromToday(6) },
    ]);
    const removed = await call('DELETE', `${id}/calendars/${calendarId}`);
    expect(removed.json().data).toMatchObject({ calendars: [], imported_days: [] });
    expect(await stored(calendarId)).toEqual([]);
  });
});
