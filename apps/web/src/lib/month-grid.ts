import { addDays } from '@scrivania/core/dates';

/** The 'YYYY-MM' of a date, and the months before and after it. */
export const monthOf = (date: string) => date.slice(0, 7);
export const shiftMonth = (month: string, by: number) => {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
};

/**
 * The weeks of a month as seven cells each, Monday first: a date, or null before the first and after
 * the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: weekday }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
