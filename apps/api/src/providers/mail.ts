import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { MailContent } from '../lib/mail/mail-content.ts';
import { LOGO_CID, logoAttachment } from '../lib/mail/mail-logo.ts';
import { onFirstUse } from '../lib/on-first-use.ts';

/** An RFC 5545 invitation sent as the mail's text/calendar alternative (and attachment). */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The words the HTML is made of; rendered into `html` when the mail is queued. */
  content?: MailContent;
  calendar?: MailCalendar;
  /** Set by the mail job, so that a copy sent twice is recognisably one message. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** An amount in a plain-text mail: the non-breaking space Intl puts before the sign becomes a plain one. */
export const mailAmount = (cents: number) => formatEuroCents(cents).replace(/\u00a0/g, ' ');

const FROM = 'Scrivania <no-reply@scrivania.it>';

/**
 * What nodemailer sends: the text first and the HTML as its alternative (with the logo it shows, inline),
 * and a calendar invitation as a text/calendar alternative with its METHOD, which nodemailer also attaches.
 */
function transportMessage(message: MailMessage): SendMailOptions {
  const { content: _, calendar, ...sent } = message;
  return {
    from: FROM,
    ...sent,
    ...(sent.html?.includes(`cid:${LOGO_CID}`) ? { attachments: [logoAttachment()] } : {}),
    ...(calendar
      ? {
          icalEvent: {
            method: calendar.method,
            content: calendar.content,
            filename: messages.mail.calendar.fileName,
          },
        }
      : {}),
  };
}

/** nodemailer is loaded by the first mail, not at start. */
function transportOnFirstMail<T extends Transporter>(
  create: (nodemailer: typeof import('nodemailer')) => T,
): () => Promise<T> {
  return onFirstUse(async () => create((await import('nodemailer')).default));
}

/** Sends through SMTP when configured; otherwise writes each message as an .eml file in the outbox. */
export function createMailer(options: { smtpUrl: string | undefined; outboxDir: string }): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = transportOnFirstMail((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail(transportMessage(message));
      },
    };
  }
  const transport = transportOnFirstMail((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail(transportMessage(message));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('mail transport returned no message buffer');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(options.outboxDir, name), raw);
    },
  };
}
