import { messages } from '@scrivania/core/messages.it';
import type { Config } from '../../config.ts';
import type { MailMessage } from '../../providers/mail.ts';
import type { MailSender } from './mail-layout.tsx';

const footer = messages.mail.footer;

export function mailSender(config: Pick<Config, 'publicUrl' | 'invoiceIssuer'>): MailSender {
  const issuer = config.invoiceIssuer;
  return {
    publicUrl: config.publicUrl,
    company: {
      name: issuer.name,
      address: `${issuer.address}, ${issuer.zip} ${issuer.city} (${issuer.province})`,
      vat: issuer.vat,
    },
  };
}

/**
 * The mail as it is sent: its HTML made from its words in the shared layout, and the same footer
 * (who sends it, why, where to write) under its text. A message without words to render is sent as it is.
 */
export async function renderMail(message: MailMessage, sender: MailSender): Promise<MailMessage> {
  const { content, ...mail } = message;
  if (!content) return mail;
  // Loaded on the first mail, after the server has chosen React's production build (server.ts): a
  // React imported at start would be its development build, beside a production renderer.
  const { mailHtml } = await import('./mail-html.ts');
  const html = mailHtml({ subject: message.subject, content, sender });
  const text = [
    message.text.trimEnd(),
    '',
    '--',
    footer.sender(sender.company.name, sender.company.address, sender.company.vat),
    messages.mail.reasons[content.reason],
    footer.contacts(`${sender.publicUrl}/Contact`, `${sender.publicUrl}/HelpCenter`),
    '',
  ].join('\n');
  return { ...mail, text, html };
}
