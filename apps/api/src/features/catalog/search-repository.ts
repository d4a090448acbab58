import type { Db } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';

export interface SearchFilter {
  text: string;
  range?: { start: string; end: string } | undefined;
  guests: number;
  limit: number;
  offset: number;
}

/**
 * Full-text search in Italian (stems, accents ignored) or close spelling (trigram word similarity),
 * best first; with dates only spaces open every day and not taken, with guests only those that fit.
 * Active bookings are those paid, awaiting a transfer, or pending with a live hold (decision 003).
 */
export function createSearchRepository(db: Db) {
  return {
    async search(filter: SearchFilter): Promise<{ ids: number[]; total: number }> {
      const text = filter.text;
      const range = filter.range;
      const dateCondition = range
        ? sql`and (
            select count(*) from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') as d(day)
            where exists (select 1 from availability_windows w
                          where w.property_id = p.id and d.day between w.start_date and w.end_date)
          ) = (${range.end}::date - ${range.start}::date + 1)
          and not exists (
            select 1 from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') as d(day)
            where (
              case when p.booking_mode = 'exclusive' then
                (select count(*) from bookings b where b.property_id = p.id and d.day between b.start_date and b.end_date
                   and (b.status in ('booked', 'awaiting_transfer') or (b.status = 'pending' and b.hold_expires_at > now()))) > 0
              else
                coalesce((select sum(b.guests) from bookings b where b.property_id = p.id and d.day between b.start_date and b.end_date
                   and (b.status in ('booked', 'awaiting_transfer') or (b.status = 'pending' and b.hold_expires_at > now()))), 0)
                  + greatest(${filter.guests}, 1) > p.seats
              end
            )
          )`
        : sql``;
      const result = await db.execute(sql`
        with q as (
          select websearch_to_tsquery('italian', scr_unaccent(${text})) as tsq, scr_unaccent(lower(${text})) as raw
        )
        select p.id, count(*) over () as total
        from properties p, q
        where p.status = 'published'
          and (p.search_vector @@ q.tsq or q.raw <% scr_unaccent(p.search_text))
          and p.no_of_guest >= ${filter.guests}
          ${dateCondition}
        order by ts_rank(p.search_vector, q.tsq) + word_similarity(q.raw, scr_unaccent(p.search_text)) desc, p.id
        limit ${filter.limit} offset ${filter.offset}`);
      const rows = (result as unknown as { rows: Array<{ id: number | string; total: number | string }> })
        .rows;
      return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) };
    },
  };
}
