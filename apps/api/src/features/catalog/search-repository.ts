import type { Db } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';

/**
 * Full-text search in Italian (stems, accents ignored) or close spelling (trigram word similarity)
 * over published properties: every match, best first. The query text is a parameter inside the
 * WHERE clause (not a CTE), so the planner sees it and answers both matches from their GIN indexes.
 */
export function createSearchRepository(db: Db) {
  return {
    async matchText(text: string): Promise<number[]> {
      const raw = sql`scr_unaccent(lower(${text}))`;
      const tsq = sql`websearch_to_tsquery('italian', ${raw})`;
      const result = await db.execute(sql`
        select p.id
        from properties p
        where p.status = 'published'
          and (p.search_vector @@ ${tsq} or ${raw} <% p.search_text)
        order by ts_rank(p.search_vector, ${tsq}) + word_similarity(${raw}, p.search_text) desc, p.id`);
      return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) =>
        Number(row.id),
      );
    },
  };
}
