import type { ChatTotalCountResponse } from '@scrivania/core/schemas/chat';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, readToken } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/** chat/total-msg-count: unread messages of the signed-in user, for the badge on /Profile. */
export function useChatUnreadCount() {
  return useQuery({
    queryKey: chatKeys.count,
    queryFn: ({ signal }) =>
      apiRequest<ChatTotalCountResponse>('chat/total-msg-count', { auth: true, signal }),
    enabled: readToken() !== null,
    select: (response) => response.count,
    staleTime: 10_000,
  });
}
