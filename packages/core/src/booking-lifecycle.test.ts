import { describe, expect, it } from 'vitest';
import { bookingStatuses, canTransition } from './booking-lifecycle.ts';

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
});
