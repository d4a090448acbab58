import type { Config } from '../../config.ts';
import { LOGO_CID } from '../../lib/mail/mail-logo.ts';
import { mailSender, renderMail } from '../../lib/mail/render-mail.ts';
import type { MailSample } from './mail-sample.ts';

/**
 * A template rendered with its invented data exactly as the mail job would send it. The logo, inline
 * in a real mail, is the site's own icon here, since a page cannot show a Content-ID.
 */
export async function mailPreview(
  sample: MailSample,
  config: Pick<Config, 'publicUrl' | 'hostBackofficeUrl' | 'invoiceIssuer'>,
  now: Date,
) {
  const mail = await renderMail(sample.mail(config, now), mailSender(config));
  return {
    name: sample.name,
    title: sample.title,
    subject: mail.subject,
    html: (mail.html ?? '').replaceAll(`cid:${LOGO_CID}`, `${config.publicUrl}/favicon.svg`),
    text: mail.text,
    calendar: mail.calendar ?? null,
  };
}
