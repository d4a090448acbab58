/**
 * PostgreSQL's 'italian' text search configuration for one word of plain letters, so that search can
 * judge a new word in memory (decision 057): the Snowball Italian stemmer and its stop words. Only
 * unaccented lower-case letters come here: search text is unaccented before it is parsed, so the
 * stemmer's rules for accented vowels never apply and are left out.
 */

/**
 * The stop words of PostgreSQL's italian.stop that can reach the dictionary: the words of plain
 * letters ('più' and its like never do, since the text is unaccented first: 'piu' is stemmed).
 */
export const ITALIAN_STOP_WORDS: ReadonlySet<string> = new Set(
  `ad al allo ai agli all agl alla alle con col coi da dal dallo dai dagli dall dagl dalla dalle di del
  dello dei degli dell degl della delle in nel nello nei negli nell negl nella nelle su sul sullo sui
  sugli sull sugl sulla sulle per tra contro io tu lui lei noi voi loro mio mia miei mie tuo tua tuoi
  tue suo sua suoi sue nostro nostra nostri nostre vostro vostra vostri vostre mi ti ci vi lo la li le
  gli ne il un uno una ma ed se anche come dov dove che chi cui non quale quanto quanti quanta quante
  quello quelli quella quelle questo questi questa queste si tutto tutti a c e i l o ho hai ha abbiamo
  avete hanno abbia abbiate abbiano avrai avremo avrete avranno avrei avresti avrebbe avremmo avreste
  avrebbero avevo avevi aveva avevamo avevate avevano ebbi avesti ebbe avemmo aveste ebbero avessi
  avesse avessimo avessero avendo avuto avuta avuti avute sono sei siamo siete sia siate siano sarai
  saremo sarete saranno sarei saresti sarebbe saremmo sareste sarebbero ero eri era eravamo eravate
  erano fui fosti fu fummo foste furono fossi fosse fossimo fossero essendo faccio fai facciamo fanno
  faccia facciate facciano farai faremo farete faranno farei faresti farebbe faremmo fareste
  farebbero facevo facevi faceva facevamo facevate facevano feci facesti fece facemmo faceste fecero
  facessi facesse facessimo facessero facendo sto stai sta stiamo stanno stia stiate stiano starai
  staremo starete staranno starei staresti starebbe staremmo stareste starebbero stavo stavi stava
  stavamo stavate stavano stetti stesti stette stemmo steste stettero stessi stesse stessimo stessero
  stando`.split(/\s+/),
);

export interface StemmerVariant {
  /**
   * Snowball 3 (PostgreSQL 18, the embedded database) keeps 'divan' whole, so that 'divano' does not
   * stem like 'diva'; Snowball 2 (PostgreSQL 15 to 17) does not.
   */
  divan: boolean;
}

const PRONOUNS = [
  'ci',
  'gli',
  'la',
  'le',
  'li',
  'lo',
  'mi',
  'ne',
  'si',
  'ti',
  'vi',
  'sene',
  'gliela',
  'gliele',
  'glieli',
  'glielo',
  'gliene',
  'mela',
  'mele',
  'meli',
  'melo',
  'mene',
  'tela',
  'tele',
  'teli',
  'telo',
  'tene',
  'cela',
  'cele',
  'celi',
  'celo',
  'cene',
  'vela',
  'vele',
  'veli',
  'velo',
  'vene',
];
const BEFORE_PRONOUN = ['ando', 'endo', 'ar', 'er', 'ir'];

type StandardAction = 'r2' | 'r2ic' | 'log' | 'u' | 'ente' | 'rv' | 'amente' | 'ivo';
const STANDARD: ReadonlyArray<[string, StandardAction]> = [
  ...'anza anze ico ici ica ice iche ichi ismo ismi abile abili ibile ibili ista iste isti oso osi osa ose mente atrice atrici ante anti'
    .split(' ')
    .map((suffix): [string, StandardAction] => [suffix, 'r2']),
  ...'azione azioni atore atori'.split(' ').map((suffix): [string, StandardAction] => [suffix, 'r2ic']),
  ['logia', 'log'],
  ['logie', 'log'],
  ...'uzione uzioni usione usioni'.split(' ').map((suffix): [string, StandardAction] => [suffix, 'u']),
  ['enza', 'ente'],
  ['enze', 'ente'],
  ...'amento amenti imento imenti'.split(' ').map((suffix): [string, StandardAction] => [suffix, 'rv']),
  ['amente', 'amente'],
  ...'ivo ivi iva ive'.split(' ').map((suffix): [string, StandardAction] => [suffix, 'ivo']),
];
const VERB = `ammo ando ano are arono asse assero assi assimo ata ate ati ato ava avamo avano avate avi avo
  emmo enda ende endi endo erai eranno ere erebbe erebbero erei eremmo eremo ereste eresti erete erono
  essero ete eva evamo evano evate evi evo iamo immo irai iranno ire irebbe irebbero irei iremmo iremo
  ireste iresti irete irono isca iscano isce isci isco iscono issero ita ite iti ito iva ivamo ivano
  ivate ivi ivo ono uta ute uti uto ar ir`.split(/\s+/);

const isVowel = (c: string | undefined) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';

/** The longest of `suffixes` that `word` ends with and that starts at or after `from`. */
function longestSuffix(word: string, suffixes: readonly string[], from = 0): string | undefined {
  let found: string | undefined;
  for (const suffix of suffixes) {
    if (suffix.length > (found?.length ?? 0) && word.length - suffix.length >= from && word.endsWith(suffix))
      found = suffix;
  }
  return found;
}

/** Snowball's 'gopast': the index just past the first character at or after `from` that passes. */
function gopast(word: string, from: number, test: (c: string) => boolean): number | undefined {
  for (let i = from; i < word.length; i++) if (test(word[i] as string)) return i + 1;
  return undefined;
}

/** Snowball's RV, R1 and R2 for Italian (as for Spanish), as start indexes; the length when empty. */
function regions(word: string, variant: StemmerVariant) {
  const n = word.length;
  const vowel = (c: string) => isVowel(c);
  const consonant = (c: string) => !isVowel(c);
  let rv: number | undefined;
  if (n >= 2) {
    if (isVowel(word[0])) {
      rv = !isVowel(word[1]) ? gopast(word, 2, vowel) : gopast(word, 2, consonant);
    }
    if (rv === undefined && variant.divan && word.startsWith('divan')) rv = 5;
    if (rv === undefined && !isVowel(word[0])) {
      if (!isVowel(word[1])) rv = gopast(word, 2, vowel);
      else if (n >= 3) rv = 3;
    }
  }
  const afterVowelConsonant = (from: number | undefined) => {
    if (from === undefined) return undefined;
    const vowelAt = gopast(word, from, vowel);
    return vowelAt === undefined ? undefined : gopast(word, vowelAt, consonant);
  };
  const r1 = afterVowelConsonant(0);
  const r2 = afterVowelConsonant(r1);
  return { rv: rv ?? n, r1: r1 ?? n, r2: r2 ?? n };
}

/**
 * The Snowball Italian stem of a word of unaccented lower-case letters, as PostgreSQL's
 * italian_stem dictionary gives it (stop words aside).
 */
export function stemItalian(input: string, variant: StemmerVariant): string {
  // Prelude: a 'u' after 'q', and a 'u' or 'i' between vowels, count as consonants (upper case).
  const chars = input.replace(/qu/g, 'qU').split('');
  for (let p = 0; p + 2 < chars.length; p++) {
    const next = chars[p + 1];
    if (isVowel(chars[p]) && (next === 'u' || next === 'i') && isVowel(chars[p + 2]))
      chars[p + 1] = (next as string).toUpperCase();
  }
  let word = chars.join('');
  const { rv, r1, r2 } = regions(word, variant);
  const cut = (length: number, replacement = '') => {
    word = word.slice(0, word.length - length) + replacement;
  };

  const pronoun = longestSuffix(word, PRONOUNS);
  if (pronoun) {
    const before = word.slice(0, word.length - pronoun.length);
    const ending = longestSuffix(before, BEFORE_PRONOUN);
    if (ending && before.length - ending.length >= rv)
      cut(pronoun.length, ending === 'ando' || ending === 'endo' ? '' : 'e');
  }

  if (!standardSuffix()) {
    const verb = longestSuffix(word, VERB, rv);
    if (verb) cut(verb.length);
  }

  const last = word[word.length - 1];
  if ((last === 'a' || last === 'e' || last === 'i' || last === 'o') && word.length - 1 >= rv) {
    cut(1);
    if (word.endsWith('i') && word.length - 1 >= rv) cut(1);
  }
  if (/[cg]h$/.test(word) && word.length - 2 >= rv) cut(1);
  return word.replace(/I/g, 'i').replace(/U/g, 'u');

  /** Step 1; false when no ending was removed, so that the verb endings are tried. */
  function standardSuffix(): boolean {
    let found: [string, StandardAction] | undefined;
    for (const entry of STANDARD) {
      if (entry[0].length > (found?.[0].length ?? 0) && word.endsWith(entry[0])) found = entry;
    }
    if (!found) return false;
    const [suffix, action] = found;
    const start = word.length - suffix.length;
    /** Removes `ending` when the word ends with it and it starts in the region from `region`. */
    const dropIf = (ending: string, region: number) => {
      if (!word.endsWith(ending) || word.length - ending.length < region) return false;
      cut(ending.length);
      return true;
    };
    switch (action) {
      case 'r2':
      case 'r2ic':
      case 'ivo':
        if (start < r2) return false;
        cut(suffix.length);
        if (action === 'r2ic') dropIf('ic', r2);
        if (action === 'ivo' && dropIf('at', r2)) dropIf('ic', r2);
        return true;
      case 'log':
      case 'u':
      case 'ente':
        if (start < r2) return false;
        cut(suffix.length, action);
        return true;
      case 'rv':
        if (start < rv) return false;
        cut(suffix.length);
        return true;
      case 'amente': {
        if (start < r1) return false;
        cut(suffix.length);
        const next = longestSuffix(word, ['iv', 'os', 'ic', 'abil']);
        if (next && word.length - next.length >= r2) {
          cut(next.length);
          if (next === 'iv') dropIf('at', r2);
        }
        return true;
      }
    }
  }
}

/** How PostgreSQL's 'italian' configuration reads one word of plain letters or digits. */
export type ItalianLexeme = { ignored: true } | { ignored: false; lexeme: string };

/**
 * A word of unaccented lower-case letters and digits as websearch_to_tsquery('italian', …) reads
 * it: letters only are stemmed unless a stop word; any digit makes it a number or a 'numword', which
 * the configuration keeps as written. Undefined when the parser would split it: a digit before an
 * 'e' may start a number in scientific notation ('4e9kc' is '4e9' and 'kc').
 */
export function italianLexeme(word: string, variant: StemmerVariant): ItalianLexeme | undefined {
  if (/\de/.test(word)) return undefined;
  if (/\d/.test(word)) return { ignored: false, lexeme: word };
  if (ITALIAN_STOP_WORDS.has(word)) return { ignored: true };
  return { ignored: false, lexeme: stemItalian(word, variant) };
}
