import { centsToEuro } from '../money.ts';

/** One month's paid bookings as the database sums them: gross is what was charged, VAT included. */
export interface MonthSums {
  month: number;
  bookings: number;
  grossCents: number;
  vatCents: number;
}

export interface EarningsLine {
  bookings: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

const line = (bookings: number, grossCents: number, vatCents: number): EarningsLine => ({
  bookings,
  netCents: grossCents - vatCents,
  vatCents,
  grossCents,
});

/** All twelve months of a year, empty ones at zero, and the year's total; cents throughout. */
export function earningsByMonth(sums: readonly MonthSums[]) {
  const months = Array.from({ length: 12 }, (_, index) => {
    const found = sums.find((sum) => sum.month === index + 1);
    return { month: index + 1, ...line(found?.bookings ?? 0, found?.grossCents ?? 0, found?.vatCents ?? 0) };
  });
  const total = line(
    months.reduce((n, month) => n + month.bookings, 0),
    months.reduce((n, month) => n + month.grossCents, 0),
    months.reduce((n, month) => n + month.vatCents, 0),
  );
  return { months, total };
}

/** A line in euro, with the API's names. */
export const earningsLineInEuro = (value: EarningsLine) => ({
  bookings: value.bookings,
  net_amount: centsToEuro(value.netCents),
  vat_amount: centsToEuro(value.vatCents),
  gross_amount: centsToEuro(value.grossCents),
});
