import type { AdminTax } from '@scrivania/core/booking/admin-tax-schemas';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  ConsoleCrudPage,
  type ConsoleRowAction,
} from '../../../../components/back-office/console-crud-page.tsx';
import { useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { useAdminTaxes, useCreateTax, useUpdateTax } from '../api/admin-taxes.ts';
import { ActiveBadge } from './active-badge.tsx';
import { TaxForm } from './tax-form.tsx';

const m = messages.booking.admin.screens;
const x = m.taxes;
const column = createColumnHelper<AdminTax>();
const editNamed = (tax: AdminTax) => x.editNamed(tax.label);
const editTitle = (tax: AdminTax) => x.editTitle(tax.label);

/** Tasse: the checkout applies exactly the active ones; create, edit, end with confirmation. */
export function TaxesPage() {
  const { page } = useConsolePage();
  const taxes = useAdminTaxes(page);
  const create = useCreateTax();
  const update = useUpdateTax();

  const columns = useMemo(
    () => [
      column.accessor('label', { header: x.label }),
      column.accessor('tax_type', { header: x.type }),
      column.accessor('tax_percent', { header: x.percent, cell: ({ getValue }) => `${getValue()} %` }),
      column.accessor('active', {
        header: x.state,
        cell: ({ getValue }) => <ActiveBadge active={getValue()} labels={x} />,
      }),
    ],
    [],
  );
  const ending = useMemo<ConsoleRowAction<AdminTax>>(
    () => ({
      label: x.end,
      named: (tax) => x.endNamed(tax.label),
      offered: (tax) => tax.active,
      confirmTitle: x.endTitle,
      confirmText: (tax) => x.endText(tax.label),
      // Ending a tax is saving it inactive: the checkout stops applying it, past bookings keep it.
      run: (tax) => update.mutateAsync({ id: tax._id, body: { active: false } }),
      failed: m.saveFailed,
    }),
    [update.mutateAsync],
  );

  return (
    <ConsoleCrudPage
      title={x.title}
      description={x.description}
      caption={x.caption}
      list={taxes}
      columns={columns}
      empty={x.empty}
      loadFailed={m.loadFailed}
      newLabel={x.add}
      newTitle={x.createTitle}
      editLabel={m.edit}
      actionsLabel={x.actions}
      editNamed={editNamed}
      editTitle={editTitle}
      rowAction={ending}
      form={({ row, onSaved, onCancel }) => (
        <TaxForm
          tax={row}
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
