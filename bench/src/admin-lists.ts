import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInRome } from '@scrivania/core/dates';
import { type DbTarget, openDb } from '@scrivania/db/client';
import { photoFolder } from '@scrivania/db/seed/photos';
import { isDatabaseEmpty, seedDemoData } from '@scrivania/db/seed/seed-demo';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type BudgetResult, isMain, median, report, startServer } from './server-process.ts';

const USERS = 10_000;
const BOOKINGS = 100_000;
const PROPERTIES = 500;
const REQUESTS = 40;
const BUDGET_MS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 4434);
const ADMIN = { email: 'admin@example.com', password: 'Password123!' };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STATUSES = [
  'booked',
  'booked',
  'booked',
  'booked',
  'cancelled',
  'expired',
  'pending',
  'awaiting_transfer',
];

/** The console's lists as the repositories ask for them, for EXPLAIN on PostgreSQL. */
const LIST_SQL = `select b.id, b.booking_no, p.name from bookings b join properties p on p.id = b.property_id`;
const ORDER_SQL = 'order by b.created_at desc, b.id desc limit 51';
const bookingSearch = (q: string) =>
  `${LIST_SQL} where b.id in (select id from bookings where booking_no like '${q.toUpperCase()}%' union select id from bookings where lower(email) like '${q.toLowerCase()}%' union select id from bookings where property_id in (select id from properties where name ilike '%${q}%')) ${ORDER_SQL}`;
const USERS_SQL = 'select id, name from users';
const USERS_ORDER_SQL = 'order by created_at desc, id desc limit 51';
const userSearch = (q: string) =>
  `${USERS_SQL} where id in (select id from users where name ilike '%${q}%' union select id from users where lower(email) like '${q.toLowerCase()}%') ${USERS_ORDER_SQL}`;
const EXPLAINED = {
  'bookings, first page': `${LIST_SQL} ${ORDER_SQL}`,
  'bookings, status filter': `${LIST_SQL} where b.status = 'cancelled' ${ORDER_SQL}`,
  'bookings, e-mail search': bookingSearch('ospite.4321@'),
  'bookings, number prefix': bookingSearch('SCR-BENCH-00012'),
  'users, first page': `${USERS_SQL} ${USERS_ORDER_SQL}`,
  'users, name search': userSearch('ospite 42'),
  'users, e-mail search': userSearch('ospite.4321@'),
};

/** 10,000 accounts and 100,000 bookings spread over them, over a year of creation times and every status. */
async function grow(target: DbTarget, imagesDir: string) {
  const handle = await openDb(target);
  const db = handle.db;
  const today = todayInRome();
  if (await isDatabaseEmpty(db)) await seedDemoData(db, { photos: photoFolder(imagesDir) });
  await db.execute(sql`
    insert into users (username, name, email, role)
    select 'ospite' || g, 'Ospite ' || g, 'ospite.' || g || '@example.it', 'visitor'
    from generate_series(1, ${USERS}) as g`);
  await db.execute(sql`
    insert into properties (host_id, category_id, city_id, name, property_type, address, no_of_guest, occupancy, seats,
                            property_size, price_cents, price_type, "desc", status)
    select (select min(id) from users where role = 'host'), (select min(id) from categories), (select min(id) from cities),
           'Sala Console ' || g, 'Ufficio', 'Via Generata ' || g, 4, 'shared', 50, 30, 5000, 'fixed', 'Sala generata', 'published'
    from generate_series(1, ${PROPERTIES}) as g`);
  const statuses = `{${STATUSES.join(',')}}`;
  await db.execute(sql`
    insert into bookings (booking_no, user_id, property_id, exclusive, start_date, end_date, guests, status,
                          property_amount_cents, payable_amount_cents, first_name, last_name, email, mobile_no, address,
                          city, province, created_at)
    select 'SCR-BENCH-' || lpad(g::text, 6, '0'),
           u.id, (select min(id) from properties where name like 'Sala Console %') + g % ${PROPERTIES}, false,
           ${today}::date + (g % 300), ${today}::date + (g % 300) + 1, 1,
           (${statuses}::booking_status[])[1 + g % ${STATUSES.length}], 5000, 6100, 'Ospite', 'N' || g, u.email,
           '3330000000', 'Via Roma 1', 'Milano', 'MI', now() - (g * interval '5 minutes')
    from generate_series(0, ${BOOKINGS - 1}) as g
    join users u on u.email = 'ospite.' || (1 + g % ${USERS}) || '@example.it'`);
  await db.execute(sql`analyze`);
  await handle.close();
}

async function timed(url: string, headers: Record<string, string>, found = true): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { data?: { items?: unknown[] } };
    if (!response.ok || (found && !body.data?.items?.length))
      throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.slice(5);
}

async function measureOn(
  label: string,
  target: (dataDir: string) => { env: Record<string, string>; db: DbTarget },
): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-console-'));
  const { env, db } = target(dataDir);
  try {
    const seed = await startServer({ dataDir, port: PORT, env, timeoutMs: 600_000 });
    await seed.stop();
    const grown = performance.now();
    await grow(db, path.join(dataDir, 'images'));
    console.log(
      `${label}: generated ${USERS} users and ${BOOKINGS} bookings in ${Math.round(performance.now() - grown)} ms`,
    );
    const server = await startServer({ dataDir, port: PORT, env, timeoutMs: 600_000 });
    try {
      const api = `${server.url}/backend/api`;
      const login = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const lists: [string, string][] = [
        ['bookings, first page', 'admin/bookings'],
        ['bookings, status filter', 'admin/bookings?status=cancelled'],
        ['bookings, e-mail search', 'admin/bookings?q=ospite.4321%40'],
        ['bookings, number prefix', 'admin/bookings?q=SCR-BENCH-00012'],
        ['users, first page', 'admin/users'],
        ['users, name search', 'admin/users?q=ospite%2042'],
        ['users, e-mail search', 'admin/users?q=ospite.4321%40'],
      ];
      // What any signed-in console call costs on this machine (session, role, JSON), for comparison.
      const baseline = await timed(`${api}/admin/audit-log?kind=coupon.end`, auth, false);
      console.log(`${label} baseline (an empty console list): median ${median(baseline).toFixed(1)} ms`);
      const results: BudgetResult[] = [];
      for (const [name, url] of lists) {
        const times = await timed(`${api}/${url}`, auth);
        const value = median(times);
        console.log(
          `${label} ${name}: median ${value.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
        );
        results.push({
          name: `console ${name} (${label}, median)`,
          value,
          unit: 'ms',
          budget: `≤ ${BUDGET_MS} ms`,
          ok: value <= BUDGET_MS,
        });
      }
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** Prints PostgreSQL's plan of each list, to see that it reads through indexes. */
async function explain(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [name, query] of Object.entries(EXPLAINED)) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`);
      console.log(`PostgreSQL plan, ${name}:\n  ${plan.rows.map((row) => row['QUERY PLAN']).join('\n  ')}`);
    }
  } finally {
    await client.end();
  }
}

/** The console's list screens with 10,000 users and 100,000 bookings, on both databases. */
export async function measureAdminLists(): Promise<BudgetResult[]> {
  // BENCH_DATABASES=postgres measures PostgreSQL alone (growing the embedded database takes minutes).
  const results =
    process.env.BENCH_DATABASES === 'postgres'
      ? []
      : await measureOn('embedded', (dataDir) => ({
          env: {},
          db: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
        }));
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    console.log('console lists on PostgreSQL: skipped, no server answers at', POSTGRES_URL);
    return results;
  }
  const name = `scrivania_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    results.push(
      ...(await measureOn('PostgreSQL', () => ({
        env: { DATABASE_URL: url.toString(), PAYMENTS_MODE: 'sandbox' },
        db: { kind: 'postgres', url: url.toString() },
      }))),
    );
    await explain(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return results;
}

if (isMain(import.meta.url)) {
  report(await measureAdminLists());
}
