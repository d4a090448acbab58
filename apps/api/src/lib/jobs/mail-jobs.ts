import type { Db } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MailMessage } from '../../providers/mail.ts';
import { mailSender, renderMail } from '../mail/render-mail.ts';
import { defineTask } from './jobs.ts';

const mailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).optional(),
});

/** One mail per job: a retry sends that mail again and no other. */
export const sendMailTask = defineTask('mail.send', mailMessage, 10);

/**
 * Queues a mail in the transaction of the change it reports (decision 091): committed together, or
 * neither. The request no longer waits on the mail server, and a mail server that is down delays the
 * mail instead of losing it. The mail is rendered here, once (decision 102): the job holds the very
 * message it sends, so a retry sends the same bytes and a template changed meanwhile alters no mail
 * already promised.
 */
export async function queueMail(app: FastifyInstance, tx: Db, message: MailMessage) {
  await app.jobs.enqueue(tx, sendMailTask, await renderMail(message, mailSender(app.config)));
}

export async function queueMails(app: FastifyInstance, tx: Db, messages: MailMessage[]) {
  for (const message of messages) await queueMail(app, tx, message);
}

export function registerMailJobs(app: FastifyInstance) {
  // The Message-ID is the job's, so a mail sent again after a lost acknowledgement is the same message.
  app.jobs.handle(sendMailTask, (message, job) =>
    app.mailer.send({ ...message, messageId: `<job-${job.id}@scrivania.it>` }),
  );
}
