import { type BackOfficeLinks, backOfficeLink } from '../../lib/back-office-link.ts';
import { type MailMessage, mailAmount } from '../../providers/mail.ts';

const romeTime = (date: Date) => date.toLocaleString('it-IT', { timeZone: 'Europe/Rome' });

/** What the mails about a request or a transfer say of its booking, its guest and its host. */
export interface RequestMailFacts {
  id: number;
  bookingNo: string;
  firstName: string;
  lastName: string;
  email: string;
  propertyName: string;
  startDate: string;
  endDate: string;
  guests: number;
  payableAmountCents: number;
  holdExpiresAt: Date | null;
  hostName: string;
  hostEmail: string;
}

export type MailLinks = BackOfficeLinks;

/** The back-office page of one booking, absolute however HOST_BACKOFFICE_URL is written. */
export const hostBookingLink = (links: MailLinks, bookingId: number) =>
  backOfficeLink(links, `bookings/${bookingId}`);

const stay = (facts: RequestMailFacts) =>
  `${facts.propertyName}, dal ${facts.startDate} al ${facts.endDate}, ${facts.guests} ${facts.guests === 1 ? 'ospite' : 'ospiti'}`;
const signature = ['', 'Il team di Scrivania'];

export function requestHostMail(facts: RequestMailFacts, links: MailLinks): MailMessage {
  return {
    to: facts.hostEmail,
    subject: `Nuova richiesta di prenotazione ${facts.bookingNo}`,
    text: [
      `Ciao ${facts.hostName},`,
      '',
      `${facts.firstName} ${facts.lastName} chiede di prenotare ${stay(facts)}.`,
      `Importo: ${mailAmount(facts.payableAmountCents)}`,
      ...(facts.holdExpiresAt
        ? [`Hai tempo fino al ${romeTime(facts.holdExpiresAt)} per rispondere; poi la richiesta scade.`]
        : []),
      '',
      `Accetta o rifiuta la richiesta qui: ${hostBookingLink(links, facts.id)}`,
      ...signature,
    ].join('\n'),
  };
}

export function requestAcceptedGuestMail(facts: RequestMailFacts, publicUrl: string): MailMessage {
  return {
    to: facts.email,
    subject: `Richiesta ${facts.bookingNo} accettata: completa il pagamento`,
    text: [
      `Ciao ${facts.firstName},`,
      '',
      `l'host ha accettato la tua richiesta per ${stay(facts)}.`,
      `Per confermare la prenotazione paga ${mailAmount(facts.payableAmountCents)} qui:`,
      `${publicUrl}/Payment?bookingId=${facts.id}`,
      ...(facts.holdExpiresAt ? [`Teniamo le date per te fino al ${romeTime(facts.holdExpiresAt)}.`] : []),
      ...signature,
    ].join('\n'),
  };
}

export function requestDeclinedGuestMail(facts: RequestMailFacts, reason: string | undefined): MailMessage {
  return {
    to: facts.email,
    subject: `Richiesta ${facts.bookingNo} non accettata`,
    text: [
      `Ciao ${facts.firstName},`,
      '',
      `purtroppo l'host non ha accettato la tua richiesta per ${stay(facts)}.`,
      ...(reason ? [`Motivo: ${reason}`] : []),
      'Non ti è stato addebitato nulla. Puoi cercare un altro spazio su Scrivania.',
      ...signature,
    ].join('\n'),
  };
}

export function requestExpiredGuestMail(facts: RequestMailFacts): MailMessage {
  return {
    to: facts.email,
    subject: `Richiesta ${facts.bookingNo} scaduta`,
    text: [
      `Ciao ${facts.firstName},`,
      '',
      `l'host non ha risposto entro 24 ore alla tua richiesta per ${stay(facts)}: la richiesta è scaduta.`,
      'Non ti è stato addebitato nulla. Puoi cercare un altro spazio su Scrivania.',
      ...signature,
    ].join('\n'),
  };
}

export function requestExpiredHostMail(facts: RequestMailFacts, links: MailLinks): MailMessage {
  return {
    to: facts.hostEmail,
    subject: `Richiesta ${facts.bookingNo} scaduta`,
    text: [
      `Ciao ${facts.hostName},`,
      '',
      `la richiesta di ${facts.firstName} ${facts.lastName} per ${stay(facts)} è scaduta senza risposta: le date sono di nuovo libere.`,
      `Dettagli: ${hostBookingLink(links, facts.id)}`,
      ...signature,
    ].join('\n'),
  };
}

/** The guest chose bank transfer: the host knows the dates are held until the money arrives or the deadline. */
export function transferAwaitingHostMail(facts: RequestMailFacts, links: MailLinks): MailMessage {
  return {
    to: facts.hostEmail,
    subject: `Prenotazione ${facts.bookingNo} in attesa di bonifico`,
    text: [
      `Ciao ${facts.hostName},`,
      '',
      `${facts.firstName} ${facts.lastName} ha scelto di pagare con bonifico bancario ${stay(facts)} (${mailAmount(facts.payableAmountCents)}).`,
      ...(facts.holdExpiresAt
        ? [`Le date restano bloccate fino al ${romeTime(facts.holdExpiresAt)}, in attesa del bonifico.`]
        : []),
      'Ti scriveremo appena lo riceviamo.',
      `Dettagli: ${hostBookingLink(links, facts.id)}`,
      ...signature,
    ].join('\n'),
  };
}
