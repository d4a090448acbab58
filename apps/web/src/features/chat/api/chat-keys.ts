import type { ChatHistoryResponse, ChatMessage } from '@scrivania/core/chat/schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Query keys of the chat, in one place so that live events and mutations update the same caches. */
export const chatKeys = {
  all: ['chat'] as const,
  count: ['chat', 'total-msg-count'] as const,
  users: ['chat', 'user-list'] as const,
  histories: ['chat', 'history'] as const,
  history: (userId: number) => ['chat', 'history', userId] as const,
};

export type HistoryPages = InfiniteData<ChatHistoryResponse['data'], number | undefined>;

/**
 * Adds a message to the open history of its conversation, once (the sender's own copy arrives both
 * as the REST answer and over the socket). Returns whether that conversation was loaded.
 */
export function appendMessage(client: QueryClient, meId: number, message: ChatMessage): boolean {
  const otherId = message.sender_id === meId ? message.receiver_id : message.sender_id;
  let loaded = false;
  client.setQueryData<HistoryPages>(chatKeys.history(otherId), (data) => {
    const newest = data?.pages[0];
    if (!data || !newest) return data;
    loaded = true;
    if (data.pages.some((page) => page.messages.some((m) => m._id === message._id))) return data;
    return {
      ...data,
      pages: [{ ...newest, messages: [...newest.messages, message] }, ...data.pages.slice(1)],
    };
  });
  return loaded;
}

/** Counts and the conversation list change with every message: ask the server again. */
export function refreshChatLists(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: chatKeys.count }),
    client.invalidateQueries({ queryKey: chatKeys.users }),
  ]);
}
