/**
 * How a document is named (decision 052): `2026/000123` in a series per year shared by invoices and
 * credit notes; a five-character ProgressivoInvio derived from it, unique per issuer, so the SdI file
 * name `IT<partita IVA>_<progressivo>.xml` never repeats.
 */

/** Numbers a year's series can hold: the label has six digits. */
export const MAX_NUMBER_IN_YEAR = 999_999;

export function invoiceLabel(year: number, number: number): string {
  return `${year}/${String(number).padStart(6, '0')}`;
}

/**
 * Base 36 of (year − 2000) × 1,000,000 + number, five characters: distinct for every document of
 * years 2000 to 2059 (36⁵ is about 60 million), and the same document always gets the same one.
 */
export function progressiveOf(year: number, number: number): string {
  if (number < 1 || number > MAX_NUMBER_IN_YEAR || year < 2000 || year > 2059)
    throw new RangeError(`no ProgressivoInvio for ${year}/${number}`);
  return ((year - 2000) * 1_000_000 + number).toString(36).toUpperCase().padStart(5, '0');
}

export function sdiFileName(issuerVat: string, progressive: string): string {
  return `IT${issuerVat}_${progressive}.xml`;
}
