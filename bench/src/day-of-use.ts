import { type DbTarget, openDb } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';
import { growCatalogue } from './search-load.ts';

/** Issue 34: what a day of use adds to the demo data, at the least. */
export const DAY_OF_USE = { listings: 120, bookings: 240, reviewers: 25, reviews: 500, testimonials: 50 };

/**
 * The demo database grown as a day of use grows it, so the pages are measured with real lists, not
 * only the demo's: more published listings (with windows and bookings), reviewers and their reviews
 * on the demo's and the new listings, and approved testimonials for the home page.
 */
export async function growDayOfUse(target: DbTarget, imagesDir: string) {
  await growCatalogue(target, imagesDir, { properties: DAY_OF_USE.listings, bookings: DAY_OF_USE.bookings });
  const handle = await openDb(target);
  const db = handle.db;
  await db.execute(sql`
    insert into users (username, name, email, role)
    select 'recensore' || g, 'Recensore ' || g, 'recensore' || g || '@esempio.it', 'visitor'
    from generate_series(1, ${DAY_OF_USE.reviewers}) as g`);
  // Each reviewer writes at most one review of a listing; the listings are taken in turn.
  await db.execute(sql`
    insert into reviews (property_id, user_id, star_rating, review, verified)
    select p.id, u.id, 1 + (p.n + u.n) % 5,
           'Spazio luminoso e tranquillo, connessione veloce e personale disponibile. Ci tornerò.', true
    from (select id, row_number() over (order by id) as n from properties where status = 'published') p
    join (select id, row_number() over (order by id) as n from users where email like 'recensore%@esempio.it') u
      on (p.n + u.n) % 3 = 0
    order by p.n, u.n
    limit ${DAY_OF_USE.reviews}`);
  await db.execute(sql`
    insert into testimonials (title, short_desc, name, position, star_rating, email, status, moderated_at)
    select 'Ottima esperienza ' || g,
           'Prenotare una scrivania è stato semplice e veloce: lo spazio era come nelle foto.',
           'Cliente ' || g, 'Libero professionista', 1 + g % 5, 'cliente' || g || '@esempio.it', 'approved', now()
    from generate_series(1, ${DAY_OF_USE.testimonials}) as g`);
  const counted = await db.execute(sql`
    select (select count(*)::int from properties where status = 'published') as listings,
           (select count(*)::int from reviews) as reviews,
           (select count(*)::int from testimonials where status = 'approved') as testimonials`);
  // Both drivers answer with rows; drizzle types the embedded one's answer loosely.
  const [counts] = (
    counted as unknown as { rows: { listings: number; reviews: number; testimonials: number }[] }
  ).rows;
  await handle.close();
  return counts;
}
