import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import { bookings, chatMessages, properties, users } from '@scrivania/db/schema';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  min,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';

export interface MessageRow {
  id: number;
  senderId: number;
  receiverId: number;
  body: string;
  createdAt: Date;
  senderName: string;
  propertyId: number | null;
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
  property_id: number | string | null;
  property_name: string | null;
}

const messageColumns = {
  id: chatMessages.id,
  senderId: chatMessages.senderId,
  receiverId: chatMessages.receiverId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  senderName: users.name,
  propertyId: chatMessages.propertyId,
};

/** A booking of one of the two people at a space the other hosts. */
const bookedBetween = (a: number, b: number) =>
  or(
    and(eq(bookings.userId, a), eq(properties.hostId, b)),
    and(eq(bookings.userId, b), eq(properties.hostId, a)),
  );

/** What `senderId` sent `receiverId` that `receiverId` has not read. */
const unread = (receiverId: number, senderId: number) =>
  and(
    eq(chatMessages.receiverId, receiverId),
    eq(chatMessages.senderId, senderId),
    isNull(chatMessages.readAt),
  );

export function createChatRepository(db: Db) {
  return {
    async findActiveUser(id: number) {
      const [row] = await db
        .select({ id: users.id, name: users.name, avatar: users.avatar, role: users.role })
        .from(users)
        .where(and(eq(users.id, id), eq(users.status, 'active')));
      return row;
    },

    /**
     * The host and name of a property the user may write about: a published one, or one the user booked
     * (its host stays reachable after it leaves the catalogue).
     */
    async findPropertyHost(propertyId: number, userId: number) {
      const booked = db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.propertyId, properties.id), eq(bookings.userId, userId)));
      const [row] = await db
        .select({ hostId: properties.hostId, id: properties.id, name: properties.name })
        .from(properties)
        .where(and(eq(properties.id, propertyId), or(publiclyListed(), exists(booked))));
      return row;
    },

    /**
     * The property a message between two people may be about: hosted by one of them, and published or
     * booked by the other.
     */
    async findPropertyOfPair(propertyId: number, a: number, b: number) {
      const booked = db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.propertyId, properties.id), inArray(bookings.userId, [a, b])));
      const [row] = await db
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .where(
          and(
            eq(properties.id, propertyId),
            inArray(properties.hostId, [a, b]),
            or(publiclyListed(), exists(booked)),
          ),
        );
      return row;
    },

    /** Whether one of the two booked a space the other hosts: a guest can write to their host first. */
    async bookedEachOther(a: number, b: number) {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(bookedBetween(a, b))
        .limit(1);
      return row !== undefined;
    },

    /** The space the conversation is about: its newest message's that names one. */
    async conversationProperty(a: number, b: number) {
      const [row] = await db
        .select({ id: properties.id, name: properties.name })
        .from(chatMessages)
        .innerJoin(properties, eq(properties.id, chatMessages.propertyId))
        .where(and(pair(a, b), isNotNull(chatMessages.propertyId)))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      return row;
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

    /**
     * Everyone the user has written to or heard from, newest conversation first, with unread counts and
     * the space of the newest message that names one.
     */
    async listConversations(userId: number) {
      const result = await db.execute(sql`
        with conversations as (
          select case when ${chatMessages.senderId} = ${userId} then ${chatMessages.receiverId}
                      else ${chatMessages.senderId} end as other_id,
                 max(${chatMessages.id}) as last_id,
                 count(*) filter (where ${chatMessages.receiverId} = ${userId}
                                    and ${chatMessages.readAt} is null)::int as unread,
                 (array_agg(${chatMessages.propertyId} order by ${chatMessages.id} desc)
                    filter (where ${chatMessages.propertyId} is not null))[1] as property_id
          from ${chatMessages}
          where ${chatMessages.senderId} = ${userId} or ${chatMessages.receiverId} = ${userId}
          group by 1
        )
        select ${users.id} as id, ${users.name} as name, ${users.avatar} as avatar, conversations.unread,
               ${properties.id} as property_id, ${properties.name} as property_name
        from conversations join ${users} on ${users.id} = conversations.other_id
        left join ${properties} on ${properties.id} = conversations.property_id
        order by conversations.last_id desc`);
      const rows = (result as unknown as { rows: ConversationRow[] }).rows;
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        avatar: row.avatar,
        unread: Number(row.unread),
        property:
          row.property_id === null || row.property_name === null
            ? null
            : { id: Number(row.property_id), name: row.property_name },
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
        .where(unread(userId, otherId));
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
        .where(unread(readerId, otherId))
        .returning({ id: chatMessages.id });
      return rows.length;
    },

    async insert(senderId: number, receiverId: number, body: string, propertyId: number | null) {
      const [row] = await db
        .insert(chatMessages)
        .values({ senderId, receiverId, body, propertyId })
        .returning({ id: chatMessages.id });
      if (!row) throw new Error('chat message not stored');
      return row.id;
    },

    /** What `senderId` sent `receiverId` that is neither read nor mailed about yet, oldest first. */
    async unmailedUnread(receiverId: number, senderId: number) {
      return db
        .select({ id: chatMessages.id, body: chatMessages.body, createdAt: chatMessages.createdAt })
        .from(chatMessages)
        .where(and(unread(receiverId, senderId), isNull(chatMessages.mailedAt)))
        .orderBy(asc(chatMessages.id));
    },

    /** When the oldest message `senderId` sent `receiverId` that is neither read nor mailed about was sent. */
    async oldestUnmailedUnreadAt(receiverId: number, senderId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(chatMessages.createdAt) })
        .from(chatMessages)
        .where(and(unread(receiverId, senderId), isNull(chatMessages.mailedAt)));
      return row?.at ?? null;
    },

    /** When `receiverId` was last mailed about messages from `senderId`, if ever. */
    async lastMailedAt(receiverId: number, senderId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(chatMessages.mailedAt) })
        .from(chatMessages)
        .where(and(eq(chatMessages.receiverId, receiverId), eq(chatMessages.senderId, senderId)));
      return row?.at ?? null;
    },

    async markMailed(ids: number[]) {
      if (ids.length > 0)
        await db.update(chatMessages).set({ mailedAt: new Date() }).where(inArray(chatMessages.id, ids));
    },

    /** An active user's name and address, for a mail. */
    async mailAddressee(id: number) {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, id), eq(users.status, 'active')));
      return row;
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
