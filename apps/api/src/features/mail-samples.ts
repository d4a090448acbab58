import { cancellationRules } from '@scrivania/core/booking/cancellation';
import { addDays } from '@scrivania/core/dates';
import {
  bankDetailsChangedMail,
  emailChangeMail,
  emailChangeNoticeMail,
  hostWelcomeMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
  welcomeMail,
} from './account/account-mails.ts';
import { bookingCalendar } from './booking/booking-calendar.ts';
import {
  cancelledGuestMail,
  cancelledHostMail,
  hostCancelledOperatorMail,
} from './booking/cancellation-mails.ts';
import type { CancellableBooking } from './booking/cancellation-repository.ts';
import {
  hostBookingLink,
  type RequestMailFacts,
  requestAcceptedGuestMail,
  requestDeclinedGuestMail,
  requestExpiredGuestMail,
  requestExpiredHostMail,
  requestHostMail,
  transferAwaitingHostMail,
} from './booking/host-booking-mails.ts';
import { contactInquiryMail } from './content/contact-mail.ts';
import type { MailSample } from './mail-previews/mail-sample.ts';
import {
  bankTransferMail,
  operatorRefundGuestMail,
  paidGuestMail,
  paidHostMail,
  refundTransferSentGuestMail,
} from './payments/payment-mails.ts';
import { payoutSentMail } from './payouts/payout-mails.ts';

const SAMPLE_BANK = { iban: 'IT60 X054 2811 1010 0000 0123 456', holder: 'Scrivania S.r.l.' };
const TOKEN = 'esempio-token-123';
const guest = { name: 'Giulia Rossi', email: 'giulia.rossi@example.com' };
const host = { name: 'Marco Bianchi', email: 'marco.bianchi@example.com' };

/** A booking a fortnight ahead of the preview, so its cancellation terms still have deadlines to show. */
function sampleBooking(now: Date) {
  const startDate = addDays(now.toISOString().slice(0, 10), 14);
  return {
    id: 42,
    bookingNo: 'SCR-2026-000042',
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: guest.email,
    propertyName: 'Studio Aurora – ufficio privato',
    propertyAddress: 'Via Dante 10, 20121 Milano',
    startDate,
    endDate: addDays(startDate, 2),
    guests: 3,
    payableAmountCents: 36600,
    holdExpiresAt: new Date(now.getTime() + 24 * 3_600_000),
    hostName: host.name,
    hostEmail: host.email,
    cancellationPolicy: 'moderata' as const,
    cancellationRule: cancellationRules.moderata,
    calendarSequence: 1,
  };
}

const requestFacts = (now: Date): RequestMailFacts => sampleBooking(now);

function cancellable(now: Date): CancellableBooking {
  const { lastName: _, ...booking } = sampleBooking(now);
  return { ...booking, startsAt: null, propertyId: 7, userId: 3, hostId: 5, status: 'booked' };
}

function invitation(now: Date, publicUrl: string, method: 'REQUEST' | 'CANCEL') {
  const booking = sampleBooking(now);
  return {
    method,
    content: bookingCalendar({ ...booking, address: booking.propertyAddress }, publicUrl, now, {
      method,
      attendee: { name: booking.firstName, email: booking.email },
    }),
  };
}

/**
 * Every mail the site sends, each with invented data, for the console's 'Anteprima mail' and the
 * templates' tests. Like routes.ts, the one module that knows every feature's mails.
 */
export const mailSamples: MailSample[] = [
  { name: 'benvenuto', title: 'Benvenuto', mail: (l) => welcomeMail(guest, TOKEN, l.publicUrl) },
  { name: 'benvenuto-host', title: 'Benvenuto host', mail: (l) => hostWelcomeMail(host, TOKEN, l.publicUrl) },
  {
    name: 'verifica-email',
    title: 'Conferma dell’indirizzo email',
    mail: (l) => verifyEmailMail(guest, guest.email, TOKEN, l.publicUrl),
  },
  {
    name: 'cambio-email',
    title: 'Conferma del nuovo indirizzo email',
    mail: (l) => emailChangeMail(guest, 'giulia.nuova@example.com', TOKEN, l.publicUrl),
  },
  {
    name: 'avviso-cambio-email',
    title: 'Avviso di cambio dell’indirizzo email',
    mail: (l) => emailChangeNoticeMail(guest, 'giulia.nuova@example.com', l.publicUrl),
  },
  {
    name: 'password-cambiata',
    title: 'Password cambiata',
    mail: (l) => passwordChangedMail(guest, l.publicUrl),
  },
  {
    name: 'reimposta-password',
    title: 'Reimpostazione della password',
    mail: (l) => resetPasswordMail(guest, TOKEN, l.publicUrl),
  },
  {
    name: 'dati-bancari-cambiati',
    title: 'Dati bancari cambiati',
    mail: (l) =>
      bankDetailsChangedMail(
        guest,
        { iban: 'IT60X0542811101000000123456', bankAccountNo: null },
        l.publicUrl,
      ),
  },
  {
    name: 'richiesta-host',
    title: 'Nuova richiesta (host)',
    mail: (l, now) => requestHostMail(requestFacts(now), l),
  },
  {
    name: 'richiesta-accettata',
    title: 'Richiesta accettata',
    mail: (l, now) => requestAcceptedGuestMail(requestFacts(now), l.publicUrl),
  },
  {
    name: 'richiesta-rifiutata',
    title: 'Richiesta non accettata',
    mail: (_, now) =>
      requestDeclinedGuestMail(requestFacts(now), 'Lo spazio è chiuso per lavori in quei giorni.'),
  },
  {
    name: 'richiesta-scaduta',
    title: 'Richiesta scaduta',
    mail: (_, now) => requestExpiredGuestMail(requestFacts(now)),
  },
  {
    name: 'richiesta-scaduta-host',
    title: 'Richiesta scaduta (host)',
    mail: (l, now) => requestExpiredHostMail(requestFacts(now), l),
  },
  {
    name: 'bonifico-atteso-host',
    title: 'In attesa di bonifico (host)',
    mail: (l, now) => transferAwaitingHostMail(requestFacts(now), l),
  },
  {
    name: 'istruzioni-bonifico',
    title: 'Istruzioni per il bonifico',
    mail: (l, now) => bankTransferMail(sampleBooking(now), SAMPLE_BANK, l.publicUrl),
  },
  {
    name: 'prenotazione-confermata',
    title: 'Prenotazione confermata, con invito di calendario',
    mail: (l, now) =>
      paidGuestMail(sampleBooking(now), l.publicUrl, invitation(now, l.publicUrl, 'REQUEST'), now),
  },
  {
    name: 'prenotazione-pagata-host',
    title: 'Prenotazione pagata (host)',
    mail: (l, now) =>
      paidHostMail(sampleBooking(now), host, { byTransfer: false, link: hostBookingLink(l, 42) }),
  },
  {
    name: 'prenotazione-annullata',
    title: 'Prenotazione annullata, con invito ritirato',
    mail: (l, now) =>
      cancelledGuestMail(
        cancellable(now),
        { amountCents: 36600, method: 'stripe' },
        l.publicUrl,
        null,
        invitation(now, l.publicUrl, 'CANCEL'),
      ),
  },
  {
    name: 'prenotazione-annullata-host',
    title: 'Prenotazione annullata (host)',
    mail: (l, now) => cancelledHostMail(cancellable(now), hostBookingLink(l, 42)),
  },
  {
    name: 'cancellazione-host-operatore',
    title: 'Cancellazione dell’host (operatore)',
    mail: (_, now) =>
      hostCancelledOperatorMail(
        cancellable(now),
        { name: 'Operatore', email: 'operatore@example.com' },
        'Guasto all’impianto elettrico.',
        { amountCents: 36600 },
      ),
  },
  {
    name: 'rimborso',
    title: 'Rimborso',
    mail: (l, now) =>
      operatorRefundGuestMail(
        sampleBooking(now),
        { amountCents: 5000, method: 'stripe', reason: 'Aria condizionata guasta il primo giorno.' },
        l.publicUrl,
      ),
  },
  {
    name: 'bonifico-rimborso-inviato',
    title: 'Bonifico di rimborso inviato',
    mail: (l, now) =>
      refundTransferSentGuestMail(
        sampleBooking(now),
        { amountCents: 36600, iban: 'IT60X0542811101000000123456' },
        l.publicUrl,
      ),
  },
  {
    name: 'pagamento-host-inviato',
    title: 'Pagamento all’host inviato',
    mail: (l) =>
      payoutSentMail(host, {
        method: 'sepa',
        lines: [
          { bookingNo: 'SCR-2026-000042', kind: 'booking', netCents: 32940 },
          { bookingNo: 'SCR-2026-000031', kind: 'adjustment', netCents: -1500 },
        ],
        link: `${l.publicUrl}/host/payouts`,
      }),
  },
  {
    name: 'richiesta-contatto',
    title: 'Richiesta dal modulo di contatto',
    mail: (_, now) =>
      contactInquiryMail(
        {
          name: 'Anna',
          surname: 'Verdi',
          email: 'anna.verdi@example.com',
          phone: '+39 02 1234 5678',
          topic: 'coworking',
          regolamento_generale_sulla_protezione_dei_dati: true,
          offers_and_communications: false,
        },
        { id: 17, createdAt: now },
        'richieste@example.com',
      ),
  },
];
