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

    /**
     * Every match of each word, in id order, scored the way `matchText` orders: one query for all
     * of them, so a text's words cost one round trip however many they are.
     */
    async matchWords(words: readonly string[]): Promise<Map<string, WordMatch>> {
      const found = new Map<string, WordMatch>();
      if (words.length === 0) return found;
      const list = sql`array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]`;
      // A number is not misspelt: it matches as written. By spelling, '4821' would be close to every
      // word starting with '4' and cost a check of each.
      const rows = rowsOf<{
        word: string;
        nodes: number | string;
        id: number | string | null;
        score: number | string | null;
      }>(
        await db.execute(sql`
          select w.word, w.nodes, p.id, p.score
          from (
            select x.word, x.raw, q.tsq, numnode(q.tsq) as nodes
            from (select word, scr_unaccent(lower(word)) as raw from unnest(${list}) as u(word)) x,
                 lateral (select websearch_to_tsquery('italian', x.raw) as tsq) q
          ) w
          left join lateral (
            select ${properties.id} as id,
                   ts_rank(${properties}.search_vector, w.tsq) + word_similarity(w.raw, ${properties}.search_text) as score
            from ${properties}
            where w.nodes > 0
              and ${publiclyListed()}
              and (${properties}.search_vector @@ w.tsq or (w.word !~ '[0-9]' and w.raw <% ${properties}.search_text))
          ) p on true
          order by w.word, p.id`),
      );
      for (const row of rows) {
        const match = found.get(row.word) ?? { ignored: Number(row.nodes) === 0, ids: [], scores: [] };
        found.set(row.word, match);
        if (row.id === null) continue;
        match.ids.push(Number(row.id));
        match.scores.push(Number(row.score));
      }
      return found;
    },
  };
}
