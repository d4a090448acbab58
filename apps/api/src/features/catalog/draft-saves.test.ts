import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createCity, createService, daysFromToday } from '../../test/factories.ts';
import { createSignedInHost, jpegPhoto, uploadPhoto } from '../../test/host-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: Awaited<ReturnType<typeof createSignedInHost>>;
let categoryId: number;
let cityId: number;
let serviceId: number;
/** Catalogue changes announced so far, by listing: each makes every process drop its public caches. */
const announced = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  host = await createSignedInHost(t);
  categoryId = (await createCategory(t.db)).id;
  cityId = (await createCity(t.db)).id;
  serviceId = (await createService(t.db)).id;
  t.app.chatNotifier.subscribe((signal) => {
    if (signal.type === 'catalogue')
      announced.set(signal.propertyId, (announced.get(signal.propertyId) ?? 0) + 1);
  });
});
afterAll(() => t.close());

const hostCall = async (
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  payload?: Record<string, unknown>,
) => {
  const response = await t.app.inject({
    method,
    url: `/backend/api/host/${path}`,
    headers: host.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

async function catalogueVersion() {
  const result = await t.db.execute(sql`select version::text as version from catalog_version where id = 1`);
  return (result as unknown as { rows: Array<{ version: string }> }).rows[0]?.version;
}

describe('saving a draft', () => {
  it('moves neither the catalogue version nor any public cache; publishing and editing the published listing do', async () => {
    const before = await catalogueVersion();
    const created = await hostCall('POST', 'properties', {
      property_name: 'Bozza silenziosa',
      category_id: categoryId,
      city_id: cityId,
      service_ids: [serviceId],
    });
    const id = created.json().data._id as number;
    await hostCall('PATCH', `properties/${id}`, { address: 'Via Roma 1', price: 45, service_ids: [] });
    const photo = await uploadPhoto(t, host.headers, id, await jpegPhoto());
    expect(photo.statusCode).toBe(201);
    const photoId = photo.json().data.photos[0]._id as number;
    await uploadPhoto(t, host.headers, id, await jpegPhoto('#111111'));
    await hostCall('PATCH', `properties/${id}/images/${photoId}`, { alt: 'Ingresso', position: 2 });
    await hostCall('PUT', `properties/${id}/availability`, {
      windows: [{ start_date: daysFromToday(0), end_date: daysFromToday(60) }],
      closed_days: [daysFromToday(5)],
    });
    expect(await catalogueVersion()).toBe(before);

    // Announcements arrive in the order they were made: once the publication's has, any earlier one would have too.
    await hostCall('POST', `properties/${id}/publish`);
    await vi.waitFor(() => expect(announced.get(id)).toBeGreaterThan(0));
    expect(announced.get(id)).toBe(1);
    const published = await catalogueVersion();
    expect(published).not.toBe(before);

    await hostCall('PATCH', `properties/${id}`, { price: 50 });
    await vi.waitFor(() => expect(announced.get(id)).toBe(2));
    const edited = await catalogueVersion();
    expect(edited).not.toBe(published);

    await hostCall('PUT', `properties/${id}/availability`, {
      windows: [{ start_date: daysFromToday(0), end_date: daysFromToday(30) }],
      closed_days: [],
    });
    expect(await catalogueVersion()).not.toBe(edited);
  });
});
