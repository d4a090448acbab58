import type { ChatTotalCountResponse } from '@scrivania/core/chat/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredToken } from '../../../lib/hydration.ts';
import { chatKeys } from './chat-keys.ts';

/** chat/total-msg-count: unread messages of the signed-in user, for the badge on /Profile. */
export function useChatUnreadCount() {
  const token = useStoredToken();
  return useQuery({
    queryKey: chatKeys.count,
    queryFn: ({ signal }) =>
      apiRequest<ChatTotalCountResponse>('chat/total-msg-count', { auth: true, signal }),
    enabled: token !== null,
    select: (response) => response.count,
    staleTime: 10_000,
  });
}
