import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminUserDetail,
  type AdminUserRoleBody,
  AdminUserRoleBodySchema,
} from '@scrivania/core/account/admin-user-schemas';
import { registrationRoles } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { adminPaths } from '../../../../lib/admin-paths.ts';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatBritishDate, formatRomeDateTime } from '../../../../lib/format.ts';
import { useAdminUser } from '../api/get-admin-user.ts';
import { useSetUserRole } from '../api/post-admin-user-role.ts';
import { useSetUserBlocked } from '../api/post-admin-user-status.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

const m = messages.account.admin;

/** One account: who it is, block or unblock (after a confirmation), visitor ↔ host, bookings, listings. */
export function AdminUserPage() {
  const id = Number(useParams().id);
  const user = useAdminUser(id);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  if (user.isError)
    return <FormMessage feedback={{ kind: 'error', text: serverMessageOr(user.error, m.loadError) }} />;
  if (!user.data) return <p>{m.loading}</p>;
  const data = user.data;
  return (
    <>
      <p className="mb-2">
        <Link to={adminPaths.users} className="text-brand-800 hover:underline">
          ← {m.back}
        </Link>
      </p>
      <PageTitle
        title={data.name}
        description={data.email}
        actions={<BlockAction user={data} onDone={setFeedback} />}
      />
      <FormMessage feedback={feedback} />
      <section aria-labelledby="user-details" className="mb-8">
        <h2 id="user-details" className="mb-3 text-lg font-semibold">
          {m.detailsTitle}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
          <dt className="font-medium">{m.username}</dt>
          <dd>{data.username}</dd>
          <dt className="font-medium">{m.columns.role}</dt>
          <dd>{m.roleNames[data.role]}</dd>
          <dt className="font-medium">{m.columns.status}</dt>
          <dd>
            <UserStatusBadge status={data.status} />
          </dd>
          <dt className="font-medium">{m.columns.createdAt}</dt>
          <dd>{formatRomeDateTime(data.created_at)}</dd>
          {(data.role === 'host' || data.host_cancellations_count > 0) && (
            <>
              <dt className="font-medium">{m.columns.hostCancellations}</dt>
              <dd>{data.host_cancellations_count}</dd>
            </>
          )}
        </dl>
        {data.role === 'admin' ? (
          <p className="mt-4 text-slate-600">{m.adminRoleFixed}</p>
        ) : (
          <RoleForm user={data} onDone={setFeedback} />
        )}
      </section>
      <section aria-labelledby="user-bookings" className="mb-8">
        <h2 id="user-bookings" className="mb-3 text-lg font-semibold">
          {m.recentBookings}
        </h2>
        {data.recent_bookings.length === 0 ? (
          <p>{m.noBookings}</p>
        ) : (
          <ul className="space-y-1">
            {data.recent_bookings.map((booking) => (
              <li key={booking._id}>
                <span className="font-mono">{booking.booking_no}</span> — {booking.property_name},{' '}
                {formatBritishDate(booking.check_in)} → {formatBritishDate(booking.check_out)} (
                {booking.status})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="user-listings">
        <h2 id="user-listings" className="mb-3 text-lg font-semibold">
          {m.listingsTitle}
        </h2>
        {data.listings.length === 0 ? (
          <p>{m.noListings}</p>
        ) : (
          <ul className="space-y-1">
            {data.listings.map((listing) => (
              <li key={listing._id}>
                {listing.name} ({listing.status}
                {listing.suspension ? `, ${listing.suspension}` : ''})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function BlockAction({ user, onDone }: { user: AdminUserDetail; onDone: (feedback: FormFeedback) => void }) {
  const [asking, setAsking] = useState(false);
  const change = useSetUserBlocked(user._id);
  const blocking = user.status === 'active';
  const confirm = () =>
    change.mutate(blocking ? 'block' : 'unblock', {
      onSuccess: (answer) => onDone({ kind: 'success', text: answer.message }),
      onError: (error) => onDone({ kind: 'error', text: serverMessageOr(error, m.loadError) }),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button
        type="button"
        size="md"
        onClick={() => setAsking(true)}
        className={blocking ? 'bg-red-700 hover:bg-red-800' : ''}
      >
        {blocking ? m.block : m.unblock}
      </Button>
      <ConfirmDialog
        open={asking}
        title={blocking ? m.blockConfirmTitle : m.unblockConfirmTitle}
        confirmLabel={blocking ? m.block : m.unblock}
        danger={blocking}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{blocking ? m.blockConfirmText : m.unblockConfirmText}</p>
      </ConfirmDialog>
    </>
  );
}

function RoleForm({ user, onDone }: { user: AdminUserDetail; onDone: (feedback: FormFeedback) => void }) {
  const change = useSetUserRole(user._id);
  const form = useForm<AdminUserRoleBody>({
    resolver: zodResolver(AdminUserRoleBodySchema),
    defaultValues: { role: user.role === 'host' ? 'host' : 'visitor' },
  });
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (answer) => onDone({ kind: 'success', text: answer.message }),
      onError: (error) => onDone({ kind: 'error', text: serverMessageOr(error, m.loadError) }),
    }),
  );
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
      <SelectField
        label={m.changeRole}
        error={form.formState.errors.role?.message}
        {...form.register('role')}
      >
        {registrationRoles.map((role) => (
          <option key={role} value={role}>
            {m.roleNames[role]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="md" disabled={change.isPending}>
        {m.saveRole}
      </Button>
    </form>
  );
}
