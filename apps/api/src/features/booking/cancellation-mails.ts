import type { PaymentMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { type MailMessage, mailAmount as money } from '../../providers/mail.ts';
import type { CancellableBooking } from './cancellation-repository.ts';

const METHOD_TEXT = messages.booking.cancellation.refundMethodText;

/** The guest learns what was cancelled and what comes back, and how. */
export function cancelledGuestMail(
  booking: CancellableBooking,
  refund: { amountCents: number; method: PaymentMethod } | null,
  publicUrl: string,
  /** Set when the host cancelled, with the reason they gave. */
  hostReason: string | null = null,
): MailMessage {
  return {
    to: booking.email,
    subject: `Prenotazione ${booking.bookingNo} annullata`,
    text: [
      `Ciao ${booking.firstName},`,
      '',
      `la prenotazione ${booking.bookingNo} (${booking.propertyName}, dal ${booking.startDate} al ${booking.endDate}) è stata annullata${hostReason === null ? '' : ' dall’host'}.`,
      ...(hostReason === null ? [] : [`Motivo: ${hostReason}`, 'Ci scusiamo per il disagio.']),
      refund
        ? `Ti rimborsiamo ${money(refund.amountCents)} ${METHOD_TEXT[refund.method]}.`
        : 'Non è previsto alcun rimborso.',
      '',
      `Trovi le tue prenotazioni in ${publicUrl}/OrderHistory`,
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}

/** The host learns that a booking of theirs was cancelled and its dates are free again. */
export function cancelledHostMail(booking: CancellableBooking, link: string): MailMessage {
  return {
    to: booking.hostEmail,
    subject: `Prenotazione annullata: ${booking.bookingNo}`,
    text: [
      `Ciao ${booking.hostName},`,
      '',
      `l’ospite ha annullato la prenotazione ${booking.bookingNo} per ${booking.propertyName} (dal ${booking.startDate} al ${booking.endDate}).`,
      'Le date sono di nuovo prenotabili.',
      `Dettagli: ${link}`,
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}

/** The operator's copy of a host's cancellation: it counts against the host. */
export function hostCancelledOperatorMail(
  booking: CancellableBooking,
  operator: { name: string; email: string },
  reason: string,
  refund: { amountCents: number } | null,
): MailMessage {
  return {
    to: operator.email,
    subject: `Cancellazione dell’host: ${booking.bookingNo}`,
    text: [
      `Ciao ${operator.name},`,
      '',
      `l’host ${booking.hostName} (${booking.hostEmail}) ha annullato la prenotazione ${booking.bookingNo} per ${booking.propertyName} (dal ${booking.startDate} al ${booking.endDate}).`,
      `Motivo: ${reason}`,
      refund ? `Rimborso all’ospite: ${money(refund.amountCents)}.` : 'Nessun importo da rimborsare.',
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}
