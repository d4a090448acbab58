import type { ChatMessage, ChatUser } from '@scrivania/core/chat/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import { queueUnreadMessagesMail } from './chat-mail-jobs.ts';
import { createChatRepository, type MessageRow } from './chat-repository.ts';

const m = messages.chat;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    sender: { name: row.senderName },
    property_id: row.propertyId,
  };
}

const asChatProperty = (property: { id: number; name: string } | undefined) =>
  property ? { _id: property.id, property_name: property.name } : null;

/**
 * The rules of the chat. A conversation is private to its two people; one can be opened with the
 * host of a published property (that is how guests reach hosts) or between a guest and the host of a
 * space they booked, any other only once it exists, so a stranger's id leads nowhere (404, never a
 * hint of whether the person exists). Each message may name the space it is about; the conversation is
 * about its newest message's space.
 */
export function createChatService(app: FastifyInstance) {
  const repository = createChatRepository(app.db);
  const limiter = createRateLimiter(app.db);

  async function counterpart(meId: number, otherId: number) {
    if (otherId === meId) throw new HttpError(400, m.cannotChatWithSelf);
    const other = await repository.findActiveUser(otherId);
    if (!other) throw new HttpError(404, m.userNotFound);
    const reachable =
      (await repository.conversationExists(meId, otherId)) ||
      (await repository.isHostOfPublishedProperty(otherId)) ||
      (await repository.bookedEachOther(meId, otherId));
    if (!reachable) throw new HttpError(404, m.userNotFound);
    return other;
  }

  const chatUser = async (
    meId: number,
    other: { id: number; name: string; avatar: string | null },
    property?: { id: number; name: string },
  ) =>
    ({
      _id: other.id,
      name: other.name,
      avatar: other.avatar,
      total_msg_count: await repository.unreadFrom(meId, other.id),
      property: asChatProperty(property ?? (await repository.conversationProperty(meId, other.id))),
    }) satisfies ChatUser;

  return {
    unreadTotal: (meId: number) => repository.unreadTotal(meId),

    async userList(meId: number): Promise<ChatUser[]> {
      const rows = await repository.listConversations(meId);
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        avatar: row.avatar,
        total_msg_count: row.unread,
        property: asChatProperty(row.property ?? undefined),
      }));
    },

    /** A page of history, oldest first; opening the newest page marks the conversation read. */
    async history(meId: number, otherId: number, options: { before?: number; limit: number }) {
      const other = await counterpart(meId, otherId);
      const rows = await repository.page(meId, otherId, options.limit + 1, options.before);
      if (options.before === undefined && (await repository.markRead(meId, otherId)) > 0) {
        await app.chatNotifier.publish({ type: 'read', readerId: meId, otherId });
      }
      return {
        user: await chatUser(meId, other),
        messages: rows.slice(0, options.limit).reverse().map(toChatMessage),
        has_more: rows.length > options.limit,
      };
    },

    /** A message about the space named, or else about the conversation's space. */
    async send(meId: number, otherId: number, body: string, propertyId?: number): Promise<ChatMessage> {
      await counterpart(meId, otherId);
      const property =
        propertyId === undefined
          ? await repository.conversationProperty(meId, otherId)
          : await repository.findPropertyOfPair(propertyId, meId, otherId);
      if (propertyId !== undefined && !property) throw new HttpError(404, messages.api.notFound);
      await limiter.consume(`chat-send:${meId}`, app.config.chatSendLimit, m.tooManyMessages);
      const id = await app.db.transaction(async (tx) => {
        const stored = await createChatRepository(tx).insert(meId, otherId, body, property?.id ?? null);
        await queueUnreadMessagesMail(app, tx, { receiverId: otherId, senderId: meId });
        return stored;
      });
      const row = await repository.findMessage(id);
      if (!row) throw new Error('chat message vanished after insert');
      await app.chatNotifier.publish({ type: 'message', id, senderId: meId, receiverId: otherId });
      return toChatMessage(row);
    },

    /**
     * 'Contatta l'host': the host of a published property, or of one the user booked, as a chat user
     * with that property as the conversation's; nothing is written yet.
     */
    async contactHost(meId: number, propertyId: number): Promise<ChatUser> {
      const property = await repository.findPropertyHost(propertyId, meId);
      if (!property) throw new HttpError(404, messages.api.notFound);
      return chatUser(meId, await counterpart(meId, property.hostId), property);
    },
  };
}
