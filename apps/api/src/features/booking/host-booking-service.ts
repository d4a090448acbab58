import {
  type RequestAnswer,
  requestAnswerRefusal,
  statusAfter,
} from '@scrivania/core/booking/request-answer';
import { messages } from '@scrivania/core/messages.it';
import { recordStatusChangeBy } from '@scrivania/db/booking-history';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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

/** Sends the mail about one booking; the change it reports stands either way, so a failure is logged. */
async function mailAbout(
  app: FastifyInstance,
  bookingId: number,
  compose: (facts: RequestMailFacts) => MailMessage,
  log: FastifyBaseLogger,
) {
  try {
    const [facts] = await createHostBookingRepository(app.db).mailFacts([bookingId]);
    if (facts) await app.mailer.send(compose(facts));
  } catch (error) {
    log.error({ err: error, bookingId }, 'booking mail not sent');
  }
}

/** The host learns of a new request, with the link to answer it in the back-office. */
export const mailNewRequest = (app: FastifyInstance, bookingId: number, log: FastifyBaseLogger) =>
  mailAbout(app, bookingId, (facts) => requestHostMail(facts, linksOf(app)), log);

/** The host learns that a guest will pay by bank transfer, and until when the dates wait for it. */
export const mailTransferAwaiting = (app: FastifyInstance, bookingId: number, log: FastifyBaseLogger) =>
  mailAbout(app, bookingId, (facts) => transferAwaitingHostMail(facts, linksOf(app)), log);

/**
 * The host accepts (the guest's payment hold starts) or declines (the dates are freed) one of their
 * requests. Lapsed requests are swept first, so an expired one is refused as expired and both sides
 * have their mail. The decision is made on the locked row and written only if the booking still is a
 * request, so of two answers at once exactly one wins; the other gets a 409 saying what happened.
 */
export async function answerRequest(
  app: FastifyInstance,
  input: { hostId: number; bookingId: number; answer: RequestAnswer; reason?: string | undefined },
  log: FastifyBaseLogger,
) {
  await sweepLapsedHolds(app, log);
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
    return row;
  });
  await mailAbout(
    app,
    answered.id,
    (facts) =>
      input.answer === 'accept'
        ? requestAcceptedGuestMail(facts, app.config.publicUrl)
        : requestDeclinedGuestMail(facts, input.reason),
    log,
  );
  return answered;
}
