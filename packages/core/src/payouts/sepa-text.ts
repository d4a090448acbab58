import { toLatin1 } from '../invoicing/latin.ts';

/**
 * The characters every SEPA bank must accept (EPC's Latin subset): a text with others may be refused
 * or mangled by the debtor's bank. `&` and `@` have a common spelling; any other sign becomes a space.
 */
const SEPA_CHARACTER = /[A-Za-z0-9/?:().,'+ -]/;
const SPELLED: Record<string, string> = {
  '&': '+',
  '@': '(at)',
  _: '-',
  '"': "'",
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
};

/**
 * `text` in the SEPA character set: letters with marks lose them (à → a), other scripts are spelled
 * as the e-invoices spell them, then cut to `max` characters; `fallback` when nothing is left.
 */
export function toSepaText(text: string, max: number, fallback = '-'): string {
  const latin = toLatin1(text, Number.MAX_SAFE_INTEGER, '');
  const plain = [...latin.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((char) => SPELLED[char] ?? (SEPA_CHARACTER.test(char) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = plain.slice(0, max).trim();
  return cut === '' ? fallback : cut;
}
