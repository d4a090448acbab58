import { messages } from '@scrivania/core/messages.it';
import { composeMail } from '../../lib/mail/mail-content.ts';
import type { MailMessage } from '../../providers/mail.ts';

const m = messages.chat.mail;

/** How much of the newest message the mail quotes: enough to know whether to answer now. */
const QUOTE_CHARS = 500;

export interface UnreadMessages {
  receiver: { name: string; email: string };
  sender: { id: number; name: string };
  /** The space the conversation is about, when it names one. */
  space: string | null;
  count: number;
  latestBody: string;
}

function quote(body: string): string[] {
  const cut = body.length > QUOTE_CHARS ? `${body.slice(0, QUOTE_CHARS).trimEnd()}…` : body;
  return cut
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `«${line}»`);
}

/** The mail to someone who left messages of one conversation unread (issue 32). */
export function unreadMessagesMail(unread: UnreadMessages, publicUrl: string): MailMessage {
  const link = `${publicUrl}/Chatboat?user=${unread.sender.id}`;
  const intro = m.intro(unread.sender.name, unread.count);
  return composeMail(unread.receiver.email, m.subject(unread.sender.name), {
    preview: intro,
    greeting: `Ciao ${unread.receiver.name},`,
    blocks: [
      unread.space ? [intro, m.about(unread.space)] : [intro],
      [m.latest, ...quote(unread.latestBody)],
      [m.reply(link)],
    ],
    action: { label: m.action, url: link },
    signed: true,
    reason: 'account',
  });
}
