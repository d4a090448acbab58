import type { BackOfficeLinks } from '../../lib/back-office-link.ts';
import type { MailMessage } from '../../providers/mail.ts';

/** One template of the console's previews (issue 32): a mail the site sends, made from invented data. */
export interface MailSample {
  name: string;
  title: string;
  mail: (links: BackOfficeLinks, now: Date) => MailMessage;
}
