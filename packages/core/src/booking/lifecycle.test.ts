import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../domain.ts';
import { canTransition, holdLapsed, holdsDates, lapsingStatuses } from './lifecycle.ts';

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

  it('never leaves a final status', () => {
    for (const final of ['booked', 'expired', 'cancelled'] as const) {
      for (const to of bookingStatuses) expect(canTransition(final, to)).toBe(false);
    }
  });

  it('lets pending bookings and those awaiting a transfer lapse, and nothing else', () => {
    expect(lapsingStatuses).toEqual(['pending', 'awaiting_transfer']);
  });

  it('holds dates while paid for good, and while a lapsing hold lasts', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const later = new Date('2026-11-22T10:30:00Z');
    const earlier = new Date('2026-11-22T09:30:00Z');
    expect(holdLapsed(now, now)).toBe(true);
    expect(holdLapsed(null, now)).toBe(false);
    expect(holdsDates({ status: 'booked', holdExpiresAt: earlier }, now)).toBe(true);
    for (const status of ['pending', 'awaiting_transfer'] as const) {
      expect(holdsDates({ status, holdExpiresAt: later }, now)).toBe(true);
      expect(holdsDates({ status, holdExpiresAt: earlier }, now)).toBe(false);
    }
    for (const status of ['expired', 'cancelled'] as const) {
      expect(holdsDates({ status, holdExpiresAt: later }, now)).toBe(false);
    }
  });
});
