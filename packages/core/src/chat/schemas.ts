import { z } from 'zod';
import { chatMessages } from './messages.it.ts';

const m = chatMessages;

/** The longest message, in characters (SPEC section 7 gives no limit; the product sets this one). */
export const CHAT_BODY_MAX = 2000;
/** Messages in one page of history; older pages are asked for with `before`. */
export const CHAT_PAGE_SIZE = 30;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The space a conversation is about: its newest message's, or the one the guest wrote from. */
export const ChatPropertySchema = z.object({ _id: z.number().int(), property_name: z.string() });
export type ChatProperty = z.infer<typeof ChatPropertySchema>;

/** A person the user has a conversation with (SPEC section 3: Chat user). */
export const ChatUserSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** Messages from this person the user has not read yet. */
  total_msg_count: z.number().int().nonnegative(),
  /** Null while no message of the conversation names a space. */
  property: ChatPropertySchema.nullable(),
});
export type ChatUser = z.infer<typeof ChatUserSchema>;

/** One message (SPEC section 3: Message); the body is plain text, never markup. */
export const ChatMessageSchema = z.object({
  _id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  sender: z.object({ name: z.string() }),
  /** The space the message is about; null for older messages that named none. */
  property_id: z.number().int().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatTotalCountResponseSchema = z.object({
  success: z.literal(true),
  count: z.number().int().nonnegative(),
});
export type ChatTotalCountResponse = z.infer<typeof ChatTotalCountResponseSchema>;

export const ChatUserListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user_list: z.array(ChatUserSchema) }),
});
export type ChatUserListResponse = z.infer<typeof ChatUserListResponseSchema>;

export const ChatUserParamSchema = z.object({ userId: id });

/**
 * chat/get-message/{userId}. `sender_id` is accepted for the original clients and ignored: the
 * reader is always the session's user. `before` asks for the page of messages older than that id.
 */
export const ChatHistoryBodySchema = z
  .object({
    sender_id: z.unknown().optional(),
    before: id.optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .default({});
export type ChatHistoryBody = z.infer<typeof ChatHistoryBodySchema>;

export const ChatHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    user: ChatUserSchema,
    /** Oldest first. */
    messages: z.array(ChatMessageSchema),
    /** Older messages exist before the first one returned. */
    has_more: z.boolean(),
  }),
});
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>;

/** The text of a message: not blank, at most CHAT_BODY_MAX characters (counted as the database does). */
export const ChatBodySchema = z
  .string({ error: m.bodyRequired })
  .refine((body) => body.trim().length > 0, m.bodyRequired)
  .refine((body) => [...body].length <= CHAT_BODY_MAX, m.bodyTooLong);

/**
 * chat/send-message; `sender_id` is ignored: the sender is the session's user. `property_id` names the
 * space the message is about (a guest writing from a space's page or a booking); without it the message
 * keeps the conversation's space.
 */
export const ChatSendBodySchema = z.object({
  user_id: id,
  sender_id: z.unknown().optional(),
  body: ChatBodySchema,
  property_id: id.optional(),
});
export type ChatSendBody = z.infer<typeof ChatSendBodySchema>;

export const ChatSendResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ChatMessageSchema,
});
export type ChatSendResponse = z.infer<typeof ChatSendResponseSchema>;

/** chat/contact-host: opens (without writing anything) the conversation with the host of a property. */
export const ChatContactHostBodySchema = z.object({ property_id: id });
export const ChatContactHostResponseSchema = z.object({ success: z.literal(true), data: ChatUserSchema });
export type ChatContactHostResponse = z.infer<typeof ChatContactHostResponseSchema>;

/** What the live socket pushes to a signed-in browser. */
export const ChatSocketEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.number().int() }),
  z.object({ type: z.literal('message'), message: ChatMessageSchema }),
  /** `reader_id` has read what `other_id` sent them. */
  z.object({ type: z.literal('read'), reader_id: z.number().int(), other_id: z.number().int() }),
]);
export type ChatSocketEvent = z.infer<typeof ChatSocketEventSchema>;

/** The first frame a browser sends on the socket: the session token, kept out of the URL and logs. */
export const ChatSocketAuthSchema = z.object({ type: z.literal('auth'), token: z.string().min(20).max(200) });

export const CHAT_SOCKET_PATH = '/backend/api/chat/socket';
/** Close codes: the client reconnects after anything but an authentication refusal. */
export const CHAT_SOCKET_UNAUTHORIZED = 4401;
/** The user already holds as many live feeds as one process allows; retrying later can work. */
export const CHAT_SOCKET_TOO_MANY = 4429;
/** The process holds as many sockets as it allows (the standard 'Try Again Later'). */
export const CHAT_SOCKET_BUSY = 1013;
