import sharp from 'sharp';
import { createHostUser, createSessionToken } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A new host with a live session. */
export async function createSignedInHost(t: TestApp) {
  const host = await createHostUser(t.db);
  const token = await createSessionToken(t.db, host.id, t.app.config.sessionSecret);
  return { ...host, token, headers: { authorization: `Bearer ${token}` } };
}

/** A small JPEG photo, a different one for each colour. */
export const jpegPhoto = (background = '#0f766e', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** POST host/properties/{id}/images with one file in the field `image`, as the back-office sends it. */
export async function uploadPhoto(
  t: TestApp,
  headers: Record<string, string>,
  propertyId: number,
  file: Buffer,
  fileName = 'foto.jpg',
) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(file)]), fileName);
  const request = new Request('http://x', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/backend/api/host/properties/${propertyId}/images`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
  });
}
