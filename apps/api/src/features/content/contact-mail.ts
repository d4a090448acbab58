import { CONTACT_TOPIC_LABELS, type ContactForm } from '@scrivania/core/content/contact-schemas';
import { composeMail } from '../../lib/mail/mail-content.ts';
import type { MailMessage } from '../../providers/mail.ts';

/** Header values come from visitors: keep them on one line and short. */
function oneLine(value: string, max = 120): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, max);
}

const yesNo = (value: boolean) => (value ? 'sì' : 'no');

/**
 * The notice the site's staff receive for an inquiry. Whatever a visitor typed (HTML included) is shown
 * as text: the plain part as it is, the HTML part escaped by its template, never rendered. Replies go
 * straight to the visitor.
 */
export function contactInquiryMail(
  form: ContactForm,
  inquiry: { id: number; createdAt: Date },
  supportEmail: string,
): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[form.topic];
  const intro = 'Una nuova richiesta è arrivata dal modulo di contatto del sito.';
  return composeMail(
    supportEmail,
    oneLine(`Nuova richiesta di contatto n. ${inquiry.id}: ${topic} – ${form.name} ${form.surname}`),
    {
      preview: intro,
      greeting: null,
      blocks: [
        [intro],
        [
          `Nome: ${form.name}`,
          `Cognome: ${form.surname}`,
          `Email: ${form.email}`,
          `Telefono: ${form.phone}`,
          `Argomento: ${topic}`,
          `Consenso privacy: ${yesNo(form.regolamento_generale_sulla_protezione_dei_dati)}`,
          `Offerte e comunicazioni: ${yesNo(form.offers_and_communications)}`,
        ],
        [
          `Richiesta n. ${inquiry.id}, ricevuta il ${inquiry.createdAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome' })}.`,
          'Rispondi a questa email per scrivere direttamente al mittente.',
        ],
      ],
      signed: false,
      reason: 'contact',
    },
    { replyTo: form.email },
  );
}
