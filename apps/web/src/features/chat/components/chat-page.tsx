import type { Profile } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Crumb } from '../../../components/ui/breadcrumb.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { RequireLogin } from '../../../lib/require-login.tsx';
import { useSession } from '../../../lib/session.ts';
import { useChatSocket } from '../api/chat-socket.ts';
import { useChatUserList } from '../api/get-user-list.ts';
import { useContactHost } from '../api/post-contact-host.ts';
import { useMarkConversationRead } from '../api/post-get-message.ts';
import { ChatUserList } from './chat-user-list.tsx';
import { Conversation } from './conversation.tsx';

const m = messages.chat;
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

function ChatScreen({ me }: { me: Profile }) {
  const [params, setParams] = useSearchParams();
  const selectedId = idParam(params.get('user'));
  const propertyParam = idParam(params.get('property'));
  const contact = useContactHost(propertyParam);
  const users = useChatUserList();
  const markRead = useMarkConversationRead();
  const status = useChatSocket(me._id, {
    onMessage: (otherId, fromMe) => {
      if (!fromMe && otherId === selectedId) markRead.mutate(otherId);
    },
  });

  // 'Contatta l'host' arrives with the property: open the conversation with its host, keeping the
  // property in the address so a reload still writes about it.
  const hostId = contact.data?._id;
  useEffect(() => {
    if (hostId !== undefined && propertyParam !== null && hostId !== selectedId)
      setParams({ user: String(hostId), property: String(propertyParam) }, { replace: true });
  }, [hostId, propertyParam, selectedId, setParams]);

  // The space the guest came from wins over the conversation's: their next message is about it.
  const fromContact = contact.data !== undefined && contact.data._id === selectedId;
  const selected = users.data?.find((user) => user._id === selectedId);
  const property = (fromContact ? contact.data?.property : selected?.property) ?? null;
  const otherName = fromContact ? contact.data?.name : selected?.name;
  // The breadcrumb begins with 'Casa' by itself.
  const crumbs: Crumb[] = [];
  if (selectedId === null || otherName === undefined) crumbs.push({ label: m.title });
  else {
    crumbs.push({ label: m.title, to: paths.chat });
    if (property) crumbs.push({ label: property.property_name, to: paths.propertyView(property._id) });
    crumbs.push({ label: otherName });
  }

  return (
    <>
      <PageHeader title={m.title} crumbs={crumbs}>
        <p className="mt-2 text-sm text-slate-600" role="status">
          {status === 'offline' ? m.offline : status === 'open' ? m.live : ''}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="grid h-[70vh] min-h-96 overflow-hidden rounded-2xl border border-slate-200 md:grid-cols-[18rem_1fr]">
          <ChatUserList users={users.data} selectedId={selectedId} />
          <div className="min-h-0">
            {contact.isError ? (
              <p role="alert" className="p-6 text-red-700">
                {serverMessageOr(contact.error, m.userNotFound)}
              </p>
            ) : selectedId === null ? (
              <p className="grid h-full place-items-center p-6 text-slate-600">{m.selectPrompt}</p>
            ) : (
              <Conversation
                key={selectedId}
                meId={me._id}
                userId={selectedId}
                property={property}
                sendsProperty={fromContact}
              />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

function ChatPage() {
  useDocumentMeta({ title: m.title });
  const session = useSession();
  return session.status === 'logged-in' ? <ChatScreen me={session.user} /> : null;
}

/** /Chatboat: a guest goes to /login (SPEC section 6). */
export function GuardedChatPage() {
  return (
    <RequireLogin loginPath="/login">
      <ChatPage />
    </RequireLogin>
  );
}
