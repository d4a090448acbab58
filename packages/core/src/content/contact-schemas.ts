import { z } from 'zod';
import { type ContactTopic, contactTopics } from '../domain.ts';
import { contentMessages } from './messages.it.ts';

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  'day-office': 'Day office',
  'sale-riunioni': 'Sale riunioni',
  'diventare-host': 'Diventare host',
  coworking: 'Coworking',
  altro: 'Altro',
};

const m = contentMessages.contactForm;
/** "form {email}, no spaces" (SPEC section 5). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional leading plus, then at least 10 digits, spaces or hyphens. */
export const CONTACT_PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

/** The contact form, checked the same way in the browser and on the server. */
export const ContactFormSchema = z.object({
  name: required(m.nameRequired),
  surname: required(m.surnameRequired),
  email: required(m.emailRequired).pipe(z.string().regex(CONTACT_EMAIL_PATTERN, m.emailInvalid)),
  phone: required(m.phoneRequired).pipe(
    z.string().max(30, m.phoneInvalid).regex(CONTACT_PHONE_PATTERN, m.phoneInvalid),
  ),
  topic: z.enum(contactTopics, { error: m.topicRequired }),
  regolamento_generale_sulla_protezione_dei_dati: z.literal(true, { error: m.consentRequired }),
  offers_and_communications: z.boolean().default(false),
});
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactForm = z.output<typeof ContactFormSchema>;
