import type { ChatUserListResponse } from '@scrivania/core/chat/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/** chat/user-list: the people the user talks with, newest conversation first. */
export function useChatUserList() {
  return useQuery({
    queryKey: chatKeys.users,
    queryFn: ({ signal }) => apiRequest<ChatUserListResponse>('chat/user-list', { auth: true, signal }),
    select: (response) => response.data.user_list,
    staleTime: 10_000,
  });
}
