import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isoWeekday } from '@scrivania/core/catalog/weekdays';
import { addDays, todayInRome } from '@scrivania/core/dates';
import { openDb } from '@scrivania/db/client';
import { bookings, properties } from '@scrivania/db/schema';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { addHistory, BILLING, DEMO } from './booking-latency.ts';
import { type BudgetResult, isMain, median, report, startServer } from './server-process.ts';

const HOURLY_HISTORY = 1_000;
const SLOT_READS = 300;
const STORES = 60;
const SLOTS_BUDGET_MS = 5;
const STORE_BUDGET_MS = 50;
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
};

/** 1,000 hourly bookings on the first demo meeting room sold by the hour: four a day, every day around today. */
async function addHourlyHistory(dataDir: string) {
  const handle = await openDb({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const rooms = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.bookingUnit, 'hour'), eq(properties.status, 'published')))
      .orderBy(asc(properties.id));
    const [busy, ...others] = rooms.map((room) => room.id);
    if (busy === undefined) throw new Error('no hourly room in the demo data');
    await handle.db.execute(sql`
      WITH u AS (SELECT id FROM users WHERE email = ${DEMO.email})
      INSERT INTO bookings (booking_no, user_id, property_id, exclusive, start_date, end_date, starts_at, ends_at,
        blocked_until, guests, status, property_amount_cents, payable_amount_cents, first_name, last_name, email,
        mobile_no, address, city, province, cancellation_policy, cancellation_rule)
      SELECT 'ORARIO-' || g, u.id, ${busy}, true, d, d,
        d + make_interval(hours => 8 + 2 * (g % 4)), d + make_interval(hours => 9 + 2 * (g % 4)),
        d + make_interval(hours => 9 + 2 * (g % 4), mins => 15), 1, 'booked', 3500, 4300, 'Mario', 'Rossi',
        ${DEMO.email}, '3331234567', 'Via Roma 1', 'Milano', 'MI', 'flessibile',
        '{"tiers":[{"days_before":1,"percent":100}],"final_percent":50}'::jsonb
      FROM generate_series(0, ${HOURLY_HISTORY - 1}) AS g
      CROSS JOIN LATERAL (SELECT current_date - 70 + (g / 4) AS d) AS day
      CROSS JOIN u`);
    const [held] = await handle.db.select({ n: count() }).from(bookings).where(eq(bookings.propertyId, busy));
    return { busy, others, held: held?.n ?? 0 };
  } finally {
    await handle.close();
  }
}

/** The weekdays from `from` on, as many as asked: the demo rooms open Monday to Friday. */
function weekdaysFrom(from: string, howMany: number): string[] {
  const days: string[] = [];
  for (let day = from; days.length < howMany; day = addDays(day, 1)) if (isoWeekday(day) <= 5) days.push(day);
  return days;
}

/**
 * The slots of a day of a meeting room holding 1,000 hourly bookings, and booking/store of hourly
 * slots on the embedded database holding 100,000 bookings more.
 */
export async function measureHourlyBooking(): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-hourly-'));
  try {
    const seeding = await startServer({ dataDir, port: 4425, env: { LOG_LEVEL: 'warn' } });
    await seeding.stop();
    const history = await addHistory(dataDir);
    const rooms = await addHourlyHistory(dataDir);
    console.log(`hourly history: ${history.bookings} bookings in all, ${rooms.held} on room ${rooms.busy}`);
    const server = await startServer({
      dataDir,
      port: 4426,
      env: {
        LOG_LEVEL: 'warn',
        BOOKING_UNPAID_MAX: '100',
        BOOKING_USER_HOURLY_MAX: String(STORES),
        BOOKING_ADDRESS_HOURLY_MAX: String(STORES),
      },
    });
    try {
      const api = `${server.url}/backend/api`;
      const today = todayInRome();
      const slotTimes: number[] = [];
      for (let i = 0; i < SLOT_READS; i++) {
        const date = addDays(today, (i % 60) - 20);
        const started = performance.now();
        const response = await fetch(`${api}/property/${rooms.busy}/slots?date=${date}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`slots answered ${response.status}`);
        slotTimes.push(performance.now() - started);
      }
      const slotsP95 = percentile(slotTimes.slice(20), 0.95);
      console.log(`slots of a day: p95 ${slotsP95.toFixed(2)} ms, median ${median(slotTimes).toFixed(2)} ms`);

      const login = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      const { token } = (await login.json()) as { token: string };
      const storeTimes: number[] = [];
      const statuses: Record<number, number> = {};
      const days = weekdaysFrom(addDays(today, 2), Math.ceil(STORES / Math.max(rooms.others.length, 1)));
      for (let i = 0; i < STORES; i++) {
        const room = rooms.others[i % rooms.others.length];
        const date = days[Math.floor(i / rooms.others.length)];
        const started = performance.now();
        const response = await fetch(`${api}/booking/store`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            ...BILLING,
            guests: 1,
            property_id: room,
            start_date: date,
            end_date: date,
            start_time: '10:00',
            end_time: '12:00',
          }),
        });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 200) storeTimes.push(elapsed);
        else throw new Error(`booking/store answered ${response.status}`);
      }
      const storeMedian = median(storeTimes.slice(5));
      console.log(
        `hourly booking/store: median ${storeMedian.toFixed(1)} ms over ${storeTimes.length}, answers ${JSON.stringify(statuses)}`,
      );
      return [
        {
          name: 'slots of a day with 1,000 hourly bookings (p95)',
          value: slotsP95,
          unit: 'ms',
          budget: `≤ ${SLOTS_BUDGET_MS} ms`,
          ok: slotsP95 <= SLOTS_BUDGET_MS,
        },
        {
          name: 'booking/store of an hourly slot with 100,000 bookings (median)',
          value: storeMedian,
          unit: 'ms',
          budget: `≤ ${STORE_BUDGET_MS} ms`,
          ok: storeMedian <= STORE_BUDGET_MS && storeTimes.length === STORES,
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
  report(await measureHourlyBooking());
}
