import { describe, expect, it } from 'vitest';
import { monthBounds, statementTotals } from './statement.ts';

describe('the payout statement', () => {
  it('reads a month from its first day to the next month’s', () => {
    expect(monthBounds('2026-03')).toEqual({ from: '2026-03-01', to: '2026-04-01' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });

  it('sums the lines it shows, adjustments negative, cancelled ones left out', () => {
    const line = (
      grossCents: number,
      commissionCents: number,
      status: 'paid' | 'due' | 'failed' | 'cancelled',
    ) => ({
      grossCents,
      commissionCents,
      netCents: grossCents - commissionCents,
      status,
    });
    expect(
      statementTotals([
        line(10_000, 1_000, 'paid'),
        line(-2_000, -200, 'due'),
        line(5_000, 500, 'failed'),
        line(0, 0, 'cancelled'),
      ]),
    ).toEqual({
      total: { grossCents: 13_000, commissionCents: 1_300, netCents: 11_700 },
      paidNetCents: 9_000,
      openNetCents: 2_700,
    });
  });
});
