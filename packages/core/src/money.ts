const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Euro the Italian way, from integer cents: 1234567 → "12.345,67 €" (Italian groups thousands from five digits). */
export function formatEuroCents(cents: number): string {
  return euro.format(cents / 100);
}
