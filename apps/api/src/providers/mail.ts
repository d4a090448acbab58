import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatEuroCents } from '@scrivania/core/money';
import type { Transporter } from 'nodemailer';
import { onFirstUse } from '../lib/on-first-use.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Set by the mail job, so that a copy sent twice is recognisably one message. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** An amount in a plain-text mail: the non-breaking space Intl puts before the sign becomes a plain one. */
export const mailAmount = (cents: number) => formatEuroCents(cents).replace(/\u00a0/g, ' ');

const FROM = 'Scrivania <no-reply@scrivania.it>';

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
        await (await transport()).sendMail({ from: FROM, ...message });
      },
    };
  }
  const transport = transportOnFirstMail((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: FROM, ...message });
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('mail transport returned no message buffer');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(options.outboxDir, name), raw);
    },
  };
}
