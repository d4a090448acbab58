import { messages } from '@scrivania/core/messages.it';
import { useChatSocket } from '../api/chat-socket.ts';
import { useChatUnreadCount } from '../api/get-total-msg-count.ts';

/** The number of unread messages, kept live by the chat socket; nothing when there are none. */
export function UnreadBadge({ meId }: { meId: number }) {
  useChatSocket(meId);
  const count = useChatUnreadCount().data ?? 0;
  if (count <= 0) return null;
  return (
    <span className="ml-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{messages.chat.unreadBadge(count)}</span>
    </span>
  );
}
