/**
 * The cancellation policies (issue 15, decision 037), one rule for the screens (what a guest is shown)
 * and the server (what is refunded). Everything is integer cents.
 *
 * Deadlines are midnights in Rome: "N days before" is 00:00 Rome of the calendar day N days before the
 * first day, so "24 h before" is 00:00 of the day before, which is 23 or 25 hours earlier when the clocks
 * change in between. A deadline is the first instant of the lower share: a cancellation exactly at
 * 00:00 already gets it. Once the first day has begun nothing can be cancelled.
 *
 * A booking by the hour (decision 106) counts in hours before its start instant instead: "N days before"
 * is N × 24 hours before it, and nothing can be cancelled once it has begun.
 *
 * ROUNDING: the refund is the share of what is left to refund, rounded down to the cent (never more
 * than the exact share; paid amounts are whole euro, so 50 % is exact in practice).
 */

import { addDays, startOfDayInRome } from '../dates.ts';
import { type CancellationPolicy, cancellationPolicies } from '../domain.ts';
// Types only: the schemas stay out of the pages that show a policy without validating anything.
import type { CancellationRule } from './cancellation-schemas.ts';

export type { CancellationPolicy, CancellationRule };
export { cancellationPolicies };

/** Each policy's rule as new bookings get it. */
export const cancellationRules: Record<CancellationPolicy, CancellationRule> = {
  flessibile: { tiers: [{ days_before: 1, percent: 100 }], final_percent: 50 },
  moderata: {
    tiers: [
      { days_before: 5, percent: 100 },
      { days_before: 1, percent: 50 },
    ],
    final_percent: 0,
  },
  rigida: { tiers: [{ days_before: 7, percent: 50 }], final_percent: 0 },
};

/** The terms a booking is sold under: the policy's name and its rule as they were then. */
export interface CancellationTerms {
  policy: CancellationPolicy;
  rule: CancellationRule;
}

/** The terms a booking made now under `policy` keeps. */
export const termsOf = (policy: CancellationPolicy): CancellationTerms => ({
  policy,
  rule: cancellationRules[policy],
});

export interface CancellationDeadline {
  /** The instant this share ends (00:00 Rome). */
  until: Date;
  percent: number;
}

/**
 * A rule's deadlines for a stay beginning on `firstDay` ('YYYY-MM-DD'), or for an hourly booking
 * beginning at `startsAt`, earliest first.
 */
export function cancellationDeadlines(
  rule: CancellationRule,
  firstDay: string,
  startsAt?: Date | null,
): CancellationDeadline[] {
  return rule.tiers.map((tier) => ({
    until: startsAt
      ? new Date(startsAt.getTime() - tier.days_before * 24 * 3_600_000)
      : startOfDayInRome(addDays(firstDay, -tier.days_before)),
    percent: tier.percent,
  }));
}

export interface CancellationInput {
  /** The booking's own rule, never its listing's current one (decision 071). */
  rule: CancellationRule;
  firstDay: string;
  /** The start instant of an hourly booking: deadlines count in hours before it. */
  startsAt?: Date | null;
  /** What the guest paid, in cents (0 for an unpaid booking). */
  paidCents: number;
  /** What has already been refunded or is being refunded, in cents. */
  refundedCents: number;
  now: Date;
}

export interface CancellationQuote {
  /** False once the first day has begun in Rome. */
  cancellable: boolean;
  percent: number;
  refundCents: number;
  /** The instant the current share ends, or null when none lower follows. */
  currentUntil: Date | null;
  deadlines: CancellationDeadline[];
}

/** A non-negative whole number, or 0: bad data must never yield NaN or a negative refund. */
const whole = (value: number) => (Number.isSafeInteger(value) && value > 0 ? value : 0);

export function quoteCancellation(input: CancellationInput): CancellationQuote {
  const { rule } = input;
  const deadlines = cancellationDeadlines(rule, input.firstDay, input.startsAt);
  const start = input.startsAt ?? startOfDayInRome(input.firstDay);
  const now = input.now.getTime();
  const cancellable = now < start.getTime();
  const current = deadlines.find((deadline) => now < deadline.until.getTime());
  const percent = !cancellable ? 0 : (current?.percent ?? rule.final_percent);
  const paid = whole(input.paidCents);
  const left = Math.max(paid - whole(input.refundedCents), 0);
  // ROUNDING: down to the cent, of the amount paid, capped by what is left.
  const share = Number((BigInt(paid) * BigInt(percent)) / 100n);
  return {
    cancellable,
    percent,
    refundCents: Math.min(share, left),
    currentUntil: cancellable ? (current?.until ?? (rule.final_percent > 0 ? start : null)) : null,
    deadlines,
  };
}
