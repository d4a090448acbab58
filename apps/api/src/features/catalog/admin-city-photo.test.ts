import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariantName } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { auditLog, cities } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { cityPhotoForm } from '../../test/catalogue-fixtures.ts';
import { createCity } from '../../test/factories.ts';
import { jpegPhoto } from '../../test/host-fixtures.ts';

const m = messages.hostCatalog.admin;
const { t, admin } = consoleTestApp();

async function upload(cityId: number, file: Buffer | null) {
  const form = file ? await cityPhotoForm(file) : await cityPhotoForm(Buffer.alloc(0));
  return t().app.inject({
    method: 'POST',
    url: `/backend/api/admin/cities/${cityId}/photo`,
    headers: { ...admin().headers, ...form.headers },
    payload: form.payload,
  });
}
const stored = (fileName: string) =>
  IMAGE_WIDTHS.every((width) =>
    existsSync(path.join(t().app.config.imagesDir, imageVariantName(fileName, width))),
  );
const photoOf = async (id: number) => (await t().db.select().from(cities).where(eq(cities.id, id)))[0]?.photo;

describe('POST /admin/cities/{id}/photo', () => {
  it('stores the photo in every width, names it on the city, audits the change and shows it on the home', async () => {
    const city = await createCity(t().db, { popular: true });
    const response = await upload(city.id, await jpegPhoto());
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe(m.cityPhotoSaved);
    expect(data.photo).toMatch(new RegExp(`^city-${city.id}-[0-9a-f]{16}\\.webp$`));
    expect(stored(data.photo)).toBe(true);
    expect(await photoOf(city.id)).toBe(data.photo);
    const records = await t()
      .db.select({ before: auditLog.before, after: auditLog.after, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'city.update'), eq(auditLog.targetId, String(city.id))));
    expect(records).toEqual([
      { before: { photo: 'city.webp' }, after: { photo: data.photo }, actor: admin().id },
    ]);
    const popular = (await t().app.inject({ method: 'GET', url: '/backend/api/popular-cities' })).json().data;
    expect(popular.find((c: { _id: number }) => c._id === city.id)?.photo).toBe(data.photo);
  });

  it('deletes a photo it uploaded when it is replaced, never a picture it did not make', async () => {
    const seedPhoto = `seed-${Date.now()}.webp`;
    writeFileSync(path.join(t().app.config.imagesDir, seedPhoto), 'x');
    const city = await createCity(t().db, { photo: seedPhoto });
    const first = (await upload(city.id, await jpegPhoto('#1d4ed8'))).json().data.photo;
    expect(existsSync(path.join(t().app.config.imagesDir, seedPhoto))).toBe(true);
    const second = (await upload(city.id, await jpegPhoto('#b91c1c'))).json().data.photo;
    expect(second).not.toBe(first);
    expect(stored(second)).toBe(true);
    expect(existsSync(path.join(t().app.config.imagesDir, first))).toBe(false);
  });

  it('refuses what is not an image, a missing file and an unknown city, changing nothing', async () => {
    const city = await createCity(t().db);
    const notImage = await upload(city.id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect([notImage.statusCode, notImage.json().message]).toEqual([
      415,
      messages.hostCatalog.host.photoType,
    ]);
    const missing = await upload(city.id, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ image: m.cityPhotoMissing });
    expect((await upload(987654, await jpegPhoto())).statusCode).toBe(404);
    expect(await photoOf(city.id)).toBe('city.webp');
    const records = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'city.update'), eq(auditLog.targetId, String(city.id))));
    expect(records).toEqual([]);
  });
});
