import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationPolicies } from '../domain.ts';
import { cancellationDeadlines, cancellationRules, quoteCancellation } from './cancellation.ts';
import { CancellationRuleSchema } from './cancellation-schemas.ts';

const minute = 60_000;
const at = (iso: string, offsetMinutes = 0) => new Date(new Date(iso).getTime() + offsetMinutes * minute);
const quote = (
  policy: (typeof cancellationPolicies)[number],
  firstDay: string,
  now: Date,
  paidCents = 12_000,
) => quoteCancellation({ rule: cancellationRules[policy], firstDay, paidCents, refundedCents: 0, now });

describe('cancellation policies', () => {
  // 2026-06-15 is in summer time: 00:00 Rome is 22:00 UTC the day before.
  it('flessibile: everything until 00:00 Rome of the day before, then half, nothing once the stay began', () => {
    const deadline = '2026-06-13T22:00:00Z';
    expect(quote('flessibile', '2026-06-15', at(deadline, -1)).refundCents).toBe(12_000);
    expect(quote('flessibile', '2026-06-15', at(deadline)).refundCents).toBe(6000);
    expect(quote('flessibile', '2026-06-15', at(deadline, 1)).refundCents).toBe(6000);
    const start = '2026-06-14T22:00:00Z';
    expect(quote('flessibile', '2026-06-15', at(start, -1))).toMatchObject({
      cancellable: true,
      refundCents: 6000,
    });
    expect(quote('flessibile', '2026-06-15', at(start))).toMatchObject({
      cancellable: false,
      refundCents: 0,
    });
    expect(quote('flessibile', '2026-06-15', at(start, 1)).cancellable).toBe(false);
  });

  it('moderata: everything until 5 days before, half until the day before, then nothing', () => {
    const five = '2026-06-09T22:00:00Z';
    const one = '2026-06-13T22:00:00Z';
    expect(quote('moderata', '2026-06-15', at(five, -1)).refundCents).toBe(12_000);
    expect(quote('moderata', '2026-06-15', at(five)).refundCents).toBe(6000);
    expect(quote('moderata', '2026-06-15', at(five, 1)).refundCents).toBe(6000);
    expect(quote('moderata', '2026-06-15', at(one, -1)).refundCents).toBe(6000);
    expect(quote('moderata', '2026-06-15', at(one))).toMatchObject({ cancellable: true, refundCents: 0 });
    expect(quote('moderata', '2026-06-15', at(one, 1)).refundCents).toBe(0);
  });

  it('rigida: half until 7 days before, then nothing', () => {
    const seven = '2026-06-07T22:00:00Z';
    expect(quote('rigida', '2026-06-15', at(seven, -1)).refundCents).toBe(6000);
    expect(quote('rigida', '2026-06-15', at(seven)).refundCents).toBe(0);
    expect(quote('rigida', '2026-06-15', at(seven, 1)).refundCents).toBe(0);
  });

  it('puts deadlines at midnight Rome across the spring change (29 March 2026, 23 h day)', () => {
    // The clocks go forward on Sunday 29 March at 02:00: before it 00:00 Rome is 23:00 UTC, after it 22:00.
    expect(
      cancellationDeadlines(cancellationRules.flessibile, '2026-03-30').map((d) => d.until.toISOString()),
    ).toEqual(['2026-03-28T23:00:00.000Z']);
    expect(
      cancellationDeadlines(cancellationRules.moderata, '2026-04-02').map((d) => d.until.toISOString()),
    ).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-31T22:00:00.000Z']);
    expect(quote('flessibile', '2026-03-30', at('2026-03-28T23:00:00Z', -1)).refundCents).toBe(12_000);
    expect(quote('flessibile', '2026-03-30', at('2026-03-28T23:00:00Z')).refundCents).toBe(6000);
    // The first day starts at 22:00 UTC, 23 hours after the deadline.
    expect(quote('flessibile', '2026-03-30', at('2026-03-29T22:00:00Z', -1)).cancellable).toBe(true);
    expect(quote('flessibile', '2026-03-30', at('2026-03-29T22:00:00Z')).cancellable).toBe(false);
  });

  it('puts deadlines at midnight Rome across the autumn change (25 October 2026, 25 h day)', () => {
    expect(
      cancellationDeadlines(cancellationRules.flessibile, '2026-10-26').map((d) => d.until.toISOString()),
    ).toEqual(['2026-10-24T22:00:00.000Z']);
    expect(
      cancellationDeadlines(cancellationRules.rigida, '2026-10-28').map((d) => d.until.toISOString()),
    ).toEqual(['2026-10-20T22:00:00.000Z']);
    expect(quote('flessibile', '2026-10-26', at('2026-10-24T22:00:00Z', -1)).refundCents).toBe(12_000);
    expect(quote('flessibile', '2026-10-26', at('2026-10-24T22:00:00Z')).refundCents).toBe(6000);
    expect(quote('flessibile', '2026-10-26', at('2026-10-25T23:00:00Z', -1)).cancellable).toBe(true);
    expect(quote('flessibile', '2026-10-26', at('2026-10-25T23:00:00Z')).cancellable).toBe(false);
  });

  it('rounds a half share down to the cent and never refunds more than is left', () => {
    expect(quote('rigida', '2026-06-15', at('2026-06-01T10:00:00Z'), 12_345).refundCents).toBe(6172);
    const later = quoteCancellation({
      rule: cancellationRules.flessibile,
      firstDay: '2026-06-15',
      paidCents: 12_000,
      refundedCents: 10_000,
      now: at('2026-06-01T10:00:00Z'),
    });
    expect(later.refundCents).toBe(2000);
  });

  it('names when the current share ends', () => {
    expect(quote('moderata', '2026-06-15', at('2026-06-01T10:00:00Z')).currentUntil?.toISOString()).toBe(
      '2026-06-09T22:00:00.000Z',
    );
    expect(quote('flessibile', '2026-06-15', at('2026-06-14T10:00:00Z')).currentUntil?.toISOString()).toBe(
      '2026-06-14T22:00:00.000Z',
    );
    expect(quote('rigida', '2026-06-15', at('2026-06-14T10:00:00Z')).currentUntil).toBeNull();
  });

  it('follows the rule it is given, whatever the policy of that name says now', () => {
    // A booking sold under a rule that gave everything back until the first day keeps it.
    const kept = { tiers: [], final_percent: 100 };
    const now = at('2026-06-14T10:00:00Z');
    expect(
      quoteCancellation({ rule: kept, firstDay: '2026-06-15', paidCents: 12_000, refundedCents: 0, now }),
    ).toMatchObject({ cancellable: true, percent: 100, refundCents: 12_000, deadlines: [] });
  });

  it('holds every policy to a rule the stored copies are checked against', () => {
    for (const name of cancellationPolicies)
      expect(CancellationRuleSchema.parse(cancellationRules[name])).toEqual(cancellationRules[name]);
  });

  const policy = fc.constantFrom(...cancellationPolicies).map((name) => cancellationRules[name]);
  const day = fc
    .integer({ min: 0, max: 3 * 365 })
    .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const instant = fc
    .integer({ min: Date.UTC(2024, 11, 1), max: Date.UTC(2028, 1, 1) })
    .map((t) => new Date(t));
  const cents = fc.integer({ min: 0, max: 10_000_000_00 });

  it('never refunds a negative amount nor more than was paid and is left', () => {
    fc.assert(
      fc.property(policy, day, instant, cents, cents, (p, firstDay, now, paidCents, refundedCents) => {
        const { refundCents } = quoteCancellation({ rule: p, firstDay, paidCents, refundedCents, now });
        expect(refundCents).toBeGreaterThanOrEqual(0);
        expect(refundCents).toBeLessThanOrEqual(paidCents);
        expect(refundCents).toBeLessThanOrEqual(Math.max(paidCents - refundedCents, 0));
        expect(Number.isSafeInteger(refundCents)).toBe(true);
      }),
    );
  });

  it('never refunds more for a later cancellation', () => {
    fc.assert(
      fc.property(policy, day, instant, instant, cents, (p, firstDay, a, b, paidCents) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = quoteCancellation({ rule: p, firstDay, paidCents, refundedCents: 0, now: early });
        const second = quoteCancellation({ rule: p, firstDay, paidCents, refundedCents: 0, now: late });
        expect(second.refundCents).toBeLessThanOrEqual(first.refundCents);
      }),
    );
  });

  it('puts every deadline at 00:00 Rome, earliest first', () => {
    const romeTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
    });
    fc.assert(
      fc.property(policy, day, (p, firstDay) => {
        const deadlines = cancellationDeadlines(p, firstDay);
        for (const deadline of deadlines) expect(romeTime.format(deadline.until)).toBe('00:00');
        const times = deadlines.map((d) => d.until.getTime());
        expect([...times].sort((x, y) => x - y)).toEqual(times);
      }),
    );
  });
});

describe('an hourly booking', () => {
  // 10:00 in Rome on 2026-12-10 (UTC+1).
  const startsAt = new Date('2026-12-10T09:00:00Z');
  const hourly = (policy: (typeof cancellationPolicies)[number], now: Date) =>
    quoteCancellation({
      rule: cancellationRules[policy],
      firstDay: '2026-12-10',
      startsAt,
      paidCents: 10_000,
      refundedCents: 0,
      now,
    });

  it('counts its deadlines in hours before its start, not from midnight', () => {
    expect(cancellationDeadlines(cancellationRules.flessibile, '2026-12-10', startsAt)[0]?.until).toEqual(
      new Date('2026-12-09T09:00:00Z'),
    );
    // 25 hours before: all back; 23 hours before: the final half (a day-based rule would say 50 % already).
    expect(hourly('flessibile', new Date('2026-12-09T08:00:00Z')).percent).toBe(100);
    expect(hourly('flessibile', new Date('2026-12-09T10:00:00Z')).percent).toBe(50);
  });

  it('can be cancelled until it starts, not after', () => {
    expect(hourly('flessibile', new Date('2026-12-10T08:59:00Z')).cancellable).toBe(true);
    expect(hourly('flessibile', new Date('2026-12-10T09:00:00Z')).cancellable).toBe(false);
  });
});
