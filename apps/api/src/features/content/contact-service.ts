import type { ContactForm } from '@scrivania/core/content/contact-schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { contactInquiryMail } from './contact-mail.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContentRepository } from './content-repository.ts';

export function createContactService(app: FastifyInstance) {
  return {
    /**
     * Stores the inquiry and queues its mail to the contact page's support address, in one transaction
     * (decision 091): the visitor is told it was received only once both are kept, and a mail server
     * that is down delays the mail instead of losing it or holding the answer back. Without a contact
     * page there is no address to mail: the inquiry is stored and the staff told in the log.
     */
    async submit(form: ContactForm, log: FastifyBaseLogger): Promise<void> {
      await app.db.transaction(async (tx) => {
        const inquiry = await createContactRepository(tx).insertInquiry(form);
        const page = await createContentRepository(tx).findContactPage();
        if (page) await queueMail(app, tx, contactInquiryMail(form, inquiry, page.supportEmail));
        else
          log.error(
            { inquiryId: inquiry.id },
            'contact inquiry stored but not mailed: no contact page support address',
          );
      });
    },
  };
}
