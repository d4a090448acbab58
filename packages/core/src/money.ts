/**
 * Money is integer cents everywhere inside the product (decision 002). Euro appear only where people
 * read or type amounts: the API's display fields (`price`, `payable_amount`), amounts a page sends back
 * to be checked against the cents, and formatted text.
 */

/** Cents → euro, for display fields: 4550 → 45.5 (the nearest double to the exact value). */
export function centsToEuro(cents: number): number {
  return cents / 100;
}

/**
 * Euro → integer cents, to the nearest cent, halves up (`Math.round`): 45.5 → 4550. Any amount with at
 * most two decimals comes back exact, although its double is not (1.15 × 100 = 114.99999999999999 →
 * 115). A third decimal is rounded as its double lies: 0.125 → 13, but 1.005 is 1.00499… → 100.
 */
export function euroToCents(euro: number): number {
  return Math.round(euro * 100);
}

// Made on first use, as the date formatters (decision 058): making it loads Italian's number and
// currency data, the longest part of the task that loads the search results' screen on a phone.
let euro: Intl.NumberFormat | undefined;

/** Euro the Italian way, from integer cents: 1234567 → "12.345,67 €" (Italian groups thousands from five digits). */
export function formatEuroCents(cents: number): string {
  euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
  return euro.format(centsToEuro(cents));
}

/**
 * Integer cents as a plain decimal with a comma and no thousands separator, as spreadsheets set to
 * Italian read a number: 123456 → "1234,56", -5 → "-0,05". Exact, since it never goes through a double.
 */
export function centsToDecimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
