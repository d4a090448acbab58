import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mapEmbedForSpot } from '@scrivania/core/catalog/map-embeds';
import { messages } from '@scrivania/core/messages.it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCity, createProperty } from '../../test/factories.ts';
import { createSignedInHost } from '../../test/host-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const m = messages.catalog.places;
let t: TestApp;
let host: Awaited<ReturnType<typeof createSignedInHost>>;
let milanoId: number;
let borgoId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { placeSearchLimit: { max: 30, windowMs: 60_000 } } });
  host = await createSignedInHost(t);
  milanoId = (await createCity(t.db, { name: 'Milano' })).id;
  borgoId = (await createCity(t.db, { name: 'Borgo Sereno' })).id;
  const other = await createSignedInHost(t);
  const spot = { latitude: 43.21, longitude: 11.42 };
  await createProperty(t.db, {
    hostId: other.id,
    cityId: borgoId,
    address: 'Via Pubblica 5, 53100 Borgo Sereno',
    ...spot,
  });
  await createProperty(t.db, {
    hostId: other.id,
    cityId: borgoId,
    address: 'Via Nascosta 3',
    status: 'draft',
    ...spot,
  });
  await createProperty(t.db, {
    hostId: host.id,
    cityId: borgoId,
    address: 'Via Mia 8',
    status: 'draft',
    latitude: 43.23,
    longitude: 11.44,
  });
});
afterAll(() => t.close());

const search = (q: string, headers = host.headers) =>
  t.app.inject({ method: 'GET', url: `/backend/api/host/places?q=${encodeURIComponent(q)}`, headers });

describe('GET host/places in the sandbox', () => {
  it('finds a catalogue city, its id, CAP and centre, and says it is the sandbox', async () => {
    const response = await search('Milano');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.sandbox).toBe(true);
    expect(answer.data[0]).toEqual({
      label: 'Milano (MI)',
      address: '20121 Milano',
      city_id: milanoId,
      city_name: 'Milano',
      zip: '20121',
      latitude: 45.4642,
      longitude: 9.19,
    });
  });

  it('gives a street at the number typed as the address the listing stores', async () => {
    const [first] = (await search('via dante 12 milano')).json().data;
    expect(first).toMatchObject({ address: 'Via Dante 12, 20121 Milano', city_id: milanoId, zip: '20121' });
  });

  it('finds published listings’ and the host’s own addresses, never another host’s draft', async () => {
    const labels = async (q: string) =>
      (await search(q)).json().data.map((place: { label: string }) => place.label);
    expect(await labels('via pubblica')).toEqual(['Via Pubblica 5, 53100 Borgo Sereno']);
    expect(await labels('via nascosta')).toEqual([]);
    expect(await labels('via mia')).toEqual(['Via Mia 8, Borgo Sereno']);
    const [borgo] = (await search('borgo sereno')).json().data;
    // A city the bundled list lacks sits at the centre of the listings this host may see: the
    // published one and the host's own draft, not the other host's draft.
    expect(borgo).toMatchObject({ label: 'Borgo Sereno', city_id: borgoId });
    expect(borgo.latitude).toBeCloseTo((43.21 + 43.23) / 2, 6);
  });

  it('refuses a search too short or too long in Italian, naming the field', async () => {
    const short = await search(' a ');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ q: m.queryTooShort });
    const long = await search('x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ q: m.queryInvalid });
  });
});

describe('GET host/places with a geocoding service', () => {
  let server: Server;
  let live: TestApp;
  let status = 200;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const q = new URL(request.url ?? '', 'http://x').searchParams.get('q');
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify([
          {
            lat: '45.4668',
            lon: '9.1905',
            display_name: `${q}: Via Dante, 12, Milano, Lombardia, 20121, Italia`,
            address: { road: 'Via Dante', house_number: '12', city: 'Milano', postcode: '20121' },
          },
          {
            lat: '44.4056',
            lon: '8.9463',
            display_name: 'Genova, Liguria, Italia',
            address: { city: 'Genova', postcode: '16121' },
          },
        ]),
      );
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    live = await createTestApp({ env: { GEOCODER_URL: url } });
    await createCity(live.db, { name: 'Milano' });
  });
  afterAll(async () => {
    await live.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers the service’s places with the catalogue’s city where one matches', async () => {
    const me = await createSignedInHost(live);
    const response = await live.app.inject({
      method: 'GET',
      url: '/backend/api/host/places?q=via%20dante%2012',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.sandbox).toBe(false);
    expect(answer.data).toEqual([
      {
        label: 'via dante 12: Via Dante, 12, Milano, Lombardia, 20121, Italia',
        address: 'Via Dante 12, 20121 Milano',
        city_id: expect.any(Number),
        city_name: 'Milano',
        zip: '20121',
        latitude: 45.4668,
        longitude: 9.1905,
      },
      {
        label: 'Genova, Liguria, Italia',
        address: '16121 Genova',
        city_id: null,
        city_name: 'Genova',
        zip: '16121',
        latitude: 44.4056,
        longitude: 8.9463,
      },
    ]);
  });

  it('says in Italian that the search is unavailable when the service fails', async () => {
    status = 500;
    const me = await createSignedInHost(live);
    const response = await live.app.inject({
      method: 'GET',
      url: '/backend/api/host/places?q=roma',
      headers: me.headers,
    });
    status = 200;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: m.unavailable });
  });
});

describe('address searches per host', () => {
  it('are limited per minute, with when to try again', async () => {
    const limited = await createTestApp({ config: { placeSearchLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const me = await createSignedInHost(limited);
      const ask = () =>
        limited.app.inject({ method: 'GET', url: '/backend/api/host/places?q=roma', headers: me.headers });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(m.tooManySearches);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('a listing placed with the pin', () => {
  it('gets the map of its spot as its map link, keeps a map the host chose while the spot stays, and loses it when the spot is cleared', async () => {
    const categoryId = (await createCategory(t.db)).id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/backend/api/host/properties',
      headers: host.headers,
      payload: { property_name: 'Studio sul Naviglio', category_id: categoryId, city_id: milanoId },
    });
    const id = created.json().data._id;
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/backend/api/host/properties/${id}`,
        headers: host.headers,
        payload,
      });
    const placed = await patch({
      address: 'Via Dante 12, 20121 Milano',
      latitude: 45.46681,
      longitude: 9.18512,
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data).toMatchObject({
      latitude: 45.46681,
      longitude: 9.18512,
      map_link: mapEmbedForSpot(45.46681, 9.18512),
    });
    const outOfRange = await patch({ latitude: 91, longitude: 9 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors).toEqual({ latitude: messages.hostCatalog.host.latitudeInvalid });
    const pasted = await patch({ map_link: 'https://www.google.com/maps/embed?pb=!1m18' });
    expect(pasted.json().data.map_link).toContain('https://www.google.com/maps/embed?pb=!1m18');
    // Saved again with the same spot, the step leaves the map the host chose.
    const again = await patch({
      address: 'Via Dante 14, 20121 Milano',
      latitude: 45.46681,
      longitude: 9.18512,
    });
    expect(again.json().data.map_link).toBe(pasted.json().data.map_link);
    const cleared = await patch({ latitude: null, longitude: null });
    expect(cleared.json().data).toMatchObject({ latitude: null, longitude: null, map_link: null });
  });
});
