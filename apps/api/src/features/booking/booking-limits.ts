import { messages } from '@scrivania/core/messages.it';
import type { BookingLimits } from '../../config.ts';
import { addressLimitKey } from '../../lib/address-key.ts';
import type { createRateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { createBookingRepository } from './booking-repository.ts';

/**
 * Counts one booking attempt for the user and for the address, refusing it (429) when either has
 * used its hour. Every attempt counts, whatever its outcome, so hammering with refused bookings
 * (taken dates, forged coupons) is limited as well and costs no property lock.
 */
export async function countBookingAttempt(
  limiter: ReturnType<typeof createRateLimiter>,
  limits: BookingLimits,
  client: { userId: number; ip: string },
) {
  const counters = [
    { key: `booking:user:${client.userId}`, limit: limits.perUser },
    { key: `booking:address:${addressLimitKey(client.ip)}`, limit: limits.perAddress },
  ];
  for (const { key, limit } of counters) await limiter.consume(key, limit, messages.booking.tooManyAttempts);
}

/**
 * Refuses a new booking while the user already holds `unpaidMax` dates unpaid, naming those
 * bookings. Call it inside the booking transaction after locking the user's row, so two requests
 * of the same user cannot both pass with the last free place.
 */
export async function refuseHoarding(
  repository: ReturnType<typeof createBookingRepository>,
  userId: number,
  unpaidMax: number,
) {
  const open = await repository.unpaidHolds(userId);
  if (open.length >= unpaidMax) throw new HttpError(409, messages.booking.tooManyUnpaid(open));
}
