import type { ChatMessage, ChatProperty } from '@scrivania/core/chat/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useChatHistory } from '../api/post-get-message.ts';
import { useSendMessage } from '../api/post-send-message.ts';
import { MessageComposer } from './message-composer.tsx';

const m = messages.chat;
const time = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[80%] rounded-2xl px-4 py-2 ${mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'}`}
      >
        <p className="text-xs opacity-80">
          {mine ? m.you : message.sender.name} ·{' '}
          <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
        </p>
        {/* Plain text in a text node: markup in a message is shown, never run. */}
        <p className="whitespace-pre-wrap break-words">{message.body}</p>
      </div>
    </li>
  );
}

/**
 * One conversation: the space it is about, its history (older pages on demand), newest at the bottom,
 * and the message box. `property` is the conversation's space, or the one the guest came from, which
 * the messages sent from here then name (`sendsProperty`).
 */
export function Conversation({
  meId,
  userId,
  property,
  sendsProperty = false,
}: {
  meId: number;
  userId: number;
  property?: ChatProperty | null | undefined;
  sendsProperty?: boolean;
}) {
  const history = useChatHistory(userId);
  const send = useSendMessage(meId);
  const listRef = useRef<HTMLOListElement>(null);
  const pages = history.data?.pages ?? [];
  const items = [...pages].reverse().flatMap((page) => page.messages);
  const lastId = items.at(-1)?._id;
  const other = pages[0]?.user;

  // Follow the newest message; loading older pages does not change the last one, so it does not jump.
  useEffect(() => {
    if (lastId !== undefined && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [lastId]);

  if (history.isPending) return <p className="p-6">{messages.common.loading}</p>;
  if (history.isError) {
    return (
      <p role="alert" className="p-6 text-red-700">
        {serverMessageOr(history.error, m.userNotFound)}
      </p>
    );
  }
  return (
    <section aria-labelledby="chat-with" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        {other && <Avatar name={other.name} avatar={other.avatar} />}
        <div className="min-w-0">
          <h2 id="chat-with" className="text-lg font-semibold text-slate-900">
            {other?.name}
          </h2>
          {property && (
            <p className="break-words text-sm text-slate-600">
              {m.about}{' '}
              <Link
                to={paths.propertyView(property._id)}
                className="font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {property.property_name}
              </Link>
            </p>
          )}
        </div>
      </header>
      <ol
        ref={listRef}
        aria-label={m.title}
        aria-live="polite"
        className="min-h-0 flex-1 space-y-2 overflow-y-auto p-4"
      >
        {history.hasNextPage && (
          <li className="text-center">
            <button
              type="button"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
              className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {m.loadOlder}
            </button>
          </li>
        )}
        {items.length === 0 && <li className="text-center text-sm text-slate-500">{m.noMessages}</li>}
        {items.map((message) => (
          <MessageItem key={message._id} message={message} mine={message.sender_id === meId} />
        ))}
      </ol>
      <MessageComposer
        onSend={(body) =>
          send.mutateAsync({ userId, body, propertyId: sendsProperty ? property?._id : undefined })
        }
      />
    </section>
  );
}
