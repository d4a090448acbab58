import type { PaymentMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { bookingFacts, composeMail } from '../../lib/mail/mail-content.ts';
import { type MailCalendar, type MailMessage, mailAmount as money } from '../../providers/mail.ts';
import type { CancellableBooking } from './cancellation-repository.ts';

const METHOD_TEXT = messages.booking.cancellation.refundMethodText;
const actions = messages.mail.actions;

/**
 * The guest learns what was cancelled and what comes back, and how; a booking whose invitation was
 * mailed has it withdrawn (METHOD:CANCEL) with the same mail.
 */
export function cancelledGuestMail(
  booking: CancellableBooking,
  refund: { amountCents: number; method: PaymentMethod } | null,
  publicUrl: string,
  /** Set when the host cancelled, with the reason they gave. */
  hostReason: string | null = null,
  calendar: MailCalendar | null = null,
): MailMessage {
  const cancelled = `la prenotazione ${booking.bookingNo} (${booking.propertyName}, dal ${booking.startDate} al ${booking.endDate}) è stata annullata${hostReason === null ? '' : ' dall’host'}.`;
  return composeMail(
    booking.email,
    `Prenotazione ${booking.bookingNo} annullata`,
    {
      preview: cancelled,
      greeting: `Ciao ${booking.firstName},`,
      blocks: [
        [
          cancelled,
          ...(hostReason === null ? [] : [`Motivo: ${hostReason}`, 'Ci scusiamo per il disagio.']),
          refund
            ? `Ti rimborsiamo ${money(refund.amountCents)} ${METHOD_TEXT[refund.method]}.`
            : 'Non è previsto alcun rimborso.',
        ],
        bookingFacts(booking),
        [`Trovi le tue prenotazioni in ${publicUrl}/OrderHistory`],
      ],
      action: { label: actions.orders, url: `${publicUrl}/OrderHistory` },
      signed: true,
      reason: 'guest',
    },
    calendar ? { calendar } : {},
  );
}

/** The host learns that a booking of theirs was cancelled and its dates are free again. */
export function cancelledHostMail(booking: CancellableBooking, link: string): MailMessage {
  return composeMail(booking.hostEmail, `Prenotazione annullata: ${booking.bookingNo}`, {
    preview: `L’ospite ha annullato la prenotazione ${booking.bookingNo}.`,
    greeting: `Ciao ${booking.hostName},`,
    blocks: [
      [
        `l’ospite ha annullato la prenotazione ${booking.bookingNo} per ${booking.propertyName} (dal ${booking.startDate} al ${booking.endDate}).`,
        'Le date sono di nuovo prenotabili.',
        `Dettagli: ${link}`,
      ],
      bookingFacts(booking),
    ],
    action: { label: actions.details, url: link },
    signed: true,
    reason: 'host',
  });
}

/** The operator's copy of a host's cancellation: it counts against the host. */
export function hostCancelledOperatorMail(
  booking: CancellableBooking,
  operator: { name: string; email: string },
  reason: string,
  refund: { amountCents: number } | null,
): MailMessage {
  return composeMail(operator.email, `Cancellazione dell’host: ${booking.bookingNo}`, {
    preview: `L’host ${booking.hostName} ha annullato la prenotazione ${booking.bookingNo}.`,
    greeting: `Ciao ${operator.name},`,
    blocks: [
      [
        `l’host ${booking.hostName} (${booking.hostEmail}) ha annullato la prenotazione ${booking.bookingNo} per ${booking.propertyName} (dal ${booking.startDate} al ${booking.endDate}).`,
        `Motivo: ${reason}`,
        refund ? `Rimborso all’ospite: ${money(refund.amountCents)}.` : 'Nessun importo da rimborsare.',
      ],
      bookingFacts(booking),
    ],
    signed: true,
    reason: 'operator',
  });
}
