import type { AdminUser } from '@scrivania/core/account/admin-user-schemas';
import { userRoles, userStatuses } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ConsoleList, useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { adminPaths } from '../../../../lib/admin-paths.ts';
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
  column.accessor('host_cancellations_count', { header: m.columns.hostCancellations }),
];

/** Utenti: accounts newest first, found by any part of a name or the beginning of an e-mail, filtered by role and status. */
export function AdminUsersPage() {
  const [search, setSearch] = useState<Omit<AdminUserSearch, 'page'>>({ q: '', role: '', status: '' });
  const { page, goTo } = useConsolePage();
  const users = useAdminUsers({ ...search, page });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearch({
      q: String(form.get('q') ?? '').trim(),
      role: String(form.get('role') ?? ''),
      status: String(form.get('status') ?? ''),
    });
    goTo(1);
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
      <ConsoleList
        caption={m.title}
        list={users}
        columns={columns}
        getRowId={(user) => String(user._id)}
        empty={m.noResults}
        loadFailed={m.loadError}
      />
    </>
  );
}
