import type { PayoutStatus } from '../domain.ts';
import { addSplits, type PayoutSplit, ZERO_SPLIT } from './commission.ts';

/** The first day of a 'YYYY-MM' month and of the month after it: the statement reads `from <= due_on < to`. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const to = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${to}-01` };
}

/** A cancelled line carries nothing (a full refund before it left): neither the list nor the statement shows it. */
export const isShownPayout = (status: PayoutStatus) => status !== 'cancelled';

export interface StatementTotals {
  total: PayoutSplit;
  paidNetCents: number;
  openNetCents: number;
}

/** The totals of a statement: the sum of its lines, and how much of the net is paid and still to come. */
export function statementTotals(lines: readonly (PayoutSplit & { status: PayoutStatus })[]): StatementTotals {
  const shown = lines.filter((line) => isShownPayout(line.status));
  const netOf = (keep: (status: PayoutStatus) => boolean) =>
    shown.filter((line) => keep(line.status)).reduce((sum, line) => sum + line.netCents, 0);
  return {
    total: shown.reduce(addSplits, ZERO_SPLIT),
    paidNetCents: netOf((status) => status === 'paid'),
    openNetCents: netOf((status) => status !== 'paid'),
  };
}
