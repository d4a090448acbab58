import { messages } from '@scrivania/core/messages.it';
import { type BackOfficeLinks, backOfficeLink } from '../../lib/back-office-link.ts';
import { composeMail, type MailContent, type MailFacts } from '../../lib/mail/mail-content.ts';
import { type MailMessage, mailAmount } from '../../providers/mail.ts';

const romeTime = (date: Date) => date.toLocaleString('it-IT', { timeZone: 'Europe/Rome' });
const actions = messages.mail.actions;

/** What the mails about a request or a transfer say of its booking, its guest and its host. */
export interface RequestMailFacts {
  id: number;
  bookingNo: string;
  firstName: string;
  lastName: string;
  email: string;
  propertyName: string;
  propertyAddress: string;
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

const bookingFacts = (facts: RequestMailFacts): MailFacts => ({
  bookingNo: facts.bookingNo,
  space: facts.propertyName,
  address: facts.propertyAddress,
  startDate: facts.startDate,
  endDate: facts.endDate,
  guests: facts.guests,
  amountCents: facts.payableAmountCents,
});

/** A mail about one request or transfer: the greeting, its words, the booking's facts, the signature. */
function requestMail(
  to: { email: string; name: string },
  subject: string,
  facts: RequestMailFacts,
  blocks: string[][],
  options: { action?: MailContent['action']; reason: MailContent['reason'] },
): MailMessage {
  return composeMail(to.email, subject, {
    preview: blocks[0]?.[0] ?? subject,
    greeting: `Ciao ${to.name},`,
    blocks: [...blocks, { facts: bookingFacts(facts) }],
    signed: true,
    ...options,
  });
}

const host = (facts: RequestMailFacts) => ({ email: facts.hostEmail, name: facts.hostName });
const guest = (facts: RequestMailFacts) => ({ email: facts.email, name: facts.firstName });

export function requestHostMail(facts: RequestMailFacts, links: MailLinks): MailMessage {
  const link = hostBookingLink(links, facts.id);
  return requestMail(
    host(facts),
    `Nuova richiesta di prenotazione ${facts.bookingNo}`,
    facts,
    [
      [
        `${facts.firstName} ${facts.lastName} chiede di prenotare ${stay(facts)}.`,
        `Importo: ${mailAmount(facts.payableAmountCents)}`,
        ...(facts.holdExpiresAt
          ? [`Hai tempo fino al ${romeTime(facts.holdExpiresAt)} per rispondere; poi la richiesta scade.`]
          : []),
      ],
      [`Accetta o rifiuta la richiesta qui: ${link}`],
    ],
    { action: { label: actions.answer, url: link }, reason: 'host' },
  );
}

export function requestAcceptedGuestMail(facts: RequestMailFacts, publicUrl: string): MailMessage {
  const link = `${publicUrl}/Payment?bookingId=${facts.id}`;
  return requestMail(
    guest(facts),
    `Richiesta ${facts.bookingNo} accettata: completa il pagamento`,
    facts,
    [
      [
        `l'host ha accettato la tua richiesta per ${stay(facts)}.`,
        `Per confermare la prenotazione paga ${mailAmount(facts.payableAmountCents)} qui:`,
        link,
        ...(facts.holdExpiresAt ? [`Teniamo le date per te fino al ${romeTime(facts.holdExpiresAt)}.`] : []),
      ],
    ],
    { action: { label: actions.pay, url: link }, reason: 'guest' },
  );
}

const nothingCharged = 'Non ti è stato addebitato nulla. Puoi cercare un altro spazio su Scrivania.';

export function requestDeclinedGuestMail(facts: RequestMailFacts, reason: string | undefined): MailMessage {
  return requestMail(
    guest(facts),
    `Richiesta ${facts.bookingNo} non accettata`,
    facts,
    [
      [
        `purtroppo l'host non ha accettato la tua richiesta per ${stay(facts)}.`,
        ...(reason ? [`Motivo: ${reason}`] : []),
        nothingCharged,
      ],
    ],
    { reason: 'guest' },
  );
}

export function requestExpiredGuestMail(facts: RequestMailFacts): MailMessage {
  return requestMail(
    guest(facts),
    `Richiesta ${facts.bookingNo} scaduta`,
    facts,
    [
      [
        `l'host non ha risposto entro 24 ore alla tua richiesta per ${stay(facts)}: la richiesta è scaduta.`,
        nothingCharged,
      ],
    ],
    { reason: 'guest' },
  );
}

export function requestExpiredHostMail(facts: RequestMailFacts, links: MailLinks): MailMessage {
  const link = hostBookingLink(links, facts.id);
  return requestMail(
    host(facts),
    `Richiesta ${facts.bookingNo} scaduta`,
    facts,
    [
      [
        `la richiesta di ${facts.firstName} ${facts.lastName} per ${stay(facts)} è scaduta senza risposta: le date sono di nuovo libere.`,
        `Dettagli: ${link}`,
      ],
    ],
    { action: { label: actions.details, url: link }, reason: 'host' },
  );
}

/** The guest chose bank transfer: the host knows the dates are held until the money arrives or the deadline. */
export function transferAwaitingHostMail(facts: RequestMailFacts, links: MailLinks): MailMessage {
  const link = hostBookingLink(links, facts.id);
  return requestMail(
    host(facts),
    `Prenotazione ${facts.bookingNo} in attesa di bonifico`,
    facts,
    [
      [
        `${facts.firstName} ${facts.lastName} ha scelto di pagare con bonifico bancario ${stay(facts)} (${mailAmount(facts.payableAmountCents)}).`,
        ...(facts.holdExpiresAt
          ? [`Le date restano bloccate fino al ${romeTime(facts.holdExpiresAt)}, in attesa del bonifico.`]
          : []),
        'Ti scriveremo appena lo riceviamo.',
        `Dettagli: ${link}`,
      ],
    ],
    { action: { label: actions.details, url: link }, reason: 'host' },
  );
}
