import type { ChatUser } from '@scrivania/core/chat/schemas';
import { messages } from '@scrivania/core/messages.it';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { paths } from '../../../lib/paths.ts';

const m = messages.chat;

/** The people the user talks with, newest conversation first, each with the space and the unread count. */
export function ChatUserList({
  users,
  selectedId,
}: {
  users: ChatUser[] | undefined;
  selectedId: number | null;
}) {
  return (
    <nav aria-labelledby="chat-users-title" className="border-slate-200 md:border-r">
      <h2 id="chat-users-title" className="px-4 py-3 text-lg font-semibold text-slate-900">
        {m.usersHeading}
      </h2>
      {users === undefined ? (
        <p className="px-4 text-sm text-slate-500">{messages.common.loading}</p>
      ) : users.length === 0 ? (
        <p className="px-4 text-sm text-slate-500">{m.noUsers}</p>
      ) : (
        <ul>
          {users.map((user) => (
            <li key={user._id}>
              <Link
                to={`${paths.chat}?user=${user._id}`}
                aria-current={user._id === selectedId ? 'page' : undefined}
                className="flex items-center gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-[current=page]:bg-brand-50"
              >
                <Avatar name={user.name} avatar={user.avatar} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{user.name}</span>
                  {user.property && (
                    <span className="block truncate text-sm text-slate-600">
                      {m.aboutSpace(user.property.property_name)}
                    </span>
                  )}
                </span>
                {user.total_msg_count > 0 && (
                  <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                    <span aria-hidden="true">{user.total_msg_count}</span>
                    <span className="sr-only">{m.unreadBadge(user.total_msg_count)}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
