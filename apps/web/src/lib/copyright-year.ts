import { useQuery } from '@tanstack/react-query';

let romeYear: Intl.DateTimeFormat | undefined;

/** The calendar year an instant falls in, in Rome, whatever the clock's zone. */
export function yearInRome(instant: Date): number {
  romeYear ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric' });
  return Number(romeYear.format(instant));
}

/**
 * The year the footer's copyright runs to. Kept as a query so that a page the server rendered carries
 * the server's year in its answers and the browser adopts that year: a visitor's clock in another year
 * (New Year's night, a clock set wrong) would otherwise make the adopted markup differ (decision 077).
 */
export function useCopyrightYear(): number {
  return useQuery({
    queryKey: ['copyright-year'],
    queryFn: () => yearInRome(new Date()),
    initialData: () => yearInRome(new Date()),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
