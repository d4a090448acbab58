import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocoderUnavailableError } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

/** A local server speaking Nominatim's search API: answers by the query text, records what it was asked. */
let server: Server;
let base: string;
const asked: IncomingMessage[] = [];
let answer: { status: number; body: string } = { status: 200, body: '[]' };

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const result = {
  place_id: 1,
  lat: '45.4668',
  lon: '9.1905',
  display_name: 'Via Dante, 12, Municipio 1, Milano, Lombardia, 20121, Italia',
  address: { road: 'Via Dante', house_number: '12', city: 'Milano', postcode: '20121', country_code: 'it' },
};

describe('the Nominatim geocoder', () => {
  it('asks /search for Italian places with their address parts, naming the product, and reads the answer', async () => {
    answer = {
      status: 200,
      body: JSON.stringify([
        result,
        {
          lat: '43.3188',
          lon: '11.3308',
          display_name: 'Piazza del Campo, Siena',
          address: { square: 'Piazza del Campo', town: 'Siena' },
        },
        { lat: 'not a number', lon: '1', display_name: 'Rotto' },
      ]),
    };
    const found = await createNominatimGeocoder(base, 'Scrivania (https://scrivania.test)').search(
      'via dante 12 milano',
      5,
    );
    const request = asked.at(-1);
    const url = new URL(request?.url ?? '', base);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'via dante 12 milano',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'it',
      'accept-language': 'it',
      limit: '5',
    });
    expect(request?.headers['user-agent']).toBe('Scrivania (https://scrivania.test)');
    expect(found).toEqual([
      {
        label: result.display_name,
        street: 'Via Dante 12',
        zip: '20121',
        town: 'Milano',
        latitude: 45.4668,
        longitude: 9.1905,
      },
      {
        label: 'Piazza del Campo, Siena',
        street: 'Piazza del Campo',
        zip: null,
        town: 'Siena',
        latitude: 43.3188,
        longitude: 11.3308,
      },
    ]);
  });

  it('says the service is unavailable when it fails, answers something else, or is not there', async () => {
    answer = { status: 503, body: '{"error":"busy"}' };
    await expect(createNominatimGeocoder(base, 'x').search('roma', 5)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    answer = { status: 200, body: '{"error":"Nothing"}' };
    await expect(createNominatimGeocoder(base, 'x').search('roma', 5)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    await expect(createNominatimGeocoder('http://127.0.0.1:1', 'x').search('roma', 5)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
  });
});
