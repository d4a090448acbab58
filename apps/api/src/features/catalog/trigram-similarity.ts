/**
 * pg_trgm's word similarity, in memory (decision 057): the same trigrams and the same greedy walk
 * over the text's trigrams as `word_similarity(query, text)`, in the same single-precision
 * arithmetic, so that a close-spelling match here is one there.
 */

/**
 * pg_trgm's word characters: letters and digits. ASCII is exact; beyond it PostgreSQL asks the
 * database's locale (C.UTF-8 on both databases here), which Unicode's letter and number classes follow.
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** pg_trgm's words of a text, in order (a text already lower-cased, as search text and queries are). */
export function trigramWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The trigrams of each word in turn, padded with two spaces before and one after, repeats kept. */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of trigramWords(text)) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 2 < chars.length; i++) trigrams.push(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return trigrams;
}

/** pg_trgm's word_similarity_threshold, a float4 compared as such. */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

const similarity = (count: number, queryLength: number, extentLength: number) =>
  Math.fround(count / (queryLength + extentLength - count));

/**
 * The fewest of a query's distinct trigrams a text must have to reach the threshold: an extent
 * holds at most the text's `shared` of them and at least as many trigrams, so its similarity is at
 * most shared / queryLength (float4 rounding keeps that order). Texts below need no walk.
 */
export function fewestSharedToMatch(queryLength: number): number {
  let shared = 0;
  while (shared < queryLength && similarity(shared, queryLength, shared) < WORD_SIMILARITY_THRESHOLD)
    shared++;
  return shared;
}

/**
 * A scratch space for `wordSimilarity` over trigram ids below `size`: where each trigram was last
 * seen in the extent, reset after every call, so a search allocates nothing per listing.
 */
export function createSimilarityScratch(size: number) {
  return { lastPos: new Int32Array(size).fill(-1), touched: [] as number[] };
}
export type SimilarityScratch = ReturnType<typeof createSimilarityScratch>;

/**
 * word_similarity(query, text): the greatest similarity between the query's trigrams and an extent
 * of the text's trigram sequence, found by pg_trgm's own greedy walk (iterate_word_similarity), so
 * the result equals PostgreSQL's even where the walk misses the true maximum.
 *
 * @param inQuery whether a trigram id is one of the query's
 * @param queryLength how many distinct trigrams the query has
 * @param text the text's trigram ids, in order, from `start` to `end`
 */
export function wordSimilarity(
  inQuery: (trigram: number) => boolean,
  queryLength: number,
  text: Int32Array,
  start: number,
  end: number,
  scratch: SimilarityScratch,
): number {
  const { lastPos, touched } = scratch;
  let extentLength = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < end - start; i++) {
    const trigram = text[start + i] as number;
    const found = inQuery(trigram);
    if (lower >= 0 || found) {
      if ((lastPos[trigram] as number) < 0) {
        extentLength++;
        if (found) count++;
        touched.push(trigram);
      }
      lastPos[trigram] = i;
    }
    if (!found) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      extentLength = 1;
    }
    let current = similarity(count, queryLength, extentLength);
    let tmpCount = count;
    let tmpLength = extentLength;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const candidate = similarity(tmpCount, queryLength, tmpLength);
      if (candidate > current) {
        current = candidate;
        extentLength = tmpLength;
        lower = tmpLower;
        count = tmpCount;
      }
      const at = text[start + tmpLower] as number;
      if (lastPos[at] === tmpLower) {
        tmpLength--;
        if (inQuery(at)) tmpCount--;
      }
    }
    if (current > best) best = current;
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
      const at = text[start + tmpLower] as number;
      if (lastPos[at] === tmpLower) lastPos[at] = -1;
    }
  }
  for (const trigram of touched) lastPos[trigram] = -1;
  touched.length = 0;
  return best;
}
