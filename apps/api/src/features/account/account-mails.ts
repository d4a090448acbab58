import { messages } from '@scrivania/core/messages.it';
import { composeMail, type MailContent } from '../../lib/mail/mail-content.ts';
import type { MailMessage } from '../../providers/mail.ts';

const actions = messages.mail.actions;

/** One account mail: greeting, paragraphs, signature, and the button of the link it is about. */
function accountMail(
  to: string,
  name: string,
  subject: string,
  blocks: string[][],
  action: MailContent['action'],
): MailMessage {
  return composeMail(to, subject, {
    preview: blocks[0]?.[0] ?? subject,
    greeting: `Ciao ${name},`,
    blocks,
    action,
    signed: true,
    reason: 'account',
  });
}

const verifyLink = (publicUrl: string, token: string) =>
  `${publicUrl}/VerifyEmail?token=${encodeURIComponent(token)}`;

const verifyLines = (publicUrl: string, token: string) => [
  'Conferma il tuo indirizzo email aprendo questo link entro 24 ore (vale una sola volta):',
  verifyLink(publicUrl, token),
];

const verifyAction = (publicUrl: string, token: string) => ({
  label: actions.verify,
  url: verifyLink(publicUrl, token),
});

const resetAction = (publicUrl: string) => ({ label: actions.secure, url: `${publicUrl}/ForgotPassword` });

export function welcomeMail(
  user: { name: string; email: string },
  verificationToken: string,
  publicUrl: string,
): MailMessage {
  return accountMail(
    user.email,
    user.name,
    'Benvenuto su Scrivania',
    [
      [
        'grazie per esserti registrato su Scrivania. Il tuo account è pronto:',
        `accedi da ${publicUrl}/Login per prenotare il tuo prossimo spazio di lavoro.`,
      ],
      verifyLines(publicUrl, verificationToken),
    ],
    verifyAction(publicUrl, verificationToken),
  );
}

/** A new host's first steps, each done in the back-office the mail links to. */
export function hostWelcomeMail(
  user: { name: string; email: string },
  verificationToken: string,
  publicUrl: string,
): MailMessage {
  return accountMail(
    user.email,
    user.name,
    'Benvenuto tra gli host di Scrivania',
    [
      ['grazie per aver scelto di offrire i tuoi spazi su Scrivania. Il tuo account host è pronto.'],
      [
        'I prossimi passi:',
        '1. crea il tuo primo annuncio, con foto, indirizzo, prezzo e servizi;',
        '2. imposta la disponibilità: i periodi e i giorni in cui lo spazio è aperto;',
        '3. pubblica l’annuncio e ricevi le prime prenotazioni.',
      ],
      [`Fai tutto dall’area host: ${publicUrl}/host`],
      verifyLines(publicUrl, verificationToken),
    ],
    verifyAction(publicUrl, verificationToken),
  );
}

/** A new verification link for the account's address, asked for from the profile. */
export function verifyEmailMail(
  user: { name: string },
  email: string,
  token: string,
  publicUrl: string,
): MailMessage {
  return accountMail(
    email,
    user.name,
    'Conferma il tuo indirizzo email',
    [
      [
        'apri questo link entro 24 ore per confermare il tuo indirizzo email su Scrivania (vale una sola volta):',
        verifyLink(publicUrl, token),
      ],
      ['Se non hai chiesto tu questo messaggio, ignoralo.'],
    ],
    verifyAction(publicUrl, token),
  );
}

/** To the new address: the change happens only when this link is opened. */
export function emailChangeMail(
  user: { name: string },
  newEmail: string,
  token: string,
  publicUrl: string,
): MailMessage {
  return accountMail(
    newEmail,
    user.name,
    'Conferma il nuovo indirizzo email',
    [
      [
        'hai chiesto di usare questo indirizzo per il tuo account Scrivania.',
        'Apri questo link entro 24 ore per confermarlo (vale una sola volta):',
        verifyLink(publicUrl, token),
      ],
      ['Finché non lo apri, il tuo account resta sull’indirizzo di prima.'],
    ],
    verifyAction(publicUrl, token),
  );
}

/** To the old address, so the owner learns of a change they did not ask for. */
export function emailChangeNoticeMail(
  user: { name: string; email: string },
  newEmail: string,
  publicUrl: string,
): MailMessage {
  return accountMail(
    user.email,
    user.name,
    'Richiesta di cambio dell’indirizzo email',
    [
      [
        `è stato chiesto di sostituire l’indirizzo email del tuo account Scrivania con ${newEmail}.`,
        'Il cambio avverrà solo quando verrà aperto il link inviato al nuovo indirizzo.',
      ],
      [`Se non sei stato tu, reimposta subito la password da ${publicUrl}/ForgotPassword.`],
    ],
    resetAction(publicUrl),
  );
}

export function passwordChangedMail(user: { name: string; email: string }, publicUrl: string): MailMessage {
  return accountMail(
    user.email,
    user.name,
    'La tua password è stata cambiata',
    [
      [
        'la password del tuo account Scrivania è stata appena cambiata e gli altri dispositivi sono stati disconnessi.',
      ],
      [`Se non sei stato tu, reimposta subito la password da ${publicUrl}/ForgotPassword.`],
    ],
    resetAction(publicUrl),
  );
}

export function resetPasswordMail(
  user: { name: string; email: string },
  token: string,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
  return accountMail(
    user.email,
    user.name,
    'Reimposta la tua password',
    [
      [
        'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Scrivania.',
        `Apri questo link entro un'ora per sceglierne una nuova (vale una sola volta):`,
        link,
      ],
      ['Se non hai chiesto tu di reimpostarla, ignora questo messaggio: la password resta invariata.'],
    ],
    { label: actions.reset, url: link },
  );
}

/** Only the end of an account number goes in a mail, which may be read by others on its way. */
const lastFour = (value: string) => `…${value.replace(/\s/g, '').slice(-4)}`;

/** To the account, so the owner learns of a change of where their money goes that they did not make. */
export function bankDetailsChangedMail(
  user: { name: string; email: string },
  change: { iban: string | null; bankAccountNo: string | null },
  publicUrl: string,
): MailMessage {
  const now = [
    ...(change.iban ? [`IBAN per i rimborsi: ${lastFour(change.iban)}`] : []),
    ...(change.bankAccountNo ? [`conto per i pagamenti: ${lastFour(change.bankAccountNo)}`] : []),
  ];
  return accountMail(
    user.email,
    user.name,
    'I tuoi dati bancari sono stati cambiati',
    [
      ['l’IBAN o i dati bancari del tuo account Scrivania sono stati appena cambiati.'],
      ...(now.length > 0 ? [['Ora risultano:', ...now.map((line) => `- ${line}`)]] : []),
      [
        `Se non sei stato tu, reimposta subito la password da ${publicUrl}/ForgotPassword e scrivici da ${publicUrl}/Contact.`,
      ],
    ],
    resetAction(publicUrl),
  );
}
