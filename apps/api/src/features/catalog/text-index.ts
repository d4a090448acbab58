import { italianLexeme, type StemmerVariant } from './italian-stemmer.ts';
import type { WordMatch } from './search-repository.ts';
import {
  createSimilarityScratch,
  fewestSharedToMatch,
  trigramsOf,
  trigramWords,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
} from './trigram-similarity.ts';

/** What the text index reads of a published listing: the columns search matches in PostgreSQL. */
export interface SearchableListing {
  id: number;
  /** `properties.search_text`: lower-cased, unaccented. */
  searchText: string;
  /** `properties.search_vector::text`, to_tsvector('italian', search_text) as PostgreSQL wrote it. */
  searchVector: string;
}

/** Letters PostgreSQL's unaccent maps to a plain Latin letter, as Italian text has them. */
const UNACCENT: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['àáâãäå', 'a'],
    ['èéêë', 'e'],
    ['ìíîï', 'i'],
    ['òóôõö', 'o'],
    ['ùúûü', 'u'],
    ['ç', 'c'],
    ['ñ', 'n'],
    ['ýÿ', 'y'],
  ].flatMap(([accented, plain]) => [...(accented as string)].map((letter) => [letter, plain as string])),
);

/**
 * A search word as scr_unaccent(lower(word)) makes it, when that is plain letters and digits;
 * undefined for anything else (punctuation, other scripts), which the database matches instead.
 */
export function plainWord(word: string): string | undefined {
  const plain = word.toLowerCase().replace(/[^ -~]/g, (letter) => UNACCENT[letter] ?? letter);
  return /^[a-z0-9]+$/.test(plain) ? plain : undefined;
}

/** The lexemes of a tsvector's text form with how many positions each has: `'uffic':2,5 'milan':3`. */
export function vectorLexemes(vector: string): Array<[string, number]> {
  const lexemes: Array<[string, number]> = [];
  const pattern = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;
  for (const [, lexeme, positions] of vector.matchAll(pattern)) {
    lexemes.push([(lexeme as string).replace(/''/g, "'"), positions ? positions.split(',').length : 0]);
  }
  return lexemes;
}

const PI_SQUARED_OVER_6 = 1.64493406685;

/**
 * ts_rank(vector, query) for a query of one lexeme found at `positions` places, none weighted (D,
 * 0.1): PostgreSQL's calc_rank_or in its single-precision steps.
 */
export function rankOfOne(positions: number): number {
  const weight = Math.fround(0.1);
  let sum = 0;
  for (let j = 0; j < Math.max(positions, 1); j++)
    sum = Math.fround(sum + Math.fround(weight / ((j + 1) * (j + 1))));
  return Math.fround(Math.fround(Math.fround(weight + sum) - weight) / PI_SQUARED_OVER_6);
}

/** A float4 as PostgreSQL prints it and the driver reads it back: the shortest decimal that is that float. */
export function float4Value(value: number): number {
  const single = Math.fround(value);
  for (let digits = 1; digits < 9; digits++) {
    const shortest = Number(single.toPrecision(digits));
    if (Math.fround(shortest) === single) return shortest;
  }
  return Number(single.toPrecision(9));
}

/**
 * The index's tables, built apart so that nothing but them (no listing's text, no growing array)
 * stays in memory with the index.
 */
function build(listings: readonly SearchableListing[]) {
  const sorted = [...listings].sort((a, b) => a.id - b.id);
  const ids = Int32Array.from(sorted, (listing) => listing.id);
  /** Per lexeme: the listings (as indexes into `ids`) and how many positions it has in each. */
  const lexemes = new Map<string, { rows: number[]; positions: number[] }>();
  /** Per pg_trgm word: the listings that have it whole, where its similarity is 1. */
  const words = new Map<string, number[]>();
  const trigramIds = new Map<string, number>();
  /** Each listing's trigram ids in order, one after the other; listing i's from `starts[i]`. */
  const sequence: number[] = [];
  const starts = new Int32Array(sorted.length + 1);
  /** Per trigram id: the listings having it, each once. */
  const postings: number[][] = [];

  sorted.forEach((listing, row) => {
    for (const [lexeme, positions] of vectorLexemes(listing.searchVector)) {
      const entry = lexemes.get(lexeme) ?? { rows: [], positions: [] };
      lexemes.set(lexeme, entry);
      entry.rows.push(row);
      entry.positions.push(positions);
    }
    for (const word of new Set(trigramWords(listing.searchText))) {
      const rows = words.get(word) ?? [];
      words.set(word, rows);
      rows.push(row);
    }
    starts[row] = sequence.length;
    for (const trigram of trigramsOf(listing.searchText)) {
      let id = trigramIds.get(trigram);
      if (id === undefined) {
        id = trigramIds.size;
        trigramIds.set(trigram, id);
        postings.push([]);
      }
      const posting = postings[id] as number[];
      if (posting[posting.length - 1] !== row) posting.push(row);
      sequence.push(id);
    }
  });
  starts[sorted.length] = sequence.length;
  return {
    ids,
    lexemes,
    words,
    trigramIds,
    trigrams: Int32Array.from(sequence),
    starts,
    rowsWith: postings.map((rows) => Int32Array.from(rows)),
  };
}

/**
 * Every published listing's words, lexemes and trigrams, read from the same columns PostgreSQL
 * matches, so that a word never seen before is matched here instead of by a query (decision 057):
 * full text (the word's Italian lexeme) or close spelling (pg_trgm word similarity ≥ 0.6, for words
 * without a digit), scored ts_rank + word_similarity as `matchWord` in SQL does.
 */
export function createTextIndex(listings: readonly SearchableListing[], variant: StemmerVariant) {
  const { ids, lexemes, words, trigramIds, trigrams, starts, rowsWith } = build(listings);
  const scratch = createSimilarityScratch(trigramIds.size);
  const shared = new Uint16Array(ids.length);
  /** Per row, its score while a word is matched (0: not found; every score found is above 0). */
  const scoreOf = new Float64Array(ids.length);

  return {
    /**
     * One search word's matches, as `matchWord` finds them in the database; undefined for a word
     * this index cannot read as PostgreSQL would (not plain letters and digits, or a number the
     * parser might split).
     */
    matchWord(word: string): WordMatch | undefined {
      const plain = plainWord(word);
      if (plain === undefined) return undefined;
      const lexeme = italianLexeme(plain, variant);
      if (lexeme === undefined) return undefined;
      if (lexeme.ignored) return { ignored: true, ids: [], scores: [] };
      const byText = lexemes.get(lexeme.lexeme) ?? { rows: [], positions: [] };
      const queryTrigrams = [...new Set(trigramsOf(plain))];
      const known = queryTrigrams.flatMap((trigram) => trigramIds.get(trigram) ?? []);
      const inQuery = (trigram: number) => known.includes(trigram);
      const whole = new Set(words.get(plain) ?? []);
      const similarityOf = (row: number) =>
        whole.has(row)
          ? 1
          : wordSimilarity(
              inQuery,
              queryTrigrams.length,
              trigrams,
              starts[row] as number,
              starts[row + 1] as number,
              scratch,
            );

      // Rows found, each once; their scores in `scoreOf`, cleared before returning.
      const found: number[] = [];
      // A word's matches share a few scores (whole words score alike), and printing a float4 the
      // way PostgreSQL does takes string work that was most of a common word's first match.
      const printed = new Map<number, number>();
      const asFloat4 = (value: number) => {
        let shown = printed.get(value);
        if (shown === undefined) {
          shown = float4Value(value);
          printed.set(value, shown);
        }
        return shown;
      };
      byText.rows.forEach((row, i) => {
        found.push(row);
        scoreOf[row] = asFloat4(rankOfOne(byText.positions[i] as number) + similarityOf(row));
      });
      // A number is not misspelt (as in SQL). Otherwise a listing can only be close when it has
      // enough of the word's trigrams somewhere in its text; only those are walked.
      if (!/\d/.test(plain)) {
        const touched: number[] = [];
        for (const trigram of known) {
          for (const row of rowsWith[trigram] as Int32Array) {
            if (shared[row] === 0) touched.push(row);
            shared[row] = (shared[row] as number) + 1;
          }
        }
        const least = fewestSharedToMatch(queryTrigrams.length);
        for (const row of touched) {
          if ((shared[row] as number) >= least && scoreOf[row] === 0) {
            const close = similarityOf(row);
            if (close >= WORD_SIMILARITY_THRESHOLD) {
              found.push(row);
              scoreOf[row] = asFloat4(close);
            }
          }
          shared[row] = 0;
        }
      }
      const rows = Int32Array.from(found).sort();
      const match: WordMatch = {
        ignored: false,
        ids: new Array(rows.length),
        scores: new Array(rows.length),
      };
      rows.forEach((row, i) => {
        match.ids[i] = ids[row] as number;
        match.scores[i] = scoreOf[row] as number;
        scoreOf[row] = 0;
      });
      return match;
    },
  };
}

export type TextIndex = ReturnType<typeof createTextIndex>;
