import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /**
     * The space the message is about, when known: the conversation is about its newest message's space.
     * Null for messages written before spaces were recorded whose pair's bookings did not name one space.
     */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When its receiver was mailed about it, unread (issue 32): each message is in one mail at most. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** History of one conversation, whichever side sent. */
    index('chat_messages_pair_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.id,
    ),
    index('chat_messages_unread_idx').on(t.receiverId, t.senderId).where(sql`${t.readAt} IS NULL`),
    check('chat_messages_not_self', sql`${t.senderId} <> ${t.receiverId}`),
    check('chat_messages_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);
