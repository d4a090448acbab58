import type { Db } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';

export interface SearchFilter {
  text: string;
  range?: { start: string; end: string } | undefined;
  guests: number;
  limit: number;
  offset: number;
}

/** Bookings that hold dates: paid, awaiting a transfer, or pending with a live hold (decision 003). */
const holdsDates = sql`b.status in ('pending', 'awaiting_transfer', 'booked')
  and (b.status <> 'pending' or b.hold_expires_at > now())`;

function dateCondition(range: { start: string; end: string }, guests: number) {
  const start = sql`${range.start}::date`;
  const end = sql`${range.end}::date`;
  return sql`
    and (
      -- One window covering the range is the common case and one index probe; only otherwise walk the days.
      exists (select 1 from availability_windows w
              where w.property_id = p.id and w.start_date <= ${start} and w.end_date >= ${end})
      or not exists (
        select 1 from generate_series(${start}, ${end}, interval '1 day') as d(day)
        where not exists (select 1 from availability_windows w
                          where w.property_id = p.id and d.day between w.start_date and w.end_date)))
    and case when p.booking_mode = 'exclusive' then
      -- The predicate repeats the exclusion constraint's, so its GiST index answers the probe.
      not exists (select 1 from bookings b
                  where b.property_id = p.id and b.exclusive and ${holdsDates}
                    and daterange(b.start_date, b.end_date, '[]') && daterange(${start}, ${end}, '[]'))
    else
      not exists (
        select 1 from generate_series(${start}, ${end}, interval '1 day') as d(day)
        where coalesce((select sum(b.guests) from bookings b
                        where b.property_id = p.id and d.day between b.start_date and b.end_date
                          and ${holdsDates}), 0) + ${Math.max(guests, 1)} > p.seats)
    end`;
}

/**
 * Full-text search in Italian (stems, accents ignored) or close spelling (trigram word similarity),
 * best first; with dates only spaces open every day and not taken, with guests only those that fit.
 * The query text is a parameter inside the WHERE clause (not a CTE), so the planner sees it and
 * answers both matches from their GIN indexes.
 */
export function createSearchRepository(db: Db) {
  return {
    async search(filter: SearchFilter): Promise<{ ids: number[]; total: number }> {
      const raw = sql`scr_unaccent(lower(${filter.text}))`;
      const tsq = sql`websearch_to_tsquery('italian', ${raw})`;
      const result = await db.execute(sql`
        select p.id, count(*) over () as total
        from properties p
        where p.status = 'published'
          and (p.search_vector @@ ${tsq} or ${raw} <% p.search_text)
          and p.no_of_guest >= ${filter.guests}
          ${filter.range ? dateCondition(filter.range, filter.guests) : sql``}
        order by ts_rank(p.search_vector, ${tsq}) + word_similarity(${raw}, p.search_text) desc, p.id
        limit ${filter.limit} offset ${filter.offset}`);
      const rows = (result as unknown as { rows: Array<{ id: number | string; total: number | string }> })
        .rows;
      return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) };
    },
  };
}
