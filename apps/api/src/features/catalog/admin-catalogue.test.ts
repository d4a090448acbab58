import { messages } from '@scrivania/core/messages.it';
import { auditLog, categories, properties, services } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { createCategory, createCity, createProperty, createService, unique } from '../../test/factories.ts';

const m = messages.hostCatalog.admin;
const { t, admin } = consoleTestApp();

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t().app.inject({ method, url: `/backend/api/admin/${url}`, headers: admin().headers, payload });
const publicGet = (url: string) => t().app.inject({ method: 'GET', url: `/backend/api/${url}` });
const recordsOf = (kind: string, targetId: number) =>
  t()
    .db.select({ before: auditLog.before, after: auditLog.after, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.targetId, String(targetId))));

describe('categories', () => {
  it('creates, lists and edits a category; the menu answer carries its hidden flag at once', async () => {
    const name = unique('Sala Prove');
    const created = await call('POST', 'categories', { name, title: 'Sale prove', occupancy: 'shared' });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().data;
    expect(category).toMatchObject({ name, occupancy: 'shared', hidden_from_menu: false, sort_order: 0 });
    const inMenu = async () =>
      (await publicGet('menu')).json().data.find((c: { category_name: string }) => c.category_name === name)
        ?.hidden_from_menu === false;
    expect(await inMenu()).toBe(true);

    const hidden = await call('PATCH', `categories/${category._id}`, {
      hidden_from_menu: true,
      sort_order: 5,
    });
    expect(hidden.json().data).toMatchObject({ hidden_from_menu: true, sort_order: 5 });
    expect(await inMenu()).toBe(false);
    expect(await recordsOf('category.update', category._id)).toEqual([
      {
        before: { hidden_from_menu: false, sort_order: 0 },
        after: { hidden_from_menu: true, sort_order: 5 },
        actor: admin().id,
      },
    ]);
    const list = (await call('GET', 'categories')).json().data;
    expect(list.items.map((c: { _id: number }) => c._id)).toContain(category._id);
    expect(list).toMatchObject({ page: 1, has_more: false });
  });

  it('refuses a name another category has in any letter case, and bad input, saving nothing', async () => {
    const existing = await createCategory(t().db, { name: unique('Coworking') });
    const before = (await t().db.select().from(categories)).length;
    const duplicate = await call('POST', 'categories', {
      name: existing.name.toUpperCase(),
      title: 'Doppione',
      occupancy: 'exclusive',
    });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, m.categoryNameTaken]);
    const other = await createCategory(t().db);
    const rename = await call('PATCH', `categories/${other.id}`, {
      name: ` ${existing.name.toLowerCase()} `,
    });
    expect(rename.statusCode).toBe(409);
    const badMode = await call('POST', 'categories', { name: unique('X'), title: 'X', occupancy: 'a ore' });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().message).toContain(m.occupancyInvalid);
    expect((await call('PATCH', `categories/${other.id}`, {})).json().message).toContain(m.nothingToChange);
    expect((await call('PATCH', 'categories/987654', { title: 'Nessuna' })).statusCode).toBe(404);
    expect((await t().db.select().from(categories)).length).toBe(before + 1);
    expect((await t().db.select().from(categories).where(eq(categories.id, other.id)))[0]?.name).toBe(
      other.name,
    );
  });
});

describe('cities', () => {
  it('creates and edits a city with its photo and popular flag; popular cities follow at once', async () => {
    await createCity(t().db, { name: unique('Lecce'), popular: true, sortOrder: 40 });
    const name = unique('Trento');
    const created = await call('POST', 'cities', { name, title: 'Uffici a Trento', photo: 'trento.webp' });
    expect(created.statusCode, created.body).toBe(201);
    const city = created.json().data;
    expect(city).toMatchObject({ name, photo: 'trento.webp', popular: true });
    const popular = async () => (await publicGet('popular-cities')).body.includes(name);
    expect(await popular()).toBe(true);
    const listed = (await publicGet('popular-cities')).json().data as { city_name: string }[];
    expect(listed.at(-1)?.city_name, 'a new city comes after the others').toBe(name);
    await call('PATCH', `cities/${city._id}`, { popular: false });
    expect(await popular()).toBe(false);
  });

  it('refuses a duplicate name and a photo path that leaves the images folder', async () => {
    const existing = await createCity(t().db, { name: unique('Bari') });
    const duplicate = await call('POST', 'cities', { name: existing.name.toLowerCase(), title: 'Bari' });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, m.cityNameTaken]);
    const path = await call('PATCH', `cities/${existing.id}`, { photo: '../segreti.png' });
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toContain(m.photoInvalid);
  });
});

describe('services', () => {
  it('stores the price given in euro as cents and answers it in euro', async () => {
    const created = await call('POST', 'services', {
      name: unique('Proiettore'),
      price: 12.35,
      icon: 'proiettore.svg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json().data;
    expect(service).toMatchObject({ price: 12.35, icon: 'proiettore.svg', desc: '' });
    expect((await t().db.select().from(services).where(eq(services.id, service._id)))[0]?.priceCents).toBe(
      1235,
    );
    const edited = await call('PATCH', `services/${service._id}`, { price: 1.15 });
    expect(edited.json().data.price).toBe(1.15);
    expect((await t().db.select().from(services).where(eq(services.id, service._id)))[0]?.priceCents).toBe(
      115,
    );
  });

  it('refuses a duplicate name and a negative price', async () => {
    const existing = await createService(t().db, { name: unique('Lavagna') });
    const duplicate = await call('POST', 'services', { name: existing.name.toUpperCase(), price: 1 });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, m.serviceNameTaken]);
    const negative = await call('POST', 'services', { name: unique('Gratis'), price: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain(m.priceInvalid);
  });
});

describe('listings', () => {
  it('unpublishes a listing out of the page, its city list and search at once, and republishes it', async () => {
    const listing = await createProperty(t().db, { name: unique('Loft Moderabile') });
    const inCity = async () =>
      JSON.stringify((await publicGet(`property/city-id/${listing.cityId}`)).json()).includes(listing.name);
    const inSearch = async () =>
      JSON.stringify(
        (
          await publicGet(`property/search-from-home?search_input=${encodeURIComponent(listing.name)}`)
        ).json(),
      ).includes(listing.name);
    expect([
      (await publicGet(`property/${listing.id}`)).statusCode,
      await inCity(),
      await inSearch(),
    ]).toEqual([200, true, true]);

    const off = await call('POST', `listings/${listing.id}/unpublish`, {});
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: m.unpublished,
      data: { suspension: 'operator', status: 'published' },
    });
    expect([
      (await publicGet(`property/${listing.id}`)).statusCode,
      await inCity(),
      await inSearch(),
    ]).toEqual([404, false, false]);
    const twice = await call('POST', `listings/${listing.id}/unpublish`, {});
    expect([twice.statusCode, twice.json().message]).toEqual([409, m.alreadySuspended]);

    const on = await call('POST', `listings/${listing.id}/republish`, {});
    expect(on.json().data.suspension).toBeNull();
    expect([
      (await publicGet(`property/${listing.id}`)).statusCode,
      await inCity(),
      await inSearch(),
    ]).toEqual([200, true, true]);
    expect(await recordsOf('listing.unpublish', listing.id)).toEqual([
      { before: { suspension: null }, after: { suspension: 'operator' }, actor: admin().id },
    ]);
  });

  it('leaves a blocked host’s listing to the unblock, and recommends a listing on the home at once', async () => {
    const blocked = await createProperty(t().db, { suspension: 'host_blocked' });
    const republish = await call('POST', `listings/${blocked.id}/republish`, {});
    expect([republish.statusCode, republish.json().message]).toEqual([409, m.hostBlocked]);
    expect((await t().db.select().from(properties).where(eq(properties.id, blocked.id)))[0]?.suspension).toBe(
      'host_blocked',
    );

    const listing = await createProperty(t().db, { name: unique('Ufficio Consigliato') });
    const recommended = async () =>
      JSON.stringify((await publicGet('recommended-property')).json()).includes(listing.name);
    expect(await recommended()).toBe(false);
    expect((await call('POST', `listings/${listing.id}/recommend`, {})).json().data.recommended).toBe(true);
    // Every process drops its cached lists when the announcement reaches it, a moment after the answer.
    await expect.poll(recommended, { timeout: 1000 }).toBe(true);
    await call('POST', `listings/${listing.id}/unrecommend`, {});
    await expect.poll(recommended, { timeout: 1000 }).toBe(false);
    expect((await call('POST', 'listings/987654/recommend', {})).statusCode).toBe(404);
  });

  it('lists every listing newest first, by name and by status, suspended ones included', async () => {
    const tag = unique('Elencabile');
    const draft = await createProperty(t().db, { name: `${tag} bozza`, status: 'draft' });
    const suspended = await createProperty(t().db, { name: `${tag} sospeso`, suspension: 'operator' });
    const all = (await call('GET', `listings?q=${encodeURIComponent(tag)}`)).json().data;
    expect(all.items.map((l: { _id: number }) => l._id)).toEqual([suspended.id, draft.id]);
    expect(all.items[0]).toMatchObject({ suspension: 'operator', host: { _id: suspended.hostId } });
    const onlySuspended = (await call('GET', `listings?q=${encodeURIComponent(tag)}&status=suspended`)).json()
      .data;
    expect(onlySuspended.items.map((l: { _id: number }) => l._id)).toEqual([suspended.id]);
    const onlyDrafts = (await call('GET', `listings?q=${encodeURIComponent(tag)}&status=draft`)).json().data;
    expect(onlyDrafts.items.map((l: { _id: number }) => l._id)).toEqual([draft.id]);
    expect((await call('GET', 'listings?status=nascosto')).statusCode).toBe(400);
  });
});
