import { CHAT_PAGE_SIZE, type ChatHistoryResponse } from '@scrivania/core/chat/schemas';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys, refreshChatLists } from './chat-keys.ts';

const fetchPage = (
  userId: number,
  before: number | undefined,
  signal?: AbortSignal,
  limit = CHAT_PAGE_SIZE,
) =>
  apiRequest<ChatHistoryResponse>(`chat/get-message/${userId}`, {
    method: 'POST',
    body: { limit, ...(before === undefined ? {} : { before }) },
    auth: true,
    signal,
  }).then((response) => response.data);

/**
 * chat/get-message/{userId}: the conversation, newest page first, older pages on demand. Loading the
 * newest page marks the conversation read on the server, so the counts are asked for again.
 */
export function useChatHistory(userId: number | null) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: chatKeys.history(userId ?? 0),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchPage(userId ?? 0, pageParam, signal);
      if (pageParam === undefined) void refreshChatLists(client);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more ? page.messages[0]?._id : undefined),
    enabled: userId !== null,
    // Live events keep an open conversation current; reopening one loads it again, which also
    // marks read what arrived while another was open.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });
}

/** Marks the open conversation read when a message arrives in it while the user is looking. */
export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => fetchPage(userId, undefined, undefined, 1),
    onSuccess: () => refreshChatLists(client),
  });
}
