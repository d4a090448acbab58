import type { PayoutKind, PayoutStatus } from '../domain.ts';
import { addSplits, isZeroSplit, type PayoutSplit, subtractSplits, ZERO_SPLIT } from './commission.ts';

/** One line of a booking's payout ledger, as the reconciliation needs it. */
export interface LedgerLine extends PayoutSplit {
  id: number;
  kind: PayoutKind;
  status: PayoutStatus;
  /** A Stripe transfer or reversal was started for it: its amount may already have left. */
  inFlight: boolean;
}

export type LedgerChange =
  | { type: 'none' }
  | { type: 'update'; id: number; split: PayoutSplit; status: PayoutStatus }
  | { type: 'insert'; split: PayoutSplit };

/** A line whose money has left, or is leaving: its amounts never change again. */
export const isSettled = (line: Pick<LedgerLine, 'status' | 'inFlight'>) =>
  line.inFlight || line.status === 'in_batch' || line.status === 'paid';

const sameSplit = (a: PayoutSplit, b: PayoutSplit) => isZeroSplit(subtractSplits(a, b));

/**
 * The one change that brings a booking's payout lines to `target` (its split after refunds), so that
 * the lines not cancelled always add up to it. While the booking's own line has not left it carries
 * the target, less any adjustment (there is none unless a bank returned it after it had left): a full
 * refund cancels it, a refund that failed afterwards brings it back. Once
 * it has left, the difference goes to an adjustment line: the open one when there is one, otherwise a
 * new one (negative after a refund: deducted from the host's next payouts, or reversed on Stripe).
 */
export function reconcileLedger(lines: readonly LedgerLine[], target: PayoutSplit): LedgerChange {
  const main = lines.find((line) => line.kind === 'booking');
  if (!main) return { type: 'none' };
  const live = (line: LedgerLine) => line.status !== 'cancelled';
  if (!isSettled(main)) {
    const others = lines.filter((line) => line !== main && live(line)).reduce(addSplits, ZERO_SPLIT);
    const split = subtractSplits(target, others);
    const status: PayoutStatus = isZeroSplit(split)
      ? 'cancelled'
      : main.status === 'cancelled'
        ? 'scheduled'
        : main.status;
    if (status === main.status && sameSplit(main, split)) return { type: 'none' };
    return { type: 'update', id: main.id, split, status };
  }
  const delta = subtractSplits(target, lines.filter(live).reduce(addSplits, ZERO_SPLIT));
  if (isZeroSplit(delta)) return { type: 'none' };
  const open = lines.find(
    (line) => line.kind === 'adjustment' && line.status !== 'cancelled' && !isSettled(line),
  );
  if (!open) return { type: 'insert', split: delta };
  const split = addSplits(splitOf(open), delta);
  return { type: 'update', id: open.id, split, status: isZeroSplit(split) ? 'cancelled' : open.status };
}

const splitOf = (line: PayoutSplit): PayoutSplit => ({
  grossCents: line.grossCents,
  commissionCents: line.commissionCents,
  netCents: line.netCents,
});
