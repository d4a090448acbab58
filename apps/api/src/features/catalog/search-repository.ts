import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import { properties } from '@scrivania/db/schema';
import { sql } from 'drizzle-orm';

/**
 * Full-text search in Italian (stems, accents ignored) or close spelling (trigram word similarity)
 * over publicly listed properties: every match, best first. The query text is a parameter inside the
 * WHERE clause (not a CTE), so the planner sees it and answers both matches from their GIN indexes.
 */
export function createSearchRepository(db: Db) {
  return {
    async matchText(text: string): Promise<number[]> {
      const raw = sql`scr_unaccent(lower(${text}))`;
      const tsq = sql`websearch_to_tsquery('italian', ${raw})`;
      const result = await db.execute(sql`
        select ${properties.id} as id
        from ${properties}
        where ${publiclyListed()}
          and (${properties}.search_vector @@ ${tsq} or ${raw} <% ${properties}.search_text)
        order by ts_rank(${properties}.search_vector, ${tsq}) + word_similarity(${raw}, ${properties}.search_text) desc, ${properties.id}`);
      return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) =>
        Number(row.id),
      );
    },
  };
}
