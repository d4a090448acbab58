import path from 'node:path';
import { photoFolder } from '@scrivania/db/seed/photos';
import { seedDemoData } from '@scrivania/db/seed/seed-demo';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type AvailabilityIndex, createAvailabilityIndex } from './availability-index.ts';
import { italianLexeme, type StemmerVariant } from './italian-stemmer.ts';
import { createSearchRepository } from './search-repository.ts';
import { float4Value, plainWord } from './text-index.ts';
import {
  createSimilarityScratch,
  trigramsOf,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
} from './trigram-similarity.ts';

/**
 * The in-memory text match (decision 057) against PostgreSQL's own, on whichever database the tests
 * run on: the demo catalogue and generated listings, word by word.
 */

let t: TestApp;
let index: AvailabilityIndex;
let variant: StemmerVariant;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Syllables and endings that exercise every rule of the Italian stemmer. */
const STEMS = [
  'abband',
  'pronunc',
  'ufficio',
  'sal',
  'cas',
  'spaz',
  'quiet',
  'aiuol',
  'divan',
  'giard',
  'bu',
  'ar',
];
const ENDINGS =
  `a e i o anza anze ico ici ica ice iche ichi ismo ismi abile abili ibile ibili ista iste isti oso
  osi osa ose mente atrice atrici ante anti azione azioni atore atori icazione icatore logia logie uzione uzioni
  usione usioni enza enze amento amenti imento imenti amente ivamente osamente icamente abilmente ativamente
  ivo ivi iva ive ativo icativo ammo ando ano are arono asse assero assi assimo ata ate ati ato ava avamo avano
  avate avi avo emmo enda ende endi endo erai eranno ere erebbe erebbero erei eremmo eremo ereste eresti erete
  erono essero ete eva evamo evano evate evi evo iamo immo irai iranno ire irebbe irebbero irei iremmo iremo
  ireste iresti irete irono isca iscano isce isci isco iscono issero ita ite iti ito ivamo ivano ivate ono uta
  ute uti uto ar ir andogli endolo arci erlo irla andosene arsene ch gh chi ghi che ghe ia ie io`.split(
    /\s+/,
  );

/** Random names for listings, with accents, apostrophes, hyphens and numbers as hosts type them. */
const NAME_WORDS = `Ufficio uffici luminoso luminosa Sala riunioni Spazio coworking Città Perché più dell'Arte
  Sant'Antonio co-working open-space Navigli Duomo Porta Garibaldi stazione centrale piano 3 civico 12B
  terrazza giardino divano divani quieto tranquillità Caffè accogliente attrezzata attrezzature riunione
  eventi privato private Roma Milano Torino Bologna Napoli Firenze Lungarno Vomero 4821 A1 Ø Straße`.split(
  /\s+/,
);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { photos: photoFolder(path.join(t.dataDir, 'images')) });
  const names = fc.sample(fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 2, maxLength: 7 }), {
    numRuns: 40,
    seed: 57,
  });
  for (const [i, words] of names.entries()) {
    await createProperty(t.db, {
      name: `${words.join(' ')} ${i}`,
      address: `Via ${words[0]} ${i}, ${words[1]}`,
    });
  }
  index = createAvailabilityIndex(t.db, { refreshMs: 0 });
  await index.fresh();
  const [probe] = rowsOf<{ stem: string }>(
    await t.db.execute(sql`select ts_lexize('italian_stem', 'divano')::text as stem`),
  );
  variant = { divan: probe?.stem === '{divan}' };
}, 300_000);
afterAll(() => t.close());

/** websearch_to_tsquery('italian', w) for many words in one query, as text. */
async function databaseQueries(words: readonly string[]): Promise<Map<string, string>> {
  const rows = rowsOf<{ word: string; query: string }>(
    await t.db.execute(sql`
      select w as word, websearch_to_tsquery('italian', w)::text as query
      from json_array_elements_text(${JSON.stringify(words)}::json) w`),
  );
  return new Map(rows.map((row) => [row.word, row.query]));
}

/** The memory's reading in websearch_to_tsquery's form; the database's own for words left to it. */
const asQuery = (word: string, database: string | undefined) => {
  const read = italianLexeme(word, variant);
  if (!read) return database;
  return read.ignored ? '' : `'${read.lexeme}'`;
};

describe('Italian words in memory', () => {
  it('stems and drops words as the database does: every ending on several stems, stop words, numbers', async () => {
    const words = [
      ...STEMS.flatMap((stem) => ENDINGS.map((ending) => stem + ending)),
      ...'di la il perche piu e divano divani citta qualita quest questo stessimo'.split(' '),
      ...'4821 12b a1 1e5 007 x 4e9kc'.split(' '),
    ];
    const expected = await databaseQueries(words);
    const differing = words.filter((word) => asQuery(word, expected.get(word)) !== expected.get(word));
    expect(differing.map((word) => [word, asQuery(word, undefined), expected.get(word)])).toEqual([]);
  });

  it('stems random words of letters and digits as the database does', async () => {
    const words = fc.sample(fc.stringMatching(/^[a-z]{1,14}$|^[a-z0-9]{1,8}$/), { numRuns: 6000, seed: 7 });
    const expected = await databaseQueries(words);
    const differing = words.filter((word) => asQuery(word, expected.get(word)) !== expected.get(word));
    expect(differing.map((word) => [word, asQuery(word, undefined), expected.get(word)])).toEqual([]);
  });

  it('reads accented and upper-case words as scr_unaccent(lower(…)) does, and leaves the rest to the database', async () => {
    const words = ['Città', 'PERCHÉ', 'Caffè', 'naïve', 'Ñandú', 'façade', 'Milano', 'rosé'];
    const rows = rowsOf<{ word: string; plain: string }>(
      await t.db.execute(sql`
        select w as word, scr_unaccent(lower(w)) as plain
        from json_array_elements_text(${JSON.stringify(words)}::json) w`),
    );
    for (const row of rows) expect(plainWord(row.word)).toBe(row.plain);
    expect(plainWord("dell'arte")).toBeUndefined();
    expect(plainWord('co-working')).toBeUndefined();
    expect(plainWord('Straße')).toBeUndefined();
  });
});

describe('word similarity in memory', () => {
  it("equals pg_trgm's word_similarity on random words and texts, across words too", async () => {
    const letters = fc.stringMatching(/^[a-e]{1,7}$/);
    const pairs = fc.sample(
      fc.tuple(
        letters,
        fc.array(fc.stringMatching(/^[a-e]{1,7}$|^[a-e]{1,3}[ ,.'-][a-e]{1,3}$/), {
          minLength: 1,
          maxLength: 6,
        }),
      ),
      { numRuns: 1500, seed: 3 },
    );
    const cases = pairs.map(([query, text]) => ({ query, text: text.join(' ') }));
    const rows = rowsOf<{ i: number | string; similarity: number | string }>(
      await t.db.execute(sql`
        select (c->>'i')::int as i, word_similarity(c->>'query', c->>'text') as similarity
        from json_array_elements(${JSON.stringify(cases.map((c, i) => ({ ...c, i })))}::json) c`),
    );
    const ids = new Map<string, number>();
    const idOf = (trigram: string) => {
      const id = ids.get(trigram) ?? ids.size;
      ids.set(trigram, id);
      return id;
    };
    const differing = rows.flatMap((row) => {
      const { query, text } = cases[Number(row.i)] as { query: string; text: string };
      const queryIds = new Set(trigramsOf(query).map(idOf));
      const textIds = Int32Array.from(trigramsOf(text).map(idOf));
      const mine = wordSimilarity(
        (id) => queryIds.has(id),
        queryIds.size,
        textIds,
        0,
        textIds.length,
        createSimilarityScratch(ids.size),
      );
      return float4Value(mine) === Number(row.similarity)
        ? []
        : [{ query, text, mine, theirs: row.similarity }];
    });
    expect(differing).toEqual([]);
    expect(WORD_SIMILARITY_THRESHOLD).toBe(Math.fround(0.6));
  });
});

describe('word matches in memory', () => {
  it('find the same listings with the same scores as the database, word by word', async () => {
    const search = createSearchRepository(t.db);
    const vocabulary = rowsOf<{ word: string }>(
      await t.db.execute(sql`
        select distinct w as word
        from properties, regexp_split_to_table(search_text, '[^a-z0-9]+') w
        where w <> ''`),
    ).map((row) => row.word);
    const misspelt = vocabulary
      .filter((word) => word.length > 3)
      .flatMap((word, i) => [
        word.slice(0, 1 + (i % (word.length - 1))) + word.slice(2 + (i % (word.length - 1))),
        `${word}e`,
      ]);
    const words = [
      ...new Set([
        ...vocabulary,
        ...misspelt,
        ...'uffici luminosi riunione milno roa torno spazio 4821 12 di perche Città PERCHÉ divani sale'.split(
          ' ',
        ),
      ]),
    ];
    const differing: unknown[] = [];
    const readable = words.filter((word) => index.matchWord(word) !== undefined);
    const database = await search.matchWords(readable);
    for (const word of readable) {
      const fromMemory = index.matchWord(word);
      const fromDatabase = database.get(word);
      if (JSON.stringify(fromMemory) !== JSON.stringify(fromDatabase))
        differing.push({ word, fromMemory, fromDatabase });
    }
    expect(differing).toEqual([]);
    expect(words.length).toBeGreaterThan(200);
  }, 300_000);

  it('leave to the database the words only it can read', () => {
    expect(index.matchWord("dell'arte")).toBeUndefined();
    expect(index.matchWord('open-space')).toBeUndefined();
    expect(index.matchWord('4e9kc')).toBeUndefined();
  });
});
