import type { Db } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineTask } from '../../lib/jobs/jobs.ts';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { unreadMessagesMail } from './chat-mails.ts';
import { createChatRepository } from './chat-repository.ts';

const conversation = z.object({ receiverId: z.number().int(), senderId: z.number().int() });
type Conversation = z.infer<typeof conversation>;

/** One job per conversation and direction: mails its receiver about what is still unread then. */
export const unreadMessagesMailTask = defineTask('chat.unread-mail', conversation, 5);

const keyOf = ({ receiverId, senderId }: Conversation) => `chat-unread-mail:${receiverId}:${senderId}`;

/**
 * Queues, in the transaction that stores a message, the mail its receiver gets if it stays unread: due
 * `chatMailDelayMs` after the oldest message not yet mailed about, and no sooner than that after the
 * conversation's last mail. The time comes from the stored messages, not from this one, so a
 * conversation that goes on never pushes its mail further away, and two senders' jobs agree.
 */
export async function queueUnreadMessagesMail(app: FastifyInstance, tx: Db, pair: Conversation) {
  const repository = createChatRepository(tx);
  const oldest = await repository.oldestUnmailedUnreadAt(pair.receiverId, pair.senderId);
  if (!oldest) return;
  const lastMail = await repository.lastMailedAt(pair.receiverId, pair.senderId);
  const from = Math.max(oldest.getTime(), lastMail?.getTime() ?? 0);
  await app.jobs.enqueue(tx, unreadMessagesMailTask, pair, {
    key: keyOf(pair),
    runAt: new Date(from + app.config.chatMailDelayMs),
  });
}

export function registerUnreadMessagesMail(app: FastifyInstance) {
  app.jobs.handle(unreadMessagesMailTask, (pair) =>
    app.db.transaction(async (tx) => {
      const repository = createChatRepository(tx);
      const unread = await repository.unmailedUnread(pair.receiverId, pair.senderId);
      const latest = unread.at(-1);
      if (!latest) return;
      const receiver = await repository.mailAddressee(pair.receiverId);
      const sender = await repository.mailAddressee(pair.senderId);
      await repository.markMailed(unread.map((message) => message.id));
      if (!receiver || !sender) return;
      const space = await repository.conversationProperty(pair.receiverId, pair.senderId);
      await queueMail(
        app,
        tx,
        unreadMessagesMail(
          {
            receiver,
            sender: { id: pair.senderId, name: sender.name },
            space: space?.name ?? null,
            count: unread.length,
            latestBody: latest.body,
          },
          app.config.publicUrl,
        ),
      );
    }),
  );
}
