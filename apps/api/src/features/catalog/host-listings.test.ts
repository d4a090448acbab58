import { messages } from '@scrivania/core/messages.it';
import { bookings, properties, propertyImages } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createCategory,
  createCity,
  createProperty,
  createService,
  daysFromToday,
} from '../../test/factories.ts';
import { createSignedInHost, jpegPhoto, uploadPhoto } from '../../test/host-fixtures.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: Awaited<ReturnType<typeof createSignedInHost>>;
let other: Awaited<ReturnType<typeof createSignedInHost>>;
let categoryId: number;
let sharedCategoryId: number;
let cityId: number;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp();
  host = await createSignedInHost(t);
  other = await createSignedInHost(t);
  categoryId = (await createCategory(t.db, { name: 'Sala Riunioni' })).id;
  sharedCategoryId = (await createCategory(t.db, { name: 'Coworking', occupancy: 'shared' })).id;
  cityId = (await createCity(t.db, { name: 'Bologna' })).id;
  serviceId = (await createService(t.db, { name: 'Proiettore' })).id;
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string> = host.headers,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/backend/api/host/${path}`, headers, ...(payload ? { payload } : {}) });

async function createDraft(body: Record<string, unknown> = {}, as = host) {
  const response = await api('POST', 'properties', as.headers, {
    property_name: 'Sala Portici',
    category_id: categoryId,
    city_id: cityId,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as number;
}

/** A draft with everything publishing needs. */
async function createReadyDraft(name: string) {
  const id = await createDraft({ property_name: name, address: 'Via Zamboni 1, Bologna', price: 80 });
  expect((await uploadPhoto(t, host.headers, id, await jpegPhoto())).statusCode).toBe(201);
  const window = { start_date: daysFromToday(0), end_date: daysFromToday(60) };
  expect(
    (await api('PUT', `properties/${id}/availability`, host.headers, { windows: [window], closed_days: [] }))
      .statusCode,
  ).toBe(200);
  return id;
}

describe('access', () => {
  it('answers 401 without a session and 403 to a visitor, on every host route, before any validation', async () => {
    const visitor = await createSignedInUser(t.app);
    const id = await createDraft();
    const routes: Array<[Parameters<typeof api>[0], string]> = [
      ['GET', 'services'],
      ['GET', 'properties'],
      ['POST', 'properties'],
      ['GET', `properties/${id}`],
      ['PATCH', `properties/${id}`],
      ['POST', `properties/${id}/images`],
      ['PATCH', `properties/${id}/images/1`],
      ['DELETE', `properties/${id}/images/1`],
      ['PUT', `properties/${id}/availability`],
      ['POST', `properties/${id}/publish`],
      ['POST', `properties/${id}/archive`],
      ['GET', 'properties/not-an-id'],
    ];
    for (const [method, path] of routes) {
      const anonymous = await api(method, path, {}, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      const refused = await api(
        method,
        path,
        visitor.headers,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json().message).toBe(messages.account.hostOnly);
    }
  });

  it("answers 404 for another host's listing on every route, and changes nothing", async () => {
    const id = await createDraft({ price: 50 }, other);
    const [image] = await t.db
      .insert(propertyImages)
      .values({ propertyId: id, fileName: 'altrui.webp', sortOrder: 1 })
      .returning();
    const routes: Array<[Parameters<typeof api>[0], string, Record<string, unknown>?]> = [
      ['GET', `properties/${id}`],
      ['PATCH', `properties/${id}`, { property_name: 'Rubata' }],
      ['PATCH', `properties/${id}/images/${image?.id}`, { alt: 'x' }],
      ['DELETE', `properties/${id}/images/${image?.id}`],
      ['PUT', `properties/${id}/availability`, { windows: [], closed_days: [] }],
      ['POST', `properties/${id}/publish`],
      ['POST', `properties/${id}/archive`],
    ];
    for (const [method, path, body] of routes) {
      const response = await api(method, path, host.headers, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await uploadPhoto(t, host.headers, id, await jpegPhoto())).statusCode).toBe(404);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ name: 'Sala Portici', status: 'draft' });
    expect((await api('GET', 'properties')).json().data.map((l: { _id: number }) => l._id)).not.toContain(id);
  });
});

describe('creating and editing', () => {
  it('saves a half-filled wizard as a draft and answers its _id', async () => {
    const response = await api('POST', 'properties', host.headers, {
      property_name: 'Bozza Centrale',
      category_id: categoryId,
      city_id: cityId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      data: { _id: expect.any(Number), status: 'draft' },
    });
    const detail = (await api('GET', `properties/${response.json().data._id}`)).json().data;
    expect(detail).toMatchObject({
      property_name: 'Bozza Centrale',
      status: 'draft',
      price: null,
      booking_mode: 'instant',
      cancellation_policy: 'flessibile',
      occupancy: 'exclusive',
      photos: [],
      windows: [],
      closed_days: [],
      bookings: [],
    });
  });

  it('stores every wizard field, sanitising the description and keeping only an allowed map', async () => {
    const id = await createDraft({
      category_id: sharedCategoryId,
      address: 'Via Rizzoli 2, Bologna',
      desc: '<p>Luminosa <strong>e silenziosa</strong><script>alert(1)</script><img src=x onerror="alert(2)" style="color:red"></p>',
      no_of_guest: 12,
      property_size: 90,
      price: 25.5,
      price_type: 'person',
      discount_type: 'percent',
      discount_percent_amount: 10,
      service_ids: [serviceId],
      booking_mode: 'request',
      cancellation_policy: 'rigida',
      latitude: 44.4949,
      longitude: 11.3426,
      map_link:
        '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=11.3%2C44.4&amp;layer=mapnik" onload="alert(3)"></iframe>',
      page_title: 'Coworking a Bologna',
      meta_desc: 'Postazioni a giornata.',
    });
    const detail = (await api('GET', `properties/${id}`)).json().data;
    expect(detail).toMatchObject({
      occupancy: 'shared',
      no_of_guest: 12,
      price: 25.5,
      price_type: 'person',
      discount_type: 'percent',
      discount_percent_amount: 10,
      service_ids: [serviceId],
      booking_mode: 'request',
      cancellation_policy: 'rigida',
      latitude: 44.4949,
      longitude: 11.3426,
      page_title: 'Coworking a Bologna',
    });
    expect(detail.desc).toContain('<strong>e silenziosa</strong>');
    expect(detail.desc).not.toMatch(/script|onerror|style/);
    expect(detail.map_link).toBe(
      '<iframe title="Mappa" width="600" height="400" loading="lazy" src="https://www.openstreetmap.org/export/embed.html?bbox=11.3%2C44.4&amp;layer=mapnik"></iframe>',
    );
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ seats: 12, priceCents: 2550, propertyType: 'Coworking' });

    const patched = await api('PATCH', `properties/${id}`, host.headers, {
      property_name: 'Coworking Rizzoli',
      price: 30,
      discount_type: null,
      discount_percent_amount: null,
      map_link: null,
      cancellation_policy: 'moderata',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      property_name: 'Coworking Rizzoli',
      price: 30,
      discount_type: null,
      map_link: null,
      service_ids: [serviceId],
      cancellation_policy: 'moderata',
    });
  });

  it('refuses each bad field with an Italian message naming it, and saves nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category_id: 999_999 }, 'La categoria scelta non esiste.'],
      [{ city_id: 999_999 }, 'La città scelta non esiste.'],
      [{ price: 0 }, 'Il prezzo deve essere un importo in euro maggiore di zero (al massimo 100.000).'],
      [{ price: -5 }, 'Il prezzo deve essere un importo in euro maggiore di zero (al massimo 100.000).'],
      [{ latitude: 91 }, 'La latitudine deve essere un numero tra -90 e 90.'],
      [{ longitude: 'est' }, 'La longitudine deve essere un numero tra -180 e 180.'],
      [{ service_ids: [999_999] }, 'Uno o più servizi scelti non esistono.'],
      [
        { map_link: '<iframe src="https://evil.example/map"></iframe>' },
        'Il link della mappa deve essere una mappa incorporata di OpenStreetMap o Google Maps.',
      ],
      [
        { discount_type: 'percent' },
        'Indica sia il tipo di sconto sia il suo valore, oppure nessuno dei due.',
      ],
      [
        { discount_type: 'percent', discount_percent_amount: 120 },
        'Indica sia il tipo di sconto sia il suo valore, oppure nessuno dei due.',
      ],
      [{ property_name: '' }, "Il nome dell'annuncio è obbligatorio."],
      [{ booking_mode: 'subito' }, 'La modalità di prenotazione deve essere «immediata» o «su richiesta».'],
      [
        { cancellation_policy: 'gratuita' },
        'La politica di cancellazione deve essere «flessibile», «moderata» o «rigida».',
      ],
    ];
    const id = await createDraft({ price: 40 });
    const before = (await api('GET', `properties/${id}`)).json().data;
    const count = (await api('GET', 'properties')).json().data.length;
    for (const [body, message] of cases) {
      const created = await api('POST', 'properties', host.headers, {
        property_name: 'Sala Errata',
        category_id: categoryId,
        city_id: cityId,
        ...body,
      });
      expect(created.statusCode, JSON.stringify(body)).toBe(400);
      expect(created.json().message).toBe(message);
      const patched = await api('PATCH', `properties/${id}`, host.headers, body);
      expect(patched.statusCode, JSON.stringify(body)).toBe(400);
      expect(patched.json().message).toBe(message);
    }
    expect((await api('GET', `properties/${id}`)).json().data).toEqual(before);
    expect((await api('GET', 'properties')).json().data.length).toBe(count);
  });

  it("lists the host's own listings with photo, price, status and next booking", async () => {
    const id = await createReadyDraft('Sala Elenco');
    await api('POST', `properties/${id}/publish`);
    await createBooking(t.db, { status: 'booked', propertyId: id, from: 20, to: 21 });
    await createBooking(t.db, { status: 'booked', propertyId: id, from: 5, to: 6 });
    const listed = (await api('GET', 'properties')).json().data.find((l: { _id: number }) => l._id === id);
    expect(listed).toMatchObject({
      property_name: 'Sala Elenco',
      status: 'published',
      thumb_image: expect.stringMatching(/\.webp$/),
      price: 80,
      next_booking: { start_date: daysFromToday(5), end_date: daysFromToday(6), status: 'booked' },
    });
  });
});

describe('the services catalogue', () => {
  it('answers every service a listing may offer, with its price in euro, the same to every host', async () => {
    const projector = await createService(t.db, {
      name: 'Videoproiettore',
      desc: 'Full HD',
      priceCents: 1250,
    });
    const response = await api('GET', 'services');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.hostCatalog.host.servicesLoaded);
    const { data } = response.json() as { data: { _id: number }[] };
    expect(data.map((service) => service._id)).toContain(serviceId);
    expect(data.find((service) => service._id === projector.id)).toEqual({
      _id: projector.id,
      service_name: 'Videoproiettore',
      desc: 'Full HD',
      price: 12.5,
    });
    expect((await api('GET', 'services', other.headers)).json().data).toEqual(data);
  });

  it('offers on a listing the services picked from it', async () => {
    const [first] = (await api('GET', 'services')).json().data as { _id: number }[];
    const id = await createDraft({ service_ids: [first?._id ?? 0] });
    expect((await api('GET', `properties/${id}`)).json().data.service_ids).toEqual([first?._id]);
  });
});

describe('photos', () => {
  it('stores photos as WebP, the first as cover; reorders them and keeps alt text', async () => {
    const id = await createDraft();
    for (const colour of ['#111111', '#222222', '#333333']) {
      const response = await uploadPhoto(t, host.headers, id, await jpegPhoto(colour));
      expect(response.statusCode, response.body).toBe(201);
    }
    let detail = (await api('GET', `properties/${id}`)).json().data;
    const [first, second, third] = detail.photos as Array<{ _id: number; property_image: string }>;
    expect(detail.photos.map((p: { position: number }) => p.position)).toEqual([1, 2, 3]);
    expect(detail.thumb_image).toBe(first?.property_image);
    expect(first?.property_image).toMatch(/^property-\d+-[0-9a-f]+\.webp$/);

    const moved = await api('PATCH', `properties/${id}/images/${third?._id}`, host.headers, {
      position: 1,
      alt: 'Ingresso',
    });
    expect(moved.statusCode).toBe(200);
    detail = moved.json().data;
    expect(detail.photos.map((p: { _id: number }) => p._id)).toEqual([third?._id, first?._id, second?._id]);
    expect(detail.photos[0]).toMatchObject({ alt: 'Ingresso', position: 1 });
    expect(detail.thumb_image).toBe(third?.property_image);

    const removed = await api('DELETE', `properties/${id}/images/${third?._id}`);
    expect(removed.json().data.photos.map((p: { _id: number }) => p._id)).toEqual([first?._id, second?._id]);
    expect(removed.json().data.thumb_image).toBe(first?.property_image);
    expect((await api('DELETE', `properties/${id}/images/${third?._id}`)).statusCode).toBe(404);
  });

  it('refuses a PDF renamed .jpg, a 30 MB file and an 11th photo, saying why and keeping the others', async () => {
    const id = await createDraft();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const fake = await uploadPhoto(t, host.headers, id, pdf, 'foto.jpg');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe("Il file non è un'immagine valida (JPEG, PNG, WebP, GIF o AVIF).");
    const huge = await uploadPhoto(t, host.headers, id, Buffer.alloc(30 * 1024 * 1024, 1), 'enorme.jpg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La foto supera la dimensione massima di 5 MB.');
    const photo = await jpegPhoto();
    for (let n = 1; n <= 10; n++)
      expect((await uploadPhoto(t, host.headers, id, photo)).statusCode).toBe(201);
    const eleventh = await uploadPhoto(t, host.headers, id, photo);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(
      'Un annuncio può avere al massimo 10 foto: eliminane una prima di aggiungerne altre.',
    );
    expect((await api('GET', `properties/${id}`)).json().data.photos).toHaveLength(10);
  });

  it('keeps the last photo of a published listing', async () => {
    const id = await createReadyDraft('Sala Una Foto');
    await api('POST', `properties/${id}/publish`);
    const [photo] = (await api('GET', `properties/${id}`)).json().data.photos;
    const refused = await api('DELETE', `properties/${id}/images/${photo._id}`);
    expect(refused.statusCode).toBe(409);
    expect((await api('GET', `properties/${id}`)).json().data.photos).toHaveLength(1);
  });
});

describe('availability', () => {
  const put = (id: number, windows: Array<[number, number]>, closed: number[]) =>
    api('PUT', `properties/${id}/availability`, host.headers, {
      windows: windows.map(([start, end]) => ({
        start_date: daysFromToday(start),
        end_date: daysFromToday(end),
      })),
      closed_days: closed.map((day) => daysFromToday(day)),
    });

  it('replaces the windows and closed days, and shows bookings and live holds for the calendar', async () => {
    const id = await createDraft();
    const saved = await put(
      id,
      [
        [0, 10],
        [20, 30],
      ],
      [5, 21],
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      windows: [
        { start_date: daysFromToday(0), end_date: daysFromToday(10) },
        { start_date: daysFromToday(20), end_date: daysFromToday(30) },
      ],
      closed_days: [daysFromToday(5), daysFromToday(21)],
    });
    const paid = await createBooking(t.db, { status: 'booked', propertyId: id, from: 2, to: 3 });
    await createBooking(t.db, {
      status: 'pending',
      propertyId: id,
      from: 7,
      to: 7,
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const calendar = (await api('GET', `properties/${id}`)).json().data.bookings;
    expect(calendar).toEqual([
      {
        _id: paid.id,
        booking_no: paid.bookingNo,
        status: 'booked',
        start_date: daysFromToday(2),
        end_date: daysFromToday(3),
        start_time: null,
        end_time: null,
        guests: paid.guests,
      },
    ]);
  });

  it('refuses end before start, overlaps, a closed day outside the windows and a booked day, naming each', async () => {
    const id = await createDraft();
    expect((await put(id, [[0, 30]], [])).statusCode).toBe(200);
    const booking = await createBooking(t.db, { status: 'booked', propertyId: id, from: 8, to: 9 });
    const cases: Array<[Array<[number, number]>, number[], number, string]> = [
      [
        [[10, 5]],
        [],
        400,
        `Il periodo dal ${daysFromToday(10)} al ${daysFromToday(5)} finisce prima di cominciare.`,
      ],
      [
        [
          [0, 10],
          [10, 20],
        ],
        [],
        400,
        `I periodi che iniziano il ${daysFromToday(0)} e il ${daysFromToday(10)} si sovrappongono.`,
      ],
      [
        [[0, 10]],
        [15],
        400,
        `Il giorno di chiusura ${daysFromToday(15)} non è dentro nessun periodo di apertura.`,
      ],
      [
        [[0, 30]],
        [4, 9],
        409,
        `Il giorno ${daysFromToday(9)} è occupato dalla prenotazione ${booking.bookingNo}: non può essere chiuso.`,
      ],
    ];
    for (const [windows, closed, status, message] of cases) {
      const response = await put(id, windows, closed);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await api('GET', `properties/${id}`)).json().data).toMatchObject({
      windows: [{ start_date: daysFromToday(0), end_date: daysFromToday(30) }],
      closed_days: [],
    });
    const bad = await api('PUT', `properties/${id}/availability`, host.headers, {
      windows: [{ start_date: '2026-13-01', end_date: 'x' }],
      closed_days: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Le date devono essere nel formato AAAA-MM-GG.');
  });
});

describe('publishing and archiving', () => {
  const search = (name: string) =>
    t.app.inject({
      method: 'GET',
      url: `/backend/api/property/search-from-home?search_input=${encodeURIComponent(name)}`,
    });

  it('refuses to publish an incomplete listing, listing what is missing', async () => {
    const id = await createDraft();
    const refused = await api('POST', `properties/${id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Per pubblicare l'annuncio manca: almeno una foto, il prezzo, l'indirizzo, almeno un periodo di apertura futuro.",
    );
    expect((await api('GET', `properties/${id}`)).json().data.status).toBe('draft');
  });

  it('publishes into search, category, city and property page; archiving takes it out and keeps its bookings', async () => {
    const id = await createReadyDraft('Sala Pubblicabile');
    const property = () => t.app.inject({ method: 'GET', url: `/backend/api/property/${id}` });
    expect((await property()).statusCode).toBe(404);
    const published = await api('POST', `properties/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
    expect((await property()).statusCode).toBe(200);
    expect((await search('Sala Pubblicabile')).json().data.propertyByCityId).toHaveLength(1);
    const inList = async (url: string) =>
      ((await t.app.inject({ method: 'GET', url })).json().data as Array<{ _id: number }>).some(
        (c) => c._id === id,
      );
    expect(await inList(`/backend/api/property/category-id/${categoryId}`)).toBe(true);
    expect(await inList(`/backend/api/property/city-id/${cityId}`)).toBe(true);

    const guest = await createSignedInUser(t.app);
    const booking = await createBooking(t.db, {
      status: 'booked',
      propertyId: id,
      from: 3,
      to: 4,
      userId: guest.id,
    });
    const archived = await api('POST', `properties/${id}/archive`);
    expect(archived.json().data.status).toBe('archived');
    expect((await property()).statusCode).toBe(404);
    expect((await search('Sala Pubblicabile')).json().data.propertyByCityId).toHaveLength(0);
    expect(await inList(`/backend/api/property/category-id/${categoryId}`)).toBe(false);
    expect(await inList(`/backend/api/property/city-id/${cityId}`)).toBe(false);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.status).toBe('booked');
    const details = await t.app.inject({
      method: 'GET',
      url: `/backend/api/booking/details/${booking.id}`,
      headers: guest.headers,
    });
    expect(details.statusCode).toBe(200);
  });

  it('refuses an edit that would leave a published listing incomplete', async () => {
    const id = await createReadyDraft('Sala Completa');
    await api('POST', `properties/${id}/publish`);
    const refused = await api('PATCH', `properties/${id}`, host.headers, { address: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Per pubblicare l'annuncio manca: l'indirizzo.");
    expect((await api('GET', `properties/${id}`)).json().data.address).toBe('Via Zamboni 1, Bologna');
  });
});

describe('an existing listing of the demo kind', () => {
  it('is editable by its host like a new one', async () => {
    const property = await createProperty(t.db, {
      hostId: host.id,
      categoryId,
      cityId,
      images: ['sala-demo.webp'],
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(30) }],
    });
    const patched = await api('PATCH', `properties/${property.id}`, host.headers, { price: 99 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.price).toBe(99);
  });
});
