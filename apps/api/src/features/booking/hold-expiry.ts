import { lapsingStatuses } from '@scrivania/core/booking/lifecycle';
import { messages } from '@scrivania/core/messages.it';
import { recordStatusChangeBy } from '@scrivania/db/booking-history';
import { lapsedHold } from '@scrivania/db/booking-holds';
import type { Db } from '@scrivania/db/client';
import { bookings } from '@scrivania/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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

/** Tells guest and host that these requests lapsed; a lost mail is logged, never undoes the expiry. */
export async function mailExpiredRequests(
  app: FastifyInstance,
  requestIds: number[],
  log: FastifyBaseLogger,
) {
  if (requestIds.length === 0) return;
  const links = { publicUrl: app.config.publicUrl, hostBackofficeUrl: app.config.hostBackofficeUrl };
  for (const facts of await createHostBookingRepository(app.db).mailFacts(requestIds)) {
    try {
      await app.mailer.send(requestExpiredGuestMail(facts));
      await app.mailer.send(requestExpiredHostMail(facts, links));
    } catch (error) {
      log.error({ err: error, bookingId: facts.id }, 'request expiry mail not sent');
    }
  }
}

/**
 * One pass over every lapsed hold by the app's clock, with its mails. Runs periodically in the server
 * and before the host's reads, so a request lapses by itself even if nobody books that space again.
 */
export async function sweepLapsedHolds(app: FastifyInstance, log: FastifyBaseLogger = app.log) {
  const now = app.clock.now();
  const requestIds = await app.db.transaction((tx) => expireLapsedHolds(tx, { now }));
  await mailExpiredRequests(app, requestIds, log);
}

/**
 * Sweeps every `everyMs` (0: never) until the app closes. Closing waits for a pass under way, so its
 * mails are written and its transaction ends before the database and the outbox go away.
 */
export function startHoldSweeper(app: FastifyInstance, everyMs: number) {
  if (everyMs <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepLapsedHolds(app)
      .catch((error: unknown) => app.log.error({ err: error }, 'hold sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
