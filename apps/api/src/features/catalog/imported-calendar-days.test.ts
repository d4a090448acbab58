import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableProperty } from '../../test/booking-fixtures.ts';
import { icsOf, startFeedServer } from '../../test/feed-server.ts';
import { createSignedInHost } from '../../test/host-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkAvailability, itKeepsDaysTenAndElevenClosed, searchedNames } from './availability-fixtures.ts';

let t: TestApp;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let propertyId: number;
let calendarPath: string;
let hostHeaders: Record<string, string>;
const name = 'Studio Importato dal Calendario';

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ env: { ICAL_ALLOWED_HOSTS: 'localhost' } });
  const host = await createSignedInHost(t);
  propertyId = (await createBookableProperty(t.db, { name, hostId: host.id })).id;
  feeds.serve('/altro.ics', { body: icsOf([{ uid: 'evento@altro', from: 10, to: 11 }]) });
  const added = await t.app.inject({
    method: 'POST',
    url: `/backend/api/host/properties/${propertyId}/calendars`,
    headers: host.headers,
    payload: { url: feeds.url('/altro.ics'), name: 'Altro sito' },
  });
  expect(added.statusCode, added.body).toBe(200);
  calendarPath = `/backend/api/host/properties/${propertyId}/calendars/${added.json().data.calendars[0]._id}`;
  hostHeaders = host.headers;
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

const check = (start: number, end: number) => checkAvailability(t.app, propertyId, start, end);
const searchNames = (start: number, end: number) => searchedNames(t.app, name, start, end);

describe('days an imported calendar closes, through the one availability rule', () => {
  itKeepsDaysTenAndElevenClosed(() => ({ app: t.app, propertyId, name }));

  it('open again once the event leaves the feed', async () => {
    feeds.serve('/altro.ics', { body: icsOf([]) });
    const synced = await t.app.inject({ method: 'POST', url: `${calendarPath}/sync`, headers: hostHeaders });
    expect(synced.statusCode, synced.body).toBe(200);
    expect((await check(9, 11)).json().data.available).toBe(true);
    expect(await searchNames(9, 11)).toEqual([name]);
  });
});
