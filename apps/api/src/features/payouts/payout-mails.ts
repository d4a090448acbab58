import type { PayoutMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { composeMail } from '../../lib/mail/mail-content.ts';
import { type MailMessage, mailAmount } from '../../providers/mail.ts';

const m = messages.payouts.mail;

export interface SentLine {
  bookingNo: string;
  kind: 'booking' | 'adjustment';
  netCents: number;
}

/**
 * The host's mail when money leaves for them (issue 31): how much, by which way, and the bookings it
 * pays, adjustments on their own line. Queued in the transaction that marks the lines paid.
 */
export function payoutSentMail(
  host: { name: string; email: string },
  sent: { method: PayoutMethod; lines: SentLine[]; link: string },
): MailMessage {
  const total = mailAmount(sent.lines.reduce((sum, line) => sum + line.netCents, 0));
  const method = messages.payouts.ledger.methods[sent.method];
  return composeMail(host.email, m.sentSubject(total), {
    preview: m.sentIntro(total, method),
    greeting: `Ciao ${host.name},`,
    blocks: [
      [m.sentIntro(total, method)],
      [
        m.bookings,
        ...sent.lines.map((line) =>
          (line.kind === 'adjustment' ? m.adjustmentLine : m.bookingLine)(
            line.bookingNo,
            mailAmount(line.netCents),
          ),
        ),
      ],
      [m.details(sent.link)],
    ],
    action: { label: messages.mail.actions.payouts, url: sent.link },
    signed: true,
    reason: 'host',
  });
}
