import {
  type AdminContactRequest,
  type ContactRequestStatus,
  contactRequestStatuses,
} from '@scrivania/core/content/admin-contact-schemas';
import { CONTACT_TOPIC_LABELS } from '@scrivania/core/content/contact-schemas';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ConsoleList, useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { useContactRequests, useHandleContactRequest } from '../api/admin-contact-requests.ts';

const m = messages.content.adminContact.screen;
const column = createColumnHelper<AdminContactRequest>();
const TAB_LABEL: Record<ContactRequestStatus, string> = { open: m.open, handled: m.handledTab };
/** Richieste di contatto: the contact form's inbox, open ones first; each can be marked handled. */
export function ContactRequestsPage() {
  const [status, setStatus] = useState<ContactRequestStatus>('open');
  const { page, goTo } = useConsolePage();
  const requests = useContactRequests(status, page);
  const handle = useHandleContactRequest();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: m.from,
        cell: ({ row }) => (
          <>
            <span className="block font-semibold">
              {row.original.name} {row.original.surname}
            </span>
            <a href={`mailto:${row.original.email}`} className="block text-brand-800 hover:underline">
              {row.original.email}
            </a>
            <a href={`tel:${row.original.phone}`} className="block text-xs text-slate-600">
              {row.original.phone}
            </a>
          </>
        ),
      }),
      column.accessor('topic', { header: m.topic, cell: ({ getValue }) => CONTACT_TOPIC_LABELS[getValue()] }),
      column.accessor('created_at', {
        header: m.receivedAt,
        cell: ({ getValue }) => formatRomeDateTime(getValue()),
      }),
      column.accessor('handled_at', {
        header: m.handledAt,
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? formatRomeDateTime(at) : '—';
        },
      }),
      column.display({
        id: 'actions',
        header: m.actions,
        cell: ({ row }) =>
          row.original.handled_at ? null : (
            <button
              type="button"
              className={rowButton}
              disabled={handle.isPending}
              aria-label={m.markHandledNamed(`${row.original.name} ${row.original.surname}`)}
              onClick={() =>
                handle.mutate(row.original._id, {
                  onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
                  onError: (error) =>
                    setFeedback({ kind: 'error', text: serverMessageOr(error, m.handleFailed) }),
                })
              }
            >
              {m.markHandled}
            </button>
          ),
      }),
    ],
    [handle],
  );

  return (
    <>
      <PageTitle title={m.title} description={m.description} />
      <fieldset className="mb-4 flex gap-4">
        <legend className="sr-only">{m.filter}</legend>
        {contactRequestStatuses.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name="contact-status"
              value={value}
              checked={status === value}
              onChange={() => {
                setStatus(value);
                goTo(1);
              }}
            />
            {TAB_LABEL[value]}
          </label>
        ))}
      </fieldset>
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      <ConsoleList
        caption={m.caption}
        list={requests}
        columns={columns}
        getRowId={(request) => String(request._id)}
        empty={m.empty}
        loadFailed={m.loadFailed}
      />
    </>
  );
}
