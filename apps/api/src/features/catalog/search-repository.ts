import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import { properties } from '@scrivania/db/schema';
import { sql } from 'drizzle-orm';

/** The listings one word finds, with how well each matches; `ignored` for words the Italian dictionary drops. */
export interface WordMatch {
  ignored: boolean;
  /** Ascending. */
  ids: number[];
  /** Each id's score, in the same order. */
  scores: number[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Full-text search in Italian (stems, accents ignored) or close spelling (trigram word similarity)
 * over publicly listed properties. The query text is a parameter inside the WHERE clause (not a
 * CTE), so the planner sees it and answers both matches from their GIN indexes.
 */
export function createSearchRepository(db: Db) {
  return {
    /** Every match of the whole text, best first. */
    async matchText(text: string): Promise<number[]> {
      const raw = sql`scr_unaccent(lower(${text}))`;
      const tsq = sql`websearch_to_tsquery('italian', ${raw})`;
      const result = await db.execute(sql`
        select ${properties.id} as id
        from ${properties}
        where ${publiclyListed()}
          and (${properties}.search_vector @@ ${tsq} or ${raw} <% ${properties}.search_text)
        order by ts_rank(${properties}.search_vector, ${tsq}) + word_similarity(${raw}, ${properties}.search_text) desc, ${properties.id}`);
      return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
    },

    /** Every match of one word, in id order, scored the way `matchText` orders. */
    async matchWord(word: string): Promise<WordMatch> {
      const raw = sql`scr_unaccent(lower(${word}))`;
      const tsq = sql`websearch_to_tsquery('italian', ${raw})`;
      const [kept] = rowsOf<{ nodes: number | string }>(
        await db.execute(sql`select numnode(${tsq}) as nodes`),
      );
      if (Number(kept?.nodes ?? 0) === 0) return { ignored: true, ids: [], scores: [] };
      // A number is not misspelt: it matches as written. By spelling, '4821' would be close to every
      // word starting with '4' and cost a check of each.
      const close = /\d/.test(word) ? sql`false` : sql`${raw} <% ${properties}.search_text`;
      const rows = rowsOf<{ id: number | string; score: number | string }>(
        await db.execute(sql`
          select ${properties.id} as id,
                 ts_rank(${properties}.search_vector, ${tsq}) + word_similarity(${raw}, ${properties}.search_text) as score
          from ${properties}
          where ${publiclyListed()}
            and (${properties}.search_vector @@ ${tsq} or ${close})
          order by ${properties.id}`),
      );
      return {
        ignored: false,
        ids: rows.map((row) => Number(row.id)),
        scores: rows.map((row) => Number(row.score)),
      };
    },
  };
}
