import { type AdminListing, adminListingStatusFilters } from '@scrivania/core/catalog/admin-catalog-schemas';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { ConsoleList, useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useAdminListings } from '../api/get-admin-listings.ts';
import { type ListingAction, useListingAction } from '../api/post-admin-listing-action.ts';

const m = messages.hostCatalog.admin;
const column = createColumnHelper<AdminListing>();

function Actions({ listing, onDone }: { listing: AdminListing; onDone: (feedback: FormFeedback) => void }) {
  const change = useListingAction();
  const run = (action: ListingAction) =>
    change.mutate(
      { id: listing._id, action },
      {
        onSuccess: (answer) => onDone({ kind: 'success', text: answer.message }),
        onError: (error) => onDone({ kind: 'error', text: serverMessageOr(error, m.empty) }),
      },
    );
  const button = (action: ListingAction, label: string) => (
    <Button type="button" size="sm" disabled={change.isPending} onClick={() => run(action)}>
      {label} <span className="sr-only">{listing.name}</span>
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {listing.suspension === 'operator'
        ? button('republish', m.republish)
        : button('unpublish', m.unpublish)}
      {listing.recommended ? button('unrecommend', m.unrecommend) : button('recommend', m.recommend)}
    </div>
  );
}

/** Catalogo › Annunci: any listing, with unpublish, republish and the recommended flag. */
export function AdminListingsPage() {
  const [search, setSearch] = useState({ q: '', status: '' });
  const { page, goTo } = useConsolePage();
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const listings = useAdminListings({ ...search, page });
  const columns = [
    column.accessor('name', { header: m.fields.name }),
    column.accessor((listing) => listing.host.name, { id: 'host', header: m.fields.host }),
    column.accessor('city', { header: m.fields.city }),
    column.accessor('category', { header: m.fields.category }),
    column.accessor('status', {
      header: m.fields.status,
      cell: ({ row, getValue }) =>
        row.original.suspension ? (
          <StatusBadge label={m.suspensionNames[row.original.suspension]} tone="danger" />
        ) : (
          <StatusBadge
            label={m.statusNames[getValue()]}
            tone={getValue() === 'published' ? 'success' : 'neutral'}
          />
        ),
    }),
    column.accessor('recommended', {
      header: m.fields.recommended,
      cell: ({ getValue }) => (getValue() ? m.yes : m.no),
    }),
    column.display({
      id: 'actions',
      header: m.edit,
      cell: ({ row }) => <Actions listing={row.original} onDone={setFeedback} />,
    }),
  ];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearch({ q: String(form.get('q') ?? '').trim(), status: String(form.get('status') ?? '') });
    goTo(1);
  }

  return (
    <>
      <PageTitle title={`${m.title} › ${m.listings}`} />
      <form onSubmit={submit} className="mb-6 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <Field label={m.searchListings} name="q" type="search" maxLength={100} />
        <SelectField label={m.fields.status} name="status" defaultValue="">
          <option value="">{m.allStatuses}</option>
          {adminListingStatusFilters.map((status) => (
            <option key={status} value={status}>
              {m.statusNames[status]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="md">
          {m.searchListings}
        </Button>
      </form>
      <FormMessage feedback={feedback} />
      <ConsoleList
        caption={m.listings}
        list={listings}
        columns={columns}
        getRowId={(listing) => String(listing._id)}
        empty={m.empty}
        loadFailed={m.empty}
      />
    </>
  );
}
