import type { AdminCoupon } from '@scrivania/core/booking/admin-coupon-schemas';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { ConsoleList, useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatBritishDate } from '../../../../lib/format.ts';
import { useAdminCoupons, useCreateCoupon, useEndCoupon, useUpdateCoupon } from '../api/admin-coupons.ts';
import { CouponForm } from './coupon-form.tsx';

const m = messages.booking.admin.screens;
const c = m.coupons;
const column = createColumnHelper<AdminCoupon>();

const discount = (coupon: AdminCoupon) =>
  coupon.amount_type === 'percentage' ? `${coupon.amount} %` : formatEuroCents(euroToCents(coupon.amount));
const validity = (coupon: AdminCoupon) =>
  coupon.starts_on || coupon.ends_on
    ? `${coupon.starts_on ? formatBritishDate(coupon.starts_on) : '…'} – ${coupon.ends_on ? formatBritishDate(coupon.ends_on) : '…'}`
    : c.always;

/** Coupon: every coupon with its uses and the discount it gave; create, edit, end with confirmation. */
export function CouponsPage() {
  const { page } = useConsolePage();
  const coupons = useAdminCoupons(page);
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const end = useEndCoupon();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [ending, setEnding] = useState<AdminCoupon | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const columns = useMemo(
    () => [
      column.accessor('coupon_code', {
        header: c.code,
        cell: ({ getValue }) => <span className="font-mono font-semibold">{getValue()}</span>,
      }),
      column.accessor('amount', { header: c.amount, cell: ({ row }) => discount(row.original) }),
      column.accessor('starts_on', {
        header: c.startsOn,
        enableSorting: false,
        cell: ({ row }) => validity(row.original),
      }),
      column.accessor('uses', {
        header: c.uses,
        cell: ({ row, getValue }) => `${getValue()} / ${row.original.usage_limit ?? c.unlimited}`,
      }),
      column.accessor('discount_given', {
        header: c.discountGiven,
        cell: ({ getValue }) => formatEuroCents(euroToCents(getValue())),
      }),
      column.accessor('active', {
        header: c.state,
        cell: ({ getValue }) =>
          getValue() ? (
            <StatusBadge label={c.active} tone="success" />
          ) : (
            <StatusBadge label={c.ended} tone="neutral" />
          ),
      }),
      column.display({
        id: 'actions',
        header: c.actions,
        cell: ({ row }) => (
          <div className="flex gap-2">
            <button
              type="button"
              className={rowButton}
              aria-label={c.editNamed(row.original.coupon_code)}
              onClick={() => setEditing(row.original)}
            >
              {m.edit}
            </button>
            {row.original.active && (
              <button
                type="button"
                className={rowButton}
                aria-label={c.endNamed(row.original.coupon_code)}
                onClick={() => setEnding(row.original)}
              >
                {c.end}
              </button>
            )}
          </div>
        ),
      }),
    ],
    [],
  );

  const confirmEnd = () => {
    if (!ending) return;
    end.mutate(ending._id, {
      onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.saveFailed) }),
      onSettled: () => setEnding(null),
    });
  };

  return (
    <>
      <PageTitle
        title={c.title}
        description={c.description}
        actions={
          <Button type="button" size="md" onClick={() => setEditing('new')}>
            {c.add}
          </Button>
        }
      />
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      <ConsoleList
        caption={c.caption}
        list={coupons}
        columns={columns}
        getRowId={(coupon) => String(coupon._id)}
        empty={c.empty}
        loadFailed={m.loadFailed}
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? c.createTitle : c.editTitle(editing.coupon_code)}
      >
        {editing !== null && (
          <CouponForm
            key={editing === 'new' ? 'new' : editing._id}
            coupon={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const answer =
                editing === 'new'
                  ? await create.mutateAsync(body)
                  : await update.mutateAsync({ id: editing._id, body });
              setFeedback({ kind: 'success', text: answer.message });
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={ending !== null}
        title={c.endTitle}
        confirmLabel={c.end}
        danger
        busy={end.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setEnding(null)}
      >
        {ending && c.endText(ending.coupon_code)}
      </ConfirmDialog>
    </>
  );
}
