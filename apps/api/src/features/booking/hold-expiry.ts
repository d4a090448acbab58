import { lapsingStatuses } from '@scrivania/core/booking/lifecycle';
import { messages } from '@scrivania/core/messages.it';
import { recordStatusChangeBy } from '@scrivania/db/booking-history';
import { lapsedHold } from '@scrivania/db/booking-holds';
import type { Db } from '@scrivania/db/client';
import { bookings } from '@scrivania/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ruleNow } from '../../lib/clock.ts';
import { defineTask } from '../../lib/jobs/jobs.ts';
import { queueMails } from '../../lib/jobs/mail-jobs.ts';
import { requestExpiredGuestMail, requestExpiredHostMail } from './host-booking-mails.ts';
import { createHostBookingRepository } from './host-booking-repository.ts';

const otherLapsing = lapsingStatuses.filter((status) => status !== 'requested');

/**
 * Moves lapsed holds to `expired` (those of one property, or all), the lifecycle's only way out of a
 * lapsed hold: a request the host left unanswered for 24 hours with that reason, a payment hold
 * without one. Call it inside a transaction (the reason is a transaction setting). `now` is the
 * database clock unless given. Answers the ids of the requests that lapsed: both sides are mailed.
 */
export async function expireLapsedHolds(
  tx: Db,
  scope: { propertyId?: number; now?: Date } = {},
): Promise<number[]> {
  const ofScope = scope.propertyId === undefined ? undefined : eq(bookings.propertyId, scope.propertyId);
  const expire = (statuses: typeof lapsingStatuses) =>
    tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(ofScope, lapsedHold(scope.now, statuses)))
      .returning({ id: bookings.id });
  await recordStatusChangeBy(tx, { actorUserId: null, reason: messages.booking.host.requestExpiredReason });
  const requests = await expire(['requested']);
  await recordStatusChangeBy(tx, { actorUserId: null });
  await expire(otherLapsing);
  return requests.map((row) => row.id);
}

/** Queues, in the transaction that expired them, the mails telling guest and host these requests lapsed. */
export async function queueExpiredRequestMails(app: FastifyInstance, tx: Db, requestIds: number[]) {
  if (requestIds.length === 0) return;
  const links = { publicUrl: app.config.publicUrl, hostBackofficeUrl: app.config.hostBackofficeUrl };
  for (const facts of await createHostBookingRepository(tx).mailFacts(requestIds)) {
    await queueMails(app, tx, [requestExpiredGuestMail(facts), requestExpiredHostMail(facts, links)]);
  }
}

/**
 * One pass over every lapsed hold, with its mails queued in the same transaction. `now` is the app's
 * clock (what tests move) unless the caller passes undefined for the database's own. Runs periodically
 * through the queue and before the host's reads, so a request lapses by itself even if nobody books
 * that space again.
 */
export async function sweepLapsedHolds(app: FastifyInstance, now: Date | undefined = app.clock.now()) {
  await app.db.transaction(async (tx) => {
    const requestIds = await expireLapsedHolds(tx, { now });
    await queueExpiredRequestMails(app, tx, requestIds);
  });
}

export const expireHoldsTask = defineTask('holds.expire', z.object({}), 3);

/**
 * Every `everyMs` (rounded to whole minutes, the queue's cron; 0: never), one process expires lapsed
 * holds for all, by the database's clock in production: every process then agrees on what lapsed.
 */
export function registerHoldExpiry(app: FastifyInstance, everyMs: number) {
  app.jobs.handle(expireHoldsTask, () => sweepLapsedHolds(app, ruleNow(app.clock)));
  app.jobs.every(expireHoldsTask, everyMs > 0 ? Math.max(1, Math.round(everyMs / 60_000)) : 0);
}
