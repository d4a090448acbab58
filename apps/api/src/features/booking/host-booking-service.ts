import {
  type RequestAnswer,
  requestAnswerRefusal,
  statusAfter,
} from '@scrivania/core/booking/request-answer';
import { messages } from '@scrivania/core/messages.it';
import { recordStatusChangeBy } from '@scrivania/db/booking-history';
import type { Db } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { MailMessage } from '../../providers/mail.ts';
import { sweepLapsedHolds } from './hold-expiry.ts';
import {
  type MailLinks,
  type RequestMailFacts,
  requestAcceptedGuestMail,
  requestDeclinedGuestMail,
  requestHostMail,
  transferAwaitingHostMail,
} from './host-booking-mails.ts';
import { createHostBookingRepository } from './host-booking-repository.ts';

/** The back-office address of a booking, for other features' mails (the paid mail links the host to it). */
export { hostBookingLink } from './host-booking-mails.ts';

const h = messages.booking.host;

const linksOf = (app: FastifyInstance): MailLinks => ({
  publicUrl: app.config.publicUrl,
  hostBackofficeUrl: app.config.hostBackofficeUrl,
});

/** Queues the mail about one booking in the transaction of the change it reports. */
async function queueMailAbout(
  app: FastifyInstance,
  tx: Db,
  bookingId: number,
  compose: (facts: RequestMailFacts) => MailMessage,
) {
  const [facts] = await createHostBookingRepository(tx).mailFacts([bookingId]);
  if (facts) await queueMail(app, tx, compose(facts));
}

/** The host learns of a new request, with the link to answer it in the back-office. */
export const queueNewRequestMail = (app: FastifyInstance, tx: Db, bookingId: number) =>
  queueMailAbout(app, tx, bookingId, (facts) => requestHostMail(facts, linksOf(app)));

/** The host learns that a guest will pay by bank transfer, and until when the dates wait for it. */
export const queueTransferAwaitingMail = (app: FastifyInstance, tx: Db, bookingId: number) =>
  queueMailAbout(app, tx, bookingId, (facts) => transferAwaitingHostMail(facts, linksOf(app)));

/**
 * The host accepts (the guest's payment hold starts) or declines (the dates are freed) one of their
 * requests. Lapsed requests are swept first, so an expired one is refused as expired and both sides
 * have their mail. The decision is made on the locked row and written only if the booking still is a
 * request, so of two answers at once exactly one wins; the other gets a 409 saying what happened.
 */
export async function answerRequest(
  app: FastifyInstance,
  input: { hostId: number; bookingId: number; answer: RequestAnswer; reason?: string | undefined },
) {
  await sweepLapsedHolds(app);
  const answered = await app.db.transaction(async (tx) => {
    const repository = createHostBookingRepository(tx);
    const found = await repository.lockForAnswer(input.hostId, input.bookingId);
    if (!found) throw new HttpError(404, h.notFound);
    const now = app.clock.now();
    const refusal = requestAnswerRefusal(found, input.answer, now);
    if (refusal) throw new HttpError(409, refusal);
    await recordStatusChangeBy(tx, {
      actorUserId: input.hostId,
      reason: input.answer === 'decline' ? input.reason : null,
    });
    const holdExpiresAt =
      input.answer === 'accept' ? new Date(now.getTime() + app.config.requestPaymentHoldMs) : null;
    const row = await repository.answer(input.bookingId, statusAfter(input.answer), holdExpiresAt);
    if (!row) throw new HttpError(409, h.notRequested);
    await queueMailAbout(app, tx, row.id, (facts) =>
      input.answer === 'accept'
        ? requestAcceptedGuestMail(facts, app.config.publicUrl)
        : requestDeclinedGuestMail(facts, input.reason),
    );
    return row;
  });
  return answered;
}
