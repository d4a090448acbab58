import type {
  CancellationPolicy,
  CancellationRule,
  CancellationTerms,
} from '@scrivania/core/booking/cancellation';
import { addDays, startOfDayInRome, toItalianDate } from '@scrivania/core/dates';
import type { PaymentMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { BankAccount } from '../../config-payments.ts';
import { bookingFacts, composeMail, type MailContent } from '../../lib/mail/mail-content.ts';
import { type MailCalendar, type MailMessage, mailAmount as money } from '../../providers/mail.ts';

interface MailBooking {
  bookingNo: string;
  firstName: string;
  email: string;
  propertyName: string;
  startDate: string;
  endDate: string;
  payableAmountCents: number;
}

/** A booking whose mail shows all its facts: where, for how many, and its page. */
interface FullMailBooking extends MailBooking {
  id: number;
  propertyAddress: string;
  guests: number;
}

const cancellation = messages.booking.cancellation;
const actions = messages.mail.actions;

const ordersAction = (publicUrl: string) => ({ label: actions.orders, url: `${publicUrl}/OrderHistory` });
const ordersLine = (publicUrl: string) => [`Trovi le tue prenotazioni in ${publicUrl}/OrderHistory`];

/** A mail to the guest of a booking about its payment or refund, signed, with the booking's facts. */
function guestMail(
  booking: Pick<MailBooking, 'email' | 'firstName'>,
  subject: string,
  blocks: MailContent['blocks'],
  action: MailContent['action'],
  calendar?: MailCalendar,
): MailMessage {
  const first = blocks[0];
  return composeMail(
    booking.email,
    subject,
    {
      preview: Array.isArray(first) && first[0] ? first[0] : subject,
      greeting: `Ciao ${booking.firstName},`,
      blocks,
      action,
      signed: true,
      reason: 'guest',
    },
    calendar ? { calendar } : {},
  );
}

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

/** The confirmation: the booking's facts and terms, and the calendar invitation (METHOD:REQUEST) it carries. */
export function paidGuestMail(
  booking: FullMailBooking & { cancellationPolicy: CancellationPolicy; cancellationRule: CancellationRule },
  publicUrl: string,
  calendar: MailCalendar,
  now = new Date(),
): MailMessage {
  return guestMail(
    booking,
    `Prenotazione ${booking.bookingNo} confermata`,
    [
      [
        `abbiamo ricevuto il pagamento di ${money(booking.payableAmountCents)}: la prenotazione è confermata.`,
      ],
      bookingFacts(booking),
      termsLines(
        { policy: booking.cancellationPolicy, rule: booking.cancellationRule },
        booking.startDate,
        now,
      ),
      [`La tua prenotazione: ${publicUrl}/BookingView/${booking.id}`, ...ordersLine(publicUrl)],
    ],
    { label: actions.booking, url: `${publicUrl}/BookingView/${booking.id}` },
    calendar,
  );
}

/** The host learns of a paid booking (a received transfer included) with its back-office page. */
export function paidHostMail(
  booking: MailBooking & Partial<FullMailBooking>,
  host: { name: string; email: string },
  paid: { byTransfer: boolean; link: string },
): MailMessage {
  return composeMail(host.email, `Nuova prenotazione pagata: ${booking.bookingNo}`, {
    preview: `La prenotazione ${booking.bookingNo} è stata pagata.`,
    greeting: `Ciao ${host.name},`,
    blocks: [
      [
        ...(paid.byTransfer ? ['il bonifico è arrivato sul conto di Scrivania:'] : []),
        `la prenotazione ${booking.bookingNo} per ${booking.propertyName} è stata pagata (${money(booking.payableAmountCents)}).`,
        `Dal ${booking.startDate} al ${booking.endDate}.`,
        `Dettagli: ${paid.link}`,
      ],
      bookingFacts(booking),
    ],
    action: { label: actions.details, url: paid.link },
    signed: true,
    reason: 'host',
  });
}

export function bankTransferMail(
  booking: MailBooking & Partial<FullMailBooking> & { holdExpiresAt: Date },
  bank: BankAccount,
  publicUrl: string,
): MailMessage {
  return guestMail(
    booking,
    `Istruzioni per il bonifico - prenotazione ${booking.bookingNo}`,
    [
      [
        `per completare la prenotazione ${booking.bookingNo} (${booking.propertyName}, dal ${booking.startDate} al ${booking.endDate})`,
        'esegui un bonifico con questi dati:',
      ],
      [
        `IBAN: ${bank.iban}`,
        `Intestatario: ${bank.holder}`,
        `Importo: ${money(booking.payableAmountCents)}`,
        `Causale: ${booking.bookingNo}`,
      ],
      [
        `Teniamo le date per te fino al ${booking.holdExpiresAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome' })}.`,
        'Appena riceviamo il bonifico ti confermiamo la prenotazione via mail.',
      ],
      bookingFacts(booking),
    ],
    ordersAction(publicUrl),
  );
}

/** The guest learns of a refund the operator gave without cancelling: how much, how, and why. */
export function operatorRefundGuestMail(
  booking: Pick<MailBooking, 'bookingNo' | 'firstName' | 'email' | 'propertyName'>,
  refund: { amountCents: number; method: PaymentMethod; reason: string },
  publicUrl: string,
): MailMessage {
  return guestMail(
    booking,
    `Rimborso per la prenotazione ${booking.bookingNo}`,
    [
      [
        `per la prenotazione ${booking.bookingNo} (${booking.propertyName}) ti rimborsiamo ${money(refund.amountCents)} ${messages.booking.cancellation.refundMethodText[refund.method]}.`,
        `Motivo: ${refund.reason}`,
      ],
      ordersLine(publicUrl),
    ],
    ordersAction(publicUrl),
  );
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
  return guestMail(
    booking,
    `Bonifico di rimborso inviato per la prenotazione ${booking.bookingNo}`,
    [
      [
        `abbiamo inviato il bonifico di ${money(refund.amountCents)} ${account}, a rimborso della prenotazione ${booking.bookingNo} (${booking.propertyName}).`,
        'L’accredito arriva di solito entro uno o due giorni lavorativi, secondo la tua banca.',
      ],
      ordersLine(publicUrl),
    ],
    ordersAction(publicUrl),
  );
}
