import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createCategory,
  createProperty,
  createUser,
  daysFromToday,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { changeUnheardThenDropListeners } from '../../test/unheard-change.ts';

/**
 * Decision 090: a change guests can see, written by plain SQL outside the app (a console tool, a
 * script), announces itself from the database; the reused answers drop it and the next read is fresh.
 * Answers are reused for a minute here, so only an announcement can make a read fresh.
 */
/** What the app's notifier delivers. */
type ChatSignal = Parameters<Parameters<FastifyInstance['chatNotifier']['subscribe']>[0]>[0];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { searchCacheTtlMs: 60_000, availabilityRefreshMs: 0 },
    env: { PAYMENTS_MODE: 'sandbox' },
  });
});
afterAll(() => t.close());

/** Runs a statement as a tool would, straight on the database. */
const plainSql = (statement: SQL) => t.db.execute(statement);

/** Resolves with the next signal of `type` any writer announces; fails after two seconds. */
function nextAnnouncement(app: FastifyInstance, type: ChatSignal['type']): Promise<ChatSignal> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${type} announcement within 2 s`));
    }, 2_000);
    const stop = app.chatNotifier.subscribe((signal) => {
      if (signal.type !== type) return;
      clearTimeout(timer);
      stop();
      resolve(signal);
    });
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

/**
 * Every signal announced while `work` runs and a quarter of a second after; the announcements of the
 * test's own set-up are let through first.
 */
async function announcedDuring(work: () => Promise<unknown>): Promise<ChatSignal[]> {
  await settle();
  const heard: ChatSignal[] = [];
  const stop = t.app.chatNotifier.subscribe((signal) => heard.push(signal));
  await work();
  await settle();
  stop();
  return heard;
}

async function freeInSearch(id: number, name: string) {
  const search = await t.app.inject({
    method: 'GET',
    url: `/backend/api/property/search-from-home?search_input=${encodeURIComponent(name)}&start_date=${daysFromToday(3)}&end_date=${daysFromToday(3)}`,
  });
  return (search.json().data.propertyByCityId as Array<{ _id: number }>).some((card) => card._id === id);
}

/** A listed listing, open for two months, with one booking on the day three days from now. */
async function listingWithBooking(name: string, booking: Parameters<typeof createBooking>[1] = {}) {
  const property = await createProperty(t.db, {
    name,
    windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }],
  });
  const guest = await createUser(t.db);
  const made = await createBooking(t.db, {
    propertyId: property.id,
    userId: guest.id,
    from: 3,
    to: 3,
    ...booking,
  });
  return { property, booking: made };
}

/** Writes `change` by plain SQL and waits for the database's announcement of it. */
async function writeAndHear(change: SQL, type: ChatSignal['type'] = 'catalogue') {
  const heard = nextAnnouncement(t.app, type);
  await plainSql(change);
  await heard;
}

describe('a booking written by plain SQL', () => {
  it('frees its dates in search when its hold lapses (pending to expired)', async () => {
    const name = 'Sala Scaduta Fuori';
    const { property, booking } = await listingWithBooking(name);
    expect(await freeInSearch(property.id, name)).toBe(false);
    await writeAndHear(sql`update bookings set status = 'expired' where id = ${booking.id}`);
    expect(await freeInSearch(property.id, name)).toBe(true);
  });

  it('frees its dates when the host declines the request', async () => {
    const name = 'Sala Rifiutata Fuori';
    const { property, booking } = await listingWithBooking(name, {
      status: 'requested',
      holdExpiresAt: null,
    });
    expect(await freeInSearch(property.id, name)).toBe(false);
    await writeAndHear(sql`update bookings set status = 'declined' where id = ${booking.id}`);
    expect(await freeInSearch(property.id, name)).toBe(true);
  });

  it('takes its dates again when a payment confirms a hold that had lapsed', async () => {
    const name = 'Sala Pagata Tardi';
    const { property, booking } = await listingWithBooking(name, {
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    expect(await freeInSearch(property.id, name)).toBe(true);
    await writeAndHear(
      sql`update bookings set status = 'booked', hold_expires_at = null where id = ${booking.id}`,
    );
    expect(await freeInSearch(property.id, name)).toBe(false);
  });

  it('takes its dates when it is inserted', async () => {
    const name = 'Sala Prenotata Fuori';
    const property = await createProperty(t.db, {
      name,
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }],
    });
    expect(await freeInSearch(property.id, name)).toBe(true);
    const guest = await createUser(t.db);
    const heard = nextAnnouncement(t.app, 'catalogue');
    await createBooking(t.db, {
      propertyId: property.id,
      userId: guest.id,
      from: 3,
      to: 3,
      status: 'booked',
    });
    await heard;
    expect(await freeInSearch(property.id, name)).toBe(false);
  });
});

describe('what pages show, written by plain SQL', () => {
  it('renames a category in the menu', async () => {
    const category = await createCategory(t.db);
    const menu = async () =>
      (
        (await t.app.inject({ url: '/backend/api/menu' })).json().data as Array<{ category_name: string }>
      ).map((entry) => entry.category_name);
    expect(await menu()).toContain(category.name);
    await writeAndHear(sql`update categories set name = 'Sale Rinominate' where id = ${category.id}`);
    expect(await menu()).toContain('Sale Rinominate');
  });

  it('changes the footer', async () => {
    const footer = async () => (await t.app.inject({ url: '/backend/api/footer' })).json();
    await plainSql(
      sql`insert into footer_content (id, company_desc) values (1, 'Prima') on conflict (id) do nothing`,
    );
    await settle();
    expect((await footer()).data.company_desc).toBe('Prima');
    await writeAndHear(
      sql`update footer_content set company_desc = 'Scritta da uno script' where id = 1`,
      'content',
    );
    expect((await footer()).data.company_desc).toBe('Scritta da uno script');
  });

  it("announces a reviewer's new name and a listed listing's host's, not a stranger's", async () => {
    const property = await createProperty(t.db);
    const reviewer = await createUser(t.db);
    await plainSql(
      sql`insert into reviews (property_id, user_id, star_rating, review) values (${property.id}, ${reviewer.id}, 5, 'Ottima')`,
    );
    await writeAndHear(sql`update users set name = 'Recensore Rinominato' where id = ${reviewer.id}`);
    await writeAndHear(sql`update users set name = 'Host Rinominato' where id = ${property.hostId}`);
    const stranger = await createUser(t.db);
    expect(
      await announcedDuring(() => plainSql(sql`update users set name = 'Nessuno' where id = ${stranger.id}`)),
    ).toEqual([]);
  });

  it("announces a listed listing's description, which search does not read", async () => {
    const property = await createProperty(t.db);
    await writeAndHear(sql`update properties set "desc" = 'Nuova descrizione' where id = ${property.id}`);
  });
});

describe('rows no guest can see', () => {
  it("announce nothing: a draft's edits, bookings and photos, a testimonial awaiting moderation", async () => {
    const draft = await createProperty(t.db, { status: 'draft' });
    const guest = await createUser(t.db);
    const heard = await announcedDuring(async () => {
      await plainSql(
        sql`update properties set name = 'Bozza Rinominata', "desc" = 'Bozza' where id = ${draft.id}`,
      );
      const booking = await createBooking(t.db, { propertyId: draft.id, userId: guest.id });
      await plainSql(sql`update bookings set status = 'expired' where id = ${booking.id}`);
      await plainSql(
        sql`insert into property_images (property_id, file_name, sort_order) values (${draft.id}, 'bozza.webp', 0)`,
      );
      await plainSql(
        sql`insert into testimonials (title, short_desc, name, star_rating, email) values ('Titolo', 'Testo', 'Ospite', 5, 'ospite@example.test')`,
      );
    });
    expect(heard).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('when the LISTEN connection drops', () => {
  it('drops what the process reuses on reconnecting, so a change made unannounced meanwhile shows', async () => {
    const category = await createCategory(t.db);
    // The category's own announcement is let through first, so the menu read below stays reused.
    await settle();
    const menu = async () =>
      (
        (await t.app.inject({ url: '/backend/api/menu' })).json().data as Array<{ category_name: string }>
      ).map((entry) => entry.category_name);
    expect(await menu()).toContain(category.name);
    const killed = await changeUnheardThenDropListeners(
      t.databaseUrl ?? '',
      (tool) =>
        tool.query('update categories set name = $1 where id = $2', ['Sale Mai Annunciate', category.id]),
      async () => expect(await menu()).not.toContain('Sale Mai Annunciate'),
    );
    expect(killed).toBe(1);
    await expect.poll(menu, { timeout: 3_000, interval: 50 }).toContain('Sale Mai Annunciate');
  });
});
