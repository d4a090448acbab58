import { reviews, testimonials, users } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createProperty, unique } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInUser() {
  const email = `${unique('recensore')}@example.com`;
  await t.app.inject({
    method: 'POST',
    url: '/backend/api/register',
    payload: {
      name: 'Recensore',
      username: unique('rec'),
      email,
      password: 'Recensore1!',
      assign_role: 'visitor',
    },
  });
  const token = (
    await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { email, password: 'Recensore1!' },
    })
  ).json().token as string;
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { token, id: user?.id ?? 0 };
}

const store = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/backend/api/property-review/store',
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('property reviews', () => {
  it('publishes a review at once, text kept as text; a second review of the same listing is refused', async () => {
    const property = await createProperty(t.db);
    const user = await signedInUser();
    const hostile = '<img src=x onerror="alert(1)"> Ottimo!';
    expect(
      (await store(user.token, { property_id: property.id, star_rating: 4, review: hostile })).json(),
    ).toEqual({
      success: true,
      message: 'Grazie! La tua recensione è stata pubblicata.',
    });
    const second = await store(user.token, {
      property_id: property.id,
      star_rating: '5',
      review: 'Ancora meglio',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: 'Hai già recensito questa struttura.' });
    const list = (
      await t.app.inject({ method: 'GET', url: `/backend/api/property-review/${property.id}` })
    ).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      star_rating: 4,
      review: hostile,
      verified: false,
      user: { name: 'Recensore' },
    });
  });

  it("refuses a review of the host's own listing", async () => {
    const host = await signedInUser();
    const property = await createProperty(t.db, { hostId: host.id });
    const response = await store(host.token, {
      property_id: property.id,
      star_rating: 5,
      review: 'Il mio è il migliore',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Non puoi recensire una tua struttura.' });
    expect(await t.db.select().from(reviews).where(eq(reviews.propertyId, property.id))).toEqual([]);
  });

  it('leaves hidden reviews out of the public list', async () => {
    const property = await createProperty(t.db);
    const shown = await signedInUser();
    const hidden = await signedInUser();
    await store(shown.token, { property_id: property.id, star_rating: 4, review: 'Visibile' });
    await store(hidden.token, { property_id: property.id, star_rating: 1, review: 'Offensiva' });
    await t.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.userId, hidden.id));
    const list = (
      await t.app.inject({ method: 'GET', url: `/backend/api/property-review/${property.id}` })
    ).json();
    expect(list.data.map((review: { review: string }) => review.review)).toEqual(['Visibile']);
  });

  it('marks the review of someone who completed a paid stay as verified', async () => {
    const property = await createProperty(t.db);
    const user = await signedInUser();
    await createBooking(t.db, {
      userId: user.id,
      propertyId: property.id,
      from: -5,
      to: -3,
      status: 'booked',
      holdExpiresAt: null,
      propertyAmountCents: 1000,
      payableAmountCents: 1000,
    });
    await store(user.token, { property_id: property.id, star_rating: 5, review: 'Soggiorno perfetto' });
    const list = (
      await t.app.inject({ method: 'GET', url: `/backend/api/property-review/${property.id}` })
    ).json();
    expect(list.data[0].verified).toBe(true);
  });

  it('validates on the server what the form does not require, and needs a session', async () => {
    const property = await createProperty(t.db);
    const user = await signedInUser();
    const noStars = await store(user.token, { property_id: property.id, review: 'Bello' });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.json().errors.star_rating).toBe('Scegli un voto da 1 a 5 stelle.');
    expect(
      (await store(user.token, { property_id: property.id, star_rating: 6, review: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await store(user.token, { property_id: property.id, star_rating: 3, review: '   ' })).json().errors
        .review,
    ).toBe('Scrivi il testo della recensione.');
    expect((await store(user.token, { property_id: 999999, star_rating: 3, review: 'x' })).statusCode).toBe(
      404,
    );
    expect((await store(null, { property_id: property.id, star_rating: 3, review: 'x' })).statusCode).toBe(
      401,
    );
  });
});

describe('general testimonials', () => {
  const valid = {
    title: 'Servizio ottimo',
    short_desc: 'Mi sono trovato benissimo.',
    name: 'Paolo',
    star_rating: 5,
    email: 'paolo@example.com',
  };

  it('stores a testimonial without a login, to be approved before it is shown', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/backend/api/testimonial/store',
      payload: valid,
    });
    expect(response.json().success).toBe(true);
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.email, 'paolo@example.com'));
    expect(row).toMatchObject({ status: 'pending', starRating: 5, userImg: null });
  });

  /** Posts the testimonial form with a photo of this size, as the browser's form does. */
  async function withPhoto(email: string, width: number, height: number) {
    const photo = await sharp({ create: { width, height, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, email })) form.append(key, String(value));
    form.append('user_img', new Blob([new Uint8Array(photo)]), 'me.png');
    const request = new Request('http://x', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/backend/api/testimonial/store',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
  }

  it('takes a photo checked by its bytes', async () => {
    const response = await withPhoto('foto@example.com', 20, 20);
    expect(response.json().success).toBe(true);
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.email, 'foto@example.com'));
    expect(row?.userImg).toMatch(/^testimonial-[0-9a-f]{16}\.webp$/);
  });

  it('refuses a photo with more pixels than a portrait needs, though small in bytes, and stores nothing', async () => {
    const response = await withPhoto('enorme@example.com', 6000, 6000);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      user_img: 'La foto ha troppi pixel: al massimo 16 megapixel (per esempio 4000 × 4000).',
    });
    const rows = await t.db.select().from(testimonials).where(eq(testimonials.email, 'enorme@example.com'));
    expect(rows).toEqual([]);
  });

  it('refuses missing fields and a bad e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/backend/api/testimonial/store',
      payload: { ...valid, email: 'x', title: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      email: 'Si prega di inserire un indirizzo email valido.',
      title: 'Il titolo è obbligatorio.',
    });
  });
});
