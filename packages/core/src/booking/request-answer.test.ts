import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../domain.ts';
import { bookingMessages } from './messages.it.ts';
import { requestAnswerRefusal, statusAfter } from './request-answer.ts';

const h = bookingMessages.host;
const now = new Date('2026-06-01T10:00:00Z');
const later = new Date('2026-06-01T12:00:00Z');
const earlier = new Date('2026-06-01T09:00:00Z');
const request = (status: BookingStatus, holdExpiresAt: Date | null = later, wasRequest = true) => ({
  status,
  holdExpiresAt,
  wasRequest,
});

describe('requestAnswerRefusal', () => {
  it('lets the host accept or decline a live request', () => {
    expect(requestAnswerRefusal(request('requested'), 'accept', now)).toBeNull();
    expect(requestAnswerRefusal(request('requested'), 'decline', now)).toBeNull();
    expect(statusAfter('accept')).toBe('pending');
    expect(statusAfter('decline')).toBe('declined');
  });

  it('calls a request past its 24 hours expired, moved or not', () => {
    expect(requestAnswerRefusal(request('requested', earlier), 'accept', now)).toBe(h.requestExpired);
    expect(requestAnswerRefusal(request('requested', now), 'decline', now)).toBe(h.requestExpired);
    expect(requestAnswerRefusal(request('expired', null), 'accept', now)).toBe(h.requestExpired);
  });

  it('names what already happened to an answered request', () => {
    for (const status of ['pending', 'awaiting_transfer', 'booked'] as const)
      expect(requestAnswerRefusal(request(status), 'accept', now)).toBe(h.alreadyAccepted);
    expect(requestAnswerRefusal(request('declined', null), 'accept', now)).toBe(h.alreadyDeclined);
    expect(requestAnswerRefusal(request('cancelled', null), 'decline', now)).toBe(h.requestCancelled);
  });

  it('refuses to answer a booking that never was a request', () => {
    for (const status of ['pending', 'booked', 'expired', 'cancelled'] as const)
      expect(requestAnswerRefusal(request(status, later, false), 'accept', now)).toBe(h.notRequested);
  });
});
