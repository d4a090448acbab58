import { describe, expect, it } from 'vitest';
import { amountMatches, nextRefundAttemptKey, paymentRefusal, transferStep } from './payment-rules.ts';

const now = new Date('2026-06-15T10:00:00Z');
const later = new Date('2026-06-15T10:30:00Z');
const earlier = new Date('2026-06-15T09:59:59Z');

describe('paymentRefusal', () => {
  it('lets a pending or awaited booking with a live hold be paid', () => {
    expect(paymentRefusal({ status: 'pending', holdExpiresAt: later }, now)).toBeNull();
    expect(
      paymentRefusal({ status: 'awaiting_transfer', holdExpiresAt: later.toISOString() }, now),
    ).toBeNull();
    expect(paymentRefusal({ status: 'pending', holdExpiresAt: null }, now)).toBeNull();
  });

  it('refuses paid, expired, cancelled and lapsed bookings', () => {
    expect(paymentRefusal({ status: 'booked', holdExpiresAt: null }, now)?.message).toBe(
      'Questa prenotazione è già stata pagata.',
    );
    for (const status of ['expired', 'cancelled'] as const) {
      expect(paymentRefusal({ status, holdExpiresAt: later }, now)?.status).toBe(409);
    }
    expect(paymentRefusal({ status: 'pending', holdExpiresAt: earlier }, now)?.status).toBe(409);
  });
});

describe('amountMatches', () => {
  it('matches to the cent, and an absent amount defers to the booking', () => {
    expect(amountMatches(undefined, 12_200)).toBe(true);
    expect(amountMatches(122, 12_200)).toBe(true);
    expect(amountMatches(122.1, 12_210)).toBe(true);
    expect(amountMatches(0.1 + 0.2, 30)).toBe(true);
    expect(amountMatches(122.01, 12_200)).toBe(false);
    expect(amountMatches(0, 12_200)).toBe(false);
  });
});

describe('transferStep', () => {
  it('switches a payable booking that never switched, and answers again while the transfer is awaited', () => {
    expect(transferStep({ status: 'pending', holdExpiresAt: later }, false, now)).toEqual({ kind: 'switch' });
    expect(transferStep({ status: 'awaiting_transfer', holdExpiresAt: later }, true, now)).toEqual({
      kind: 'awaiting',
    });
  });

  it('refuses a second switch, and any booking that cannot be paid', () => {
    expect(transferStep({ status: 'pending', holdExpiresAt: later }, true, now)).toMatchObject({
      kind: 'refused',
      refusal: { status: 409, message: expect.stringContaining('già stato richiesto una volta') },
    });
    expect(transferStep({ status: 'awaiting_transfer', holdExpiresAt: earlier }, true, now)).toMatchObject({
      kind: 'refused',
    });
    expect(transferStep({ status: 'expired', holdExpiresAt: later }, false, now)).toMatchObject({
      kind: 'refused',
    });
    expect(transferStep({ status: 'booked', holdExpiresAt: null }, true, now)).toMatchObject({
      refusal: { message: 'Questa prenotazione è già stata pagata.' },
    });
  });
});

describe('nextRefundAttemptKey', () => {
  it('numbers each retry after the first attempt, keeping the refund’s own key as the stem', () => {
    expect(nextRefundAttemptKey('operator-12-1')).toBe('operator-12-1~2');
    expect(nextRefundAttemptKey('operator-12-1~2')).toBe('operator-12-1~3');
    expect(nextRefundAttemptKey('cancel-7~9')).toBe('cancel-7~10');
  });
});
