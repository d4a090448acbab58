/**
 * The platform's commission on a booking (issue 31, decision 097): a percentage with two decimals, kept
 * as hundredths of a percent (basis points) so that every sum is exact in integer cents.
 */
export const DEFAULT_COMMISSION_BASIS_POINTS = 1000;
export const MAX_COMMISSION_BASIS_POINTS = 5000;

/** What a booking's payout is made of, in cents: what the guest paid and kept paid, the cut, the rest. */
export interface PayoutSplit {
  grossCents: number;
  commissionCents: number;
  netCents: number;
}

/** The commission on `grossCents`, rounded half up to the cent; integer arithmetic, no float drift. */
export function commissionOf(grossCents: number, basisPoints: number): number {
  return Math.floor((grossCents * basisPoints + 5_000) / 10_000);
}

/**
 * A booking's split: gross is what the guest paid minus what was refunded (never below zero), the
 * commission is `basisPoints` of gross rounded half up, net is the rest.
 */
export function splitPayout(paidCents: number, refundedCents: number, basisPoints: number): PayoutSplit {
  const grossCents = Math.max(paidCents - refundedCents, 0);
  const commissionCents = commissionOf(grossCents, basisPoints);
  return { grossCents, commissionCents, netCents: grossCents - commissionCents };
}

export const ZERO_SPLIT: PayoutSplit = { grossCents: 0, commissionCents: 0, netCents: 0 };

export const addSplits = (a: PayoutSplit, b: PayoutSplit): PayoutSplit => ({
  grossCents: a.grossCents + b.grossCents,
  commissionCents: a.commissionCents + b.commissionCents,
  netCents: a.netCents + b.netCents,
});

export const subtractSplits = (a: PayoutSplit, b: PayoutSplit): PayoutSplit => ({
  grossCents: a.grossCents - b.grossCents,
  commissionCents: a.commissionCents - b.commissionCents,
  netCents: a.netCents - b.netCents,
});

export const isZeroSplit = (split: PayoutSplit) =>
  split.grossCents === 0 && split.commissionCents === 0 && split.netCents === 0;
