import type { ChatSendResponse } from '@scrivania/core/chat/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { appendMessage, chatKeys } from './chat-keys.ts';

/**
 * chat/send-message; the server takes the sender from the session, `sender_id` only mirrors the original
 * call. `propertyId` names the space the message is about when the guest came from one.
 */
export function useSendMessage(meId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; body: string; propertyId?: number | undefined }) =>
      apiRequest<ChatSendResponse>('chat/send-message', {
        method: 'POST',
        body: {
          user_id: input.userId,
          sender_id: meId,
          body: input.body,
          ...(input.propertyId === undefined ? {} : { property_id: input.propertyId }),
        },
        auth: true,
      }),
    onSuccess: (response) => {
      appendMessage(client, meId, response.data);
      return client.invalidateQueries({ queryKey: chatKeys.users });
    },
  });
}
