import type { ContactForm } from '@scrivania/core/content/contact-schemas';
import type { Db } from '@scrivania/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../providers/mail.ts';
import { contactInquiryMail } from './contact-mail.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContentRepository } from './content-repository.ts';

/** How long a visitor waits for the mail server before being answered anyway. */
const MAIL_WAIT_MS = 10_000;

export function createContactService(deps: { db: Db; mailer: Mailer }) {
  const inquiries = createContactRepository(deps.db);
  const content = createContentRepository(deps.db);

  async function notifyStaff(
    form: ContactForm,
    inquiry: { id: number; createdAt: Date },
    log: FastifyBaseLogger,
  ) {
    const page = await content.findContactPage();
    if (!page) {
      log.error(
        { inquiryId: inquiry.id },
        'contact inquiry stored but not mailed: no contact page support address',
      );
      return;
    }
    await deps.mailer.send(contactInquiryMail(form, inquiry, page.supportEmail));
  }

  return {
    /**
     * Stores the inquiry, then mails it to the contact page's support address.
     *
     * Once stored, the inquiry is safe: the mail only announces it. So a mail failure is logged for
     * the staff (with the inquiry id, to find it in the database) and the visitor is still told it
     * was received; answering with an error would make them resend what we already have. A slow
     * mail server holds the answer back at most MAIL_WAIT_MS; the sending then finishes (or fails
     * and is logged) in the background.
     */
    async submit(form: ContactForm, log: FastifyBaseLogger): Promise<void> {
      const inquiry = await inquiries.insertInquiry(form);
      const sending = notifyStaff(form, inquiry, log).catch((err: unknown) => {
        log.error({ err, inquiryId: inquiry.id }, 'contact inquiry stored but the mail failed');
      });
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAIL_WAIT_MS);
      });
      await Promise.race([sending, waited]);
      clearTimeout(timer);
    },
  };
}
