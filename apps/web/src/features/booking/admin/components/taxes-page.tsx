import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminTax,
  type AdminTaxBody,
  AdminTaxBodySchema,
  type AdminTaxInput,
} from '@scrivania/core/booking/admin-tax-schemas';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { ConsoleList, useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useAdminTaxes, useCreateTax, useUpdateTax } from '../api/admin-taxes.ts';

const m = messages.booking.admin.screens;
const x = m.taxes;
const column = createColumnHelper<AdminTax>();

/** Create or edit a tax with the server's own schema and messages. */
export function TaxForm({
  tax,
  onSubmit,
  onCancel,
}: {
  tax?: AdminTax;
  onSubmit: (body: AdminTaxBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const form = useForm<AdminTaxInput, unknown, AdminTaxBody>({
    resolver: zodResolver(AdminTaxBodySchema),
    defaultValues: {
      tax_type: tax?.tax_type ?? 'VAT',
      label: tax?.label ?? '',
      tax_percent: tax?.tax_percent,
      active: tax?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFeedback(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFeedback({ kind: 'error', text: serverMessageOr(error, m.saveFailed) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SelectField label={x.type} error={errors.tax_type?.message} {...form.register('tax_type')}>
        <option value="VAT">VAT</option>
        <option value="GST">GST</option>
      </SelectField>
      <Field label={x.label} error={errors.label?.message} {...form.register('label')} />
      <Field
        label={x.percent}
        type="number"
        step="any"
        inputMode="decimal"
        error={errors.tax_percent?.message}
        {...form.register('tax_percent', { valueAsNumber: true })}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="h-4 w-4" {...form.register('active')} />
        {x.active}
      </label>
      <FormMessage feedback={feedback} />
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {m.cancel}
        </button>
        <Button type="submit" size="md" disabled={isSubmitting}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

/** Tasse: the checkout applies exactly the active ones; create, edit, end with confirmation. */
export function TaxesPage() {
  const { page } = useConsolePage();
  const taxes = useAdminTaxes(page);
  const create = useCreateTax();
  const update = useUpdateTax();
  const [editing, setEditing] = useState<AdminTax | 'new' | null>(null);
  const [ending, setEnding] = useState<AdminTax | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const columns = useMemo(
    () => [
      column.accessor('label', { header: x.label }),
      column.accessor('tax_type', { header: x.type }),
      column.accessor('tax_percent', { header: x.percent, cell: ({ getValue }) => `${getValue()} %` }),
      column.accessor('active', {
        header: x.state,
        cell: ({ getValue }) =>
          getValue() ? (
            <StatusBadge label={x.active} tone="success" />
          ) : (
            <StatusBadge label={x.ended} tone="neutral" />
          ),
      }),
      column.display({
        id: 'actions',
        header: x.actions,
        cell: ({ row }) => (
          <div className="flex gap-2">
            <button
              type="button"
              className={rowButton}
              aria-label={x.editNamed(row.original.label)}
              onClick={() => setEditing(row.original)}
            >
              {m.edit}
            </button>
            {row.original.active && (
              <button
                type="button"
                className={rowButton}
                aria-label={x.endNamed(row.original.label)}
                onClick={() => setEnding(row.original)}
              >
                {x.end}
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
    update.mutate(
      { id: ending._id, body: { active: false } },
      {
        onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
        onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.saveFailed) }),
        onSettled: () => setEnding(null),
      },
    );
  };

  return (
    <>
      <PageTitle
        title={x.title}
        description={x.description}
        actions={
          <Button type="button" size="md" onClick={() => setEditing('new')}>
            {x.add}
          </Button>
        }
      />
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      <ConsoleList
        caption={x.caption}
        list={taxes}
        columns={columns}
        getRowId={(tax) => String(tax._id)}
        empty={x.empty}
        loadFailed={m.loadFailed}
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? x.createTitle : x.editTitle(editing.label)}
      >
        {editing !== null && (
          <TaxForm
            key={editing === 'new' ? 'new' : editing._id}
            tax={editing === 'new' ? undefined : editing}
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
        title={x.endTitle}
        confirmLabel={x.end}
        danger
        busy={update.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setEnding(null)}
      >
        {ending && x.endText(ending.label)}
      </ConfirmDialog>
    </>
  );
}
