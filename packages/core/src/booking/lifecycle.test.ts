import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../domain.ts';
import { canTransition, dateHoldingStatuses, holdLapsed, holdsDates, lapsingStatuses } from './lifecycle.ts';

describe('booking lifecycle', () => {
  it('lets a pending booking be paid, switched to bank transfer, expire or be cancelled', () => {
    expect(canTransition('pending', 'booked')).toBe(true);
    expect(canTransition('pending', 'awaiting_transfer')).toBe(true);
    expect(canTransition('pending', 'expired')).toBe(true);
    expect(canTransition('pending', 'cancelled')).toBe(true);
  });

  it('confirms a bank transfer only once the money is received', () => {
    expect(canTransition('awaiting_transfer', 'booked')).toBe(true);
    expect(canTransition('awaiting_transfer', 'pending')).toBe(false);
  });

  it('lets a request be accepted, declined, lapse or be withdrawn, but never be paid as it is', () => {
    expect(canTransition('requested', 'pending')).toBe(true);
    expect(canTransition('requested', 'declined')).toBe(true);
    expect(canTransition('requested', 'expired')).toBe(true);
    expect(canTransition('requested', 'cancelled')).toBe(true);
    expect(canTransition('requested', 'booked')).toBe(false);
    expect(canTransition('requested', 'awaiting_transfer')).toBe(false);
  });

  it('never turns an accepted booking back into a request', () => {
    for (const from of bookingStatuses) expect(canTransition(from, 'requested')).toBe(false);
    expect(canTransition('pending', 'declined')).toBe(false);
  });

  it('lets a paid booking be cancelled, and nothing else', () => {
    expect(bookingStatuses.filter((to) => canTransition('booked', to))).toEqual(['cancelled']);
  });

  it('never leaves a final status', () => {
    for (const final of ['declined', 'expired', 'cancelled'] as const) {
      for (const to of bookingStatuses) expect(canTransition(final, to)).toBe(false);
    }
  });

  it('lets requests, pending bookings and those awaiting a transfer lapse, and nothing else', () => {
    expect(lapsingStatuses).toEqual(['requested', 'pending', 'awaiting_transfer']);
  });

  it('reaches a final status from any status in at most four steps, and never loops', () => {
    const finals = bookingStatuses.filter(
      (status) => !bookingStatuses.some((to) => canTransition(status, to)),
    );
    expect(finals.sort()).toEqual(['cancelled', 'declined', 'expired']);
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingStatuses),
        fc.array(fc.nat(), { maxLength: 10 }),
        (start, picks) => {
          const seen = new Set([start]);
          let status = start;
          for (const pick of picks) {
            const next = bookingStatuses.filter((to) => canTransition(status, to));
            if (next.length === 0) break;
            status = next[pick % next.length] ?? status;
            expect(seen.has(status)).toBe(false);
            seen.add(status);
          }
          expect(seen.size).toBeLessThanOrEqual(5);
        },
      ),
    );
  });

  it('holds dates only in statuses that can still be paid or are paid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bookingStatuses), fc.date({ noInvalidDate: true }), (status, at) => {
        const live = new Date(at.getTime() + 60_000);
        const holds = holdsDates({ status, holdExpiresAt: live }, at);
        expect(holds).toBe((dateHoldingStatuses as readonly string[]).includes(status));
        expect(holds).toBe(
          status === 'booked' || canTransition(status, 'booked') || canTransition(status, 'pending'),
        );
      }),
    );
  });

  it('holds dates while paid for good, and while a lapsing hold lasts', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const later = new Date('2026-11-22T10:30:00Z');
    const earlier = new Date('2026-11-22T09:30:00Z');
    expect(holdLapsed(now, now)).toBe(true);
    expect(holdLapsed(null, now)).toBe(false);
    expect(holdsDates({ status: 'booked', holdExpiresAt: earlier }, now)).toBe(true);
    for (const status of ['requested', 'pending', 'awaiting_transfer'] as const) {
      expect(holdsDates({ status, holdExpiresAt: later }, now)).toBe(true);
      expect(holdsDates({ status, holdExpiresAt: earlier }, now)).toBe(false);
    }
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      expect(holdsDates({ status, holdExpiresAt: later }, now)).toBe(false);
    }
  });
});
