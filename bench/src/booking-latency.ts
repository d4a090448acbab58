import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cancellationRules } from '@scrivania/core/booking/cancellation';
import { addDays, todayInRome } from '@scrivania/core/dates';
import { openDb } from '@scrivania/db/client';
import { bookings, properties } from '@scrivania/db/schema';
import { asc, count, eq, sql } from 'drizzle-orm';
import { type BudgetResult, isMain, median, report, startServer } from './server-process.ts';

const HISTORY = 100_000;
const STORES = 80;
const BURST = 50;
const STORE_BUDGET_MS = 50;
const BURST_BUDGET_MS = 10_000;
export const DEMO = { email: 'visitatore@example.com', password: 'Password123!' };
export const BILLING = {
  first_name: 'Mario',
  last_name: 'Rossi',
  email: DEMO.email,
  mobile_no: '3331234567',
  address: 'Via Roma 1',
  state: 'Milano',
  country: 'MI',
};

/**
 * Fills the seeded database with 100,000 past bookings spread over every property, from 60 days back:
 * the demo's own paid stays (up to 40 days back) keep their days.
 */
export async function addHistory(dataDir: string) {
  const handle = await openDb({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await handle.db.execute(sql`
      WITH p AS (SELECT id, occupancy, cancellation_policy, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM properties),
           u AS (SELECT id FROM users WHERE email = ${DEMO.email})
      INSERT INTO bookings (booking_no, user_id, property_id, exclusive, start_date, end_date, guests, status,
        property_amount_cents, payable_amount_cents, first_name, last_name, email, mobile_no, address, city, province,
        cancellation_policy, cancellation_rule, created_at)
      SELECT 'STORICO-' || g, u.id, p.id, p.occupancy = 'exclusive',
        current_date - 60 - (g / p.total)::int, current_date - 60 - (g / p.total)::int, 1,
        (CASE WHEN g % 10 = 0 THEN 'expired' ELSE 'booked' END)::booking_status,
        5000, 6100, 'Mario', 'Rossi', ${DEMO.email}, '3331234567', 'Via Roma 1', 'Milano', 'MI',
        p.cancellation_policy, (${JSON.stringify(cancellationRules)}::jsonb)->(p.cancellation_policy::text),
        now() - make_interval(days => 60 + (g / p.total)::int)
      FROM generate_series(0, ${HISTORY - 1}) AS g
      JOIN p ON p.n = g % p.total
      CROSS JOIN u`);
    const rows = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.status, 'published'))
      .orderBy(asc(properties.id));
    const [total] = await handle.db.select({ n: count() }).from(bookings);
    return { propertyIds: rows.map((row) => row.id), bookings: total?.n ?? 0 };
  } finally {
    await handle.close();
  }
}

/**
 * booking/store one at a time on the embedded database holding 100,000 bookings (each on its own
 * property and day), then 50 simultaneous bookings of one whole space for the same dates.
 */
export async function measureBooking(): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-booking-'));
  try {
    const seeding = await startServer({ dataDir, port: 4415, env: { LOG_LEVEL: 'warn' } });
    await seeding.stop();
    const history = await addHistory(dataDir);
    const { propertyIds } = history;
    console.log(`booking history: ${history.bookings} bookings in the database`);

    // One demo user makes every booking here: the abuse limits (decision 020) are lifted so the
    // bench measures booking itself, including the checks those limits add.
    const server = await startServer({
      dataDir,
      port: 4416,
      env: {
        LOG_LEVEL: 'warn',
        BOOKING_UNPAID_MAX: '100',
        BOOKING_USER_HOURLY_MAX: String(STORES + BURST),
        BOOKING_ADDRESS_HOURLY_MAX: String(STORES + BURST),
      },
    });
    try {
      const api = `${server.url}/backend/api`;
      const login = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      const { token } = (await login.json()) as { token: string };
      const store = (body: Record<string, unknown>) =>
        fetch(`${api}/booking/store`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ ...BILLING, guests: 1, ...body }),
        });

      const today = todayInRome();
      const times: number[] = [];
      const statuses: Record<number, number> = {};
      for (let i = 0; i < STORES; i++) {
        const propertyId = propertyIds[i % propertyIds.length];
        const day = addDays(today, 10 + Math.floor(i / propertyIds.length));
        const started = performance.now();
        const response = await store({ property_id: propertyId, start_date: day, end_date: day });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 200) times.push(elapsed);
        else if (response.status !== 409) throw new Error(`booking/store answered ${response.status}`);
      }
      const value = median(times.slice(5));
      console.log(
        `booking/store: median ${value.toFixed(1)} ms over ${times.length} stored, max ${Math.max(...times).toFixed(1)} ms, answers ${JSON.stringify(statuses)}`,
      );

      const day = addDays(today, 200);
      const propertyId = propertyIds[0];
      const started = performance.now();
      const burst = await Promise.all(
        Array.from({ length: BURST }, () =>
          store({ property_id: propertyId, start_date: day, end_date: addDays(day, 1) }).then(
            (r) => r.status,
          ),
        ),
      );
      const burstMs = performance.now() - started;
      const ok = burst.filter((status) => status === 200).length;
      const refused = burst.filter((status) => status === 409).length;
      console.log(
        `burst of ${BURST}: ${ok} stored, ${refused} refused with 409, in ${burstMs.toFixed(0)} ms`,
      );
      return [
        {
          name: 'booking/store with 100,000 bookings (median)',
          value,
          unit: 'ms',
          budget: `< ${STORE_BUDGET_MS} ms`,
          ok: value < STORE_BUDGET_MS && times.length >= STORES / 2,
        },
        {
          name: `${BURST} simultaneous bookings of one space`,
          value: burstMs,
          unit: 'ms',
          budget: `< ${BURST_BUDGET_MS} ms, exactly 1 stored, the rest 409`,
          ok: burstMs < BURST_BUDGET_MS && ok === 1 && refused === BURST - 1,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureBooking());
}
