import type { AdminUser } from '@scrivania/core/account/admin-user-schemas';
import { userRoles, userStatuses } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/back-office/data-table.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { adminPaths } from '../../../../lib/admin-paths.ts';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { type AdminUserSearch, useAdminUsers } from '../api/get-admin-users.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

const m = messages.account.admin;
const column = createColumnHelper<AdminUser>();
export const adminUserPath = (id: number) => `${adminPaths.users}/${id}`;

const columns = [
  column.accessor('name', {
    header: m.columns.name,
    cell: ({ row, getValue }) => (
      <Link to={adminUserPath(row.original._id)} className="font-semibold text-brand-800 hover:underline">
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('email', { header: m.columns.email }),
  column.accessor('role', { header: m.columns.role, cell: ({ getValue }) => m.roleNames[getValue()] }),
  column.accessor('status', {
    header: m.columns.status,
    cell: ({ getValue }) => <UserStatusBadge status={getValue()} />,
  }),
  column.accessor('created_at', {
    header: m.columns.createdAt,
    cell: ({ getValue }) => formatRomeDateTime(getValue()),
  }),
  column.accessor('bookings_count', { header: m.columns.bookings }),
  column.accessor('listings_count', { header: m.columns.listings }),
];

/** Utenti: accounts newest first, found by any part of a name or the beginning of an e-mail, filtered by role and status. */
export function AdminUsersPage() {
  const [search, setSearch] = useState<AdminUserSearch>({ q: '', role: '', status: '', page: 1 });
  const users = useAdminUsers(search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearch({
      q: String(form.get('q') ?? '').trim(),
      role: String(form.get('role') ?? ''),
      status: String(form.get('status') ?? ''),
      page: 1,
    });
  }

  return (
    <>
      <PageTitle title={m.title} />
      <form onSubmit={submit} className="mb-6 grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <Field label={m.search} name="q" type="search" placeholder={m.searchPlaceholder} maxLength={100} />
        <SelectField label={m.columns.role} name="role" defaultValue="">
          <option value="">{m.allRoles}</option>
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {m.roleNames[role]}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.columns.status} name="status" defaultValue="">
          <option value="">{m.allStatuses}</option>
          {userStatuses.map((status) => (
            <option key={status} value={status}>
              {m.statusNames[status]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="md">
          {m.searchButton}
        </Button>
      </form>
      {users.isError ? (
        <FormMessage feedback={{ kind: 'error', text: serverMessageOr(users.error, m.loadError) }} />
      ) : users.data ? (
        <>
          <DataTable
            caption={m.title}
            data={users.data.items}
            columns={columns}
            getRowId={(user) => String(user._id)}
            empty={m.noResults}
          />
          <nav aria-label={m.title} className="mt-4 flex justify-between">
            <Button
              type="button"
              size="md"
              disabled={search.page <= 1}
              onClick={() => setSearch({ ...search, page: search.page - 1 })}
            >
              {m.previous}
            </Button>
            <Button
              type="button"
              size="md"
              disabled={!users.data.has_more}
              onClick={() => setSearch({ ...search, page: search.page + 1 })}
            >
              {m.next}
            </Button>
          </nav>
        </>
      ) : (
        <p>{m.loading}</p>
      )}
    </>
  );
}
