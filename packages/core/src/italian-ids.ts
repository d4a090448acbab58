/**
 * Format checks of Italian billing identifiers. They catch typing mistakes before an invoice is
 * issued; whether the identifier really exists is up to the tax authority.
 */

// Values of characters in odd positions; digits and letters A-J share the first ten.
const ODD_TABLE = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
const oddValue = (char: string) =>
  (/\d/.test(char) ? ODD_TABLE[Number(char)] : ODD_TABLE[char.charCodeAt(0) - 65]) ?? 0;
const evenValue = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

/** A personal codice fiscale: 16 characters (omocodia letters allowed) with a valid check letter. */
export function isCodiceFiscale(value: string): boolean {
  const code = value.toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(code))
    return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = code[i] ?? '';
    // Positions are counted from 1, so index 0 is an odd position.
    sum += i % 2 === 0 ? oddValue(char) : evenValue(char);
  }
  return code[15] === String.fromCharCode(65 + (sum % 26));
}

/** A partita IVA (also the codice fiscale of a company): 11 digits with a valid check digit. */
export function isPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(value[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

/** The recipient code of electronic invoicing: 7 characters for businesses, 6 for public offices. */
export function isSdiCode(value: string): boolean {
  return /^[A-Z0-9]{6,7}$/.test(value);
}

/**
 * An IBAN (any country, spaces allowed): two letters, two check digits and up to 30 letters or digits,
 * whose ISO 7064 mod 97 remainder is 1. Italian ones are exactly 27 characters.
 */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('IT') && iban.length !== 27) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
