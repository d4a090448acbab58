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
