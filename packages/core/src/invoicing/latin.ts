/**
 * FatturaPA's text fields (String80LatinType and the like) take only Basic Latin and Latin-1
 * Supplement characters. A name typed in another script or with letters outside Latin-1 is spelled
 * with the nearest Latin-1 letters, never sent invalid (issue: e-invoices, bad input).
 */

/** Letters and signs that Unicode decomposition does not bring back to Latin-1. */
const SPELLED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Œ: 'OE',
  œ: 'oe',
  Ŀ: 'L',
  ŀ: 'l',
  ŉ: "'n",
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  ſ: 's',
  Ə: 'E',
  ə: 'e',
  ẞ: 'SS',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u20AC': 'EUR',
};

const isLatin1 = (char: string) => (char.codePointAt(0) ?? 0) <= 0xff;

function latinChar(char: string): string {
  if (isLatin1(char)) return char;
  const spelled = SPELLED[char];
  if (spelled !== undefined) return spelled;
  // A letter with marks Latin-1 lacks (ă, ş, ž…): its recomposed form may be in Latin-1 (é), else the
  // base letter without the marks.
  const base = char.normalize('NFD');
  const recomposed = base.normalize('NFC');
  if ([...recomposed].every(isLatin1)) return recomposed;
  const letters = base.replace(/\p{M}/gu, '');
  return letters !== '' && [...letters].every(isLatin1) ? letters : '?';
}

/**
 * `text` in Latin-1 letters, control characters and runs of spaces collapsed to one space (the schema's
 * normalizedString), cut to `max` characters; `fallback` when nothing is left.
 */
export function toLatin1(text: string, max: number, fallback = '-'): string {
  const spelled = [...text.normalize('NFC')]
    .map(latinChar)
    .join('')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  const cut = [...spelled].slice(0, max).join('').trim();
  return cut === '' ? fallback : cut;
}
