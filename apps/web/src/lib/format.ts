const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Euro the Italian way, from integer cents: 123456 → "1.234,56 €". */
export function formatEuroCents(cents: number): string {
  return euro.format(cents / 100);
}
