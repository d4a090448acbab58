import type { MailMessage } from '../../providers/mail.ts';

export function welcomeMail(user: { name: string; email: string }, publicUrl: string): MailMessage {
  return {
    to: user.email,
    subject: 'Benvenuto su Scrivania',
    text: [
      `Ciao ${user.name},`,
      '',
      'grazie per esserti registrato su Scrivania. Il tuo account è pronto:',
      `accedi da ${publicUrl}/Login per prenotare il tuo prossimo spazio di lavoro.`,
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}

export function resetPasswordMail(
  user: { name: string; email: string },
  token: string,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: 'Reimposta la tua password',
    text: [
      `Ciao ${user.name},`,
      '',
      'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Scrivania.',
      `Apri questo link entro un'ora per sceglierne una nuova (vale una sola volta):`,
      link,
      '',
      'Se non hai chiesto tu di reimpostarla, ignora questo messaggio: la password resta invariata.',
      '',
      'Il team di Scrivania',
    ].join('\n'),
  };
}
