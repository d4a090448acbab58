import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import { chatMessages, properties, users } from '@scrivania/db/schema';
import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';

export interface MessageRow {
  id: number;
  senderId: number;
  receiverId: number;
  body: string;
  createdAt: Date;
  senderName: string;
}

/** Both directions of the conversation between two people, matching the (least, greatest, id) index. */
function pair(a: number, b: number): SQL {
  return and(
    sql`least(${chatMessages.senderId}, ${chatMessages.receiverId}) = ${Math.min(a, b)}`,
    sql`greatest(${chatMessages.senderId}, ${chatMessages.receiverId}) = ${Math.max(a, b)}`,
  ) as SQL;
}

interface ConversationRow {
  id: number | string;
  name: string;
  avatar: string | null;
  unread: number | string;
}

const messageColumns = {
  id: chatMessages.id,
  senderId: chatMessages.senderId,
  receiverId: chatMessages.receiverId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  senderName: users.name,
};

export function createChatRepository(db: Db) {
  return {
    async findActiveUser(id: number) {
      const [row] = await db
        .select({ id: users.id, name: users.name, avatar: users.avatar, role: users.role })
        .from(users)
        .where(and(eq(users.id, id), eq(users.status, 'active')));
      return row;
    },

    /** The host of a published property, if it is one. */
    async findPropertyHostId(propertyId: number) {
      const [row] = await db
        .select({ hostId: properties.hostId })
        .from(properties)
        .where(and(eq(properties.id, propertyId), publiclyListed()));
      return row?.hostId;
    },

    async isHostOfPublishedProperty(userId: number) {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.hostId, userId), publiclyListed()))
        .limit(1);
      return row !== undefined;
    },

    async conversationExists(a: number, b: number) {
      const [row] = await db.select({ id: chatMessages.id }).from(chatMessages).where(pair(a, b)).limit(1);
      return row !== undefined;
    },

    /** Everyone the user has written to or heard from, newest conversation first, with unread counts. */
    async listConversations(userId: number) {
      const result = await db.execute(sql`
        with conversations as (
          select case when ${chatMessages.senderId} = ${userId} then ${chatMessages.receiverId}
                      else ${chatMessages.senderId} end as other_id,
                 max(${chatMessages.id}) as last_id,
                 count(*) filter (where ${chatMessages.receiverId} = ${userId}
                                    and ${chatMessages.readAt} is null)::int as unread
          from ${chatMessages}
          where ${chatMessages.senderId} = ${userId} or ${chatMessages.receiverId} = ${userId}
          group by 1
        )
        select ${users.id} as id, ${users.name} as name, ${users.avatar} as avatar, conversations.unread
        from conversations join ${users} on ${users.id} = conversations.other_id
        order by conversations.last_id desc`);
      const rows = (result as unknown as { rows: ConversationRow[] }).rows;
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        avatar: row.avatar,
        unread: Number(row.unread),
      }));
    },

    async unreadTotal(userId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.receiverId, userId), isNull(chatMessages.readAt)));
      return row?.count ?? 0;
    },

    async unreadFrom(userId: number, otherId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.receiverId, userId),
            eq(chatMessages.senderId, otherId),
            isNull(chatMessages.readAt),
          ),
        );
      return row?.count ?? 0;
    },

    /** Up to `limit` messages older than `before` (or the newest), newest first. */
    page: (a: number, b: number, limit: number, before?: number) =>
      db
        .select(messageColumns)
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(before === undefined ? pair(a, b) : and(pair(a, b), lt(chatMessages.id, before)))
        .orderBy(desc(chatMessages.id))
        .limit(limit),

    /** Marks what `otherId` sent to `readerId` as read; the number of messages it changed. */
    async markRead(readerId: number, otherId: number) {
      const rows = await db
        .update(chatMessages)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(chatMessages.receiverId, readerId),
            eq(chatMessages.senderId, otherId),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id });
      return rows.length;
    },

    async insert(senderId: number, receiverId: number, body: string) {
      const [row] = await db
        .insert(chatMessages)
        .values({ senderId, receiverId, body })
        .returning({ id: chatMessages.id });
      if (!row) throw new Error('chat message not stored');
      return row.id;
    },

    async findMessage(id: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .select(messageColumns)
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(eq(chatMessages.id, id));
      return row;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
