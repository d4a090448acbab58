import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PayoutStatus } from '../domain.ts';
import { addSplits, type PayoutSplit, splitPayout, ZERO_SPLIT } from './commission.ts';
import { isSettled, type LedgerLine, reconcileLedger } from './ledger.ts';

const line = (id: number, split: PayoutSplit, extra: Partial<LedgerLine> = {}): LedgerLine => ({
  id,
  kind: 'booking',
  status: 'scheduled',
  inFlight: false,
  ...split,
  ...extra,
});

/** Applies a change as the service does: an update replaces a line's amounts and status, an insert adds a due adjustment. */
function apply(lines: LedgerLine[], change: ReturnType<typeof reconcileLedger>): LedgerLine[] {
  if (change.type === 'update')
    return lines.map((l) => (l.id === change.id ? { ...l, ...change.split, status: change.status } : l));
  if (change.type === 'insert')
    return [
      ...lines,
      line(Math.max(...lines.map((l) => l.id)) + 1, change.split, { kind: 'adjustment', status: 'due' }),
    ];
  return lines;
}

const liveSum = (lines: LedgerLine[]) =>
  lines.filter((l) => l.status !== 'cancelled').reduce<PayoutSplit>(addSplits, ZERO_SPLIT);

describe('the payout ledger of a booking', () => {
  const paid = splitPayout(10_000, 0, 1000);

  it('lowers the booking’s own line for a refund before it leaves, and cancels it for a full one', () => {
    const lines = [line(1, paid)];
    expect(reconcileLedger(lines, splitPayout(10_000, 3_000, 1000))).toEqual({
      type: 'update',
      id: 1,
      split: { grossCents: 7000, commissionCents: 700, netCents: 6300 },
      status: 'scheduled',
    });
    expect(reconcileLedger(lines, splitPayout(10_000, 10_000, 1000))).toMatchObject({
      type: 'update',
      status: 'cancelled',
      split: ZERO_SPLIT,
    });
    expect(reconcileLedger(lines, paid)).toEqual({ type: 'none' });
  });

  it('adds a negative adjustment for a refund after the line was paid, and folds a second one into it', () => {
    const lines = [line(1, paid, { status: 'paid' })];
    const afterRefund = splitPayout(10_000, 2_500, 1000);
    const change = reconcileLedger(lines, afterRefund);
    expect(change).toEqual({
      type: 'insert',
      split: { grossCents: -2500, commissionCents: -250, netCents: -2250 },
    });
    const withAdjustment = apply(lines, change);
    expect(reconcileLedger(withAdjustment, splitPayout(10_000, 4_000, 1000))).toEqual({
      type: 'update',
      id: 2,
      split: { grossCents: -4000, commissionCents: -400, netCents: -3600 },
      status: 'due',
    });
  });

  it('treats a line whose transfer has started as gone: the change becomes an adjustment', () => {
    const lines = [line(1, paid, { status: 'due', inFlight: true })];
    expect(reconcileLedger(lines, splitPayout(10_000, 1_000, 1000))).toMatchObject({ type: 'insert' });
  });

  it('keeps the lines adding up to the booking’s split through any refunds, failures and payouts', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('refund' as const), refunded: fc.integer({ min: 0, max: 20_000 }) }),
      fc.record({
        kind: fc.constant('settle' as const),
        pick: fc.nat(),
        to: fc.constantFrom<PayoutStatus>('paid', 'in_batch', 'due'),
        inFlight: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(step, { maxLength: 25 }),
        (paidCents, bp, steps) => {
          let lines = [line(1, splitPayout(paidCents, 0, bp))];
          for (const s of steps) {
            if (s.kind === 'settle') {
              // The queue or the bank moves an open line on; a settled line's amounts are never touched.
              const open = lines.filter((l) => !isSettled(l) && l.status !== 'cancelled');
              const chosen = open[s.pick % Math.max(open.length, 1)];
              if (chosen)
                lines = lines.map((l) =>
                  l.id === chosen.id ? { ...l, status: s.to, inFlight: s.inFlight } : l,
                );
              continue;
            }
            const target = splitPayout(paidCents, Math.min(s.refunded, paidCents), bp);
            const before = lines.filter(isSettled);
            lines = apply(lines, reconcileLedger(lines, target));
            expect(liveSum(lines)).toEqual(target);
            // What had left keeps its amounts.
            for (const settled of before) expect(lines.find((l) => l.id === settled.id)).toEqual(settled);
            // An adjustment only ever follows a booking line that had left.
            if (lines.some((l) => l.kind === 'adjustment'))
              expect(isSettled(lines[0] as LedgerLine)).toBe(true);
            // At most one adjustment is open at a time.
            const openAdjustments = lines.filter(
              (l) => l.kind === 'adjustment' && l.status !== 'cancelled' && !isSettled(l),
            );
            expect(openAdjustments.length).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
