import type { AdminCoupon } from '@scrivania/core/booking/admin-coupon-schemas';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  ConsoleCrudPage,
  type ConsoleRowAction,
} from '../../../../components/back-office/console-crud-page.tsx';
import { useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { formatBritishDate } from '../../../../lib/format.ts';
import { useAdminCoupons, useCreateCoupon, useEndCoupon, useUpdateCoupon } from '../api/admin-coupons.ts';
import { CouponForm } from './coupon-form.tsx';
import { CouponStateBadge } from './coupon-state-badge.tsx';

const m = messages.booking.admin.screens;
const c = m.coupons;
const column = createColumnHelper<AdminCoupon>();
const editNamed = (coupon: AdminCoupon) => c.editNamed(coupon.coupon_code);
const editTitle = (coupon: AdminCoupon) => c.editTitle(coupon.coupon_code);

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
        cell: ({ row }) => <CouponStateBadge coupon={row.original} />,
      }),
    ],
    [],
  );
  const ending = useMemo<ConsoleRowAction<AdminCoupon>>(
    () => ({
      label: c.end,
      named: (coupon) => c.endNamed(coupon.coupon_code),
      offered: (coupon) => coupon.active,
      confirmTitle: c.endTitle,
      confirmText: (coupon) => c.endText(coupon.coupon_code),
      run: (coupon) => end.mutateAsync(coupon._id),
      failed: m.saveFailed,
    }),
    [end.mutateAsync],
  );

  return (
    <ConsoleCrudPage
      title={c.title}
      description={c.description}
      caption={c.caption}
      list={coupons}
      columns={columns}
      empty={c.empty}
      loadFailed={m.loadFailed}
      newLabel={c.add}
      newTitle={c.createTitle}
      editLabel={m.edit}
      actionsLabel={c.actions}
      editNamed={editNamed}
      editTitle={editTitle}
      rowAction={ending}
      form={({ row, onSaved, onCancel }) => (
        <CouponForm
          coupon={row}
          onCancel={onCancel}
          onSubmit={async (body) =>
            onSaved(
              (row ? await update.mutateAsync({ id: row._id, body }) : await create.mutateAsync(body))
                .message,
            )
          }
        />
      )}
    />
  );
}
