import type {
  CancellationPolicy,
  CancellationRule,
  CancellationTerms,
} from '@scrivania/core/booking/cancellation';
import { addDays, startOfDayInRome, toItalianDate } from '@scrivania/core/dates';
import type { PaymentMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { BankAccount } from '../../config-payments.ts';
import { type MailMessage, mailAmount as money } from '../../providers/mail.ts';

interface MailBooking {
  bookingNo: string;
  firstName: string;
  email: string;
  propertyName: string;
  startDate: string;
  endDate: string;
  payableAmountCents: number;
}

const cancellation = messages.booking.cancellation;

/**
 * The terms the booking was sold under, as the guest keeps them in writing (decision 071): the policy,
 * and the deadlines of its rule still ahead, each a Rome calendar day at 00:00.
 */
function termsLines(terms: CancellationTerms, firstDay: string, now: Date): string[] {
  const ahead = terms.rule.tiers
    .map((tier) => ({ percent: tier.percent, day: addDays(firstDay, -tier.days_before) }))
    .filter((deadline) => startOfDayInRome(deadline.day).getTime() > now.getTime());
  return [
    `${cancellation.policyTitle}: ${cancellation.policyRules[terms.policy]}`,
    ...ahead.map((deadline) => `- ${cancellation.deadline(deadline.percent, toItalianDate(deadline.day))}`),
    ...(ahead.length > 0 ? [`- ${cancellation.afterDeadlines(terms.rule.final_percent)}`] : []),
  ];
}

export function paidGuestMail(
  booking: MailBooking & { cancellationPolicy: CancellationPolicy; cancellationRule: CancellationRule },
  publicUrl: string,
  now = new Date(),
): MailMessage {
  return {
    to: booking.email,
    subject: `Prenotazione ${booking.bookingNo} confermata`,
    text: [
      `Ciao ${booking.firstName},`,
      '',
      `abbiamo ricevuto il pagamento di ${money(booking.payableAmountCents)}: la prenotazione è confermata.`,
      `Prenotazione: ${booking.bookingNo}`,
      `Struttura: ${booking.propertyName}`,
      `Dal ${booking.startDate} al ${booking.endDate}`,
      '',
      ...termsLines(
        { policy: booking.cancellationPolicy, rule: booking.cancellationRule },
        booking.startDate,
        now,
      ),
      '',
      `Trovi le tue prenotazioni in ${publicUrl}/OrderHistory`,
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}

/** The host learns of a paid booking (a received transfer included) with its back-office page. */
export function paidHostMail(
  booking: MailBooking,
  host: { name: string; email: string },
  paid: { byTransfer: boolean; link: string },
): MailMessage {
  return {
    to: host.email,
    subject: `Nuova prenotazione pagata: ${booking.bookingNo}`,
    text: [
      `Ciao ${host.name},`,
      '',
      ...(paid.byTransfer ? ['il bonifico è arrivato sul conto di Scrivania:'] : []),
      `la prenotazione ${booking.bookingNo} per ${booking.propertyName} è stata pagata (${money(booking.payableAmountCents)}).`,
      `Dal ${booking.startDate} al ${booking.endDate}.`,
      `Dettagli: ${paid.link}`,
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}

export function bankTransferMail(
  booking: MailBooking & { holdExpiresAt: Date },
  bank: BankAccount,
): MailMessage {
  return {
    to: booking.email,
    subject: `Istruzioni per il bonifico - prenotazione ${booking.bookingNo}`,
    text: [
      `Ciao ${booking.firstName},`,
      '',
      `per completare la prenotazione ${booking.bookingNo} (${booking.propertyName}, dal ${booking.startDate} al ${booking.endDate})`,
      'esegui un bonifico con questi dati:',
      '',
      `IBAN: ${bank.iban}`,
      `Intestatario: ${bank.holder}`,
      `Importo: ${money(booking.payableAmountCents)}`,
      `Causale: ${booking.bookingNo}`,
      '',
      `Teniamo le date per te fino al ${booking.holdExpiresAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome' })}.`,
      'Appena riceviamo il bonifico ti confermiamo la prenotazione via mail.',
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}

/** The guest learns of a refund the operator gave without cancelling: how much, how, and why. */
export function operatorRefundGuestMail(
  booking: Pick<MailBooking, 'bookingNo' | 'firstName' | 'email' | 'propertyName'>,
  refund: { amountCents: number; method: PaymentMethod; reason: string },
  publicUrl: string,
): MailMessage {
  return {
    to: booking.email,
    subject: `Rimborso per la prenotazione ${booking.bookingNo}`,
    text: [
      `Ciao ${booking.firstName},`,
      '',
      `per la prenotazione ${booking.bookingNo} (${booking.propertyName}) ti rimborsiamo ${money(refund.amountCents)} ${messages.booking.cancellation.refundMethodText[refund.method]}.`,
      `Motivo: ${refund.reason}`,
      '',
      `Trovi le tue prenotazioni in ${publicUrl}/OrderHistory`,
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}

/**
 * The guest learns that the operator sent a transfer's refund: how much, and to which account, named by
 * the IBAN's last four characters only, as banks do, since a mail may be read by others.
 */
export function refundTransferSentGuestMail(
  booking: Pick<MailBooking, 'bookingNo' | 'firstName' | 'email' | 'propertyName'>,
  refund: { amountCents: number; iban: string | null },
  publicUrl: string,
): MailMessage {
  const account = refund.iban
    ? `sull’IBAN che termina con ${refund.iban.slice(-4)}`
    : 'sul conto che ci hai indicato';
  return {
    to: booking.email,
    subject: `Bonifico di rimborso inviato per la prenotazione ${booking.bookingNo}`,
    text: [
      `Ciao ${booking.firstName},`,
      '',
      `abbiamo inviato il bonifico di ${money(refund.amountCents)} ${account}, a rimborso della prenotazione ${booking.bookingNo} (${booking.propertyName}).`,
      'L’accredito arriva di solito entro uno o due giorni lavorativi, secondo la tua banca.',
      '',
      `Trovi le tue prenotazioni in ${publicUrl}/OrderHistory`,
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}
