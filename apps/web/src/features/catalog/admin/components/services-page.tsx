import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminService,
  type AdminServiceBody,
  AdminServiceBodySchema,
} from '@scrivania/core/catalog/admin-catalog-schemas';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConsoleList, useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { useAdminServices, useSaveCatalogueEntry } from '../api/admin-catalogue.ts';
import { FormButtons } from './catalogue-form-parts.tsx';
import { showServerErrors } from './server-errors.ts';

const m = messages.catalog.admin;
const column = createColumnHelper<AdminService>();
const FIELDS = ['name', 'price', 'icon'] as const;
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Create or edit a paid service: its name, its price in euro and its icon's file name. */
export function ServiceForm({
  service,
  onSaved,
  onCancel,
}: {
  service?: AdminService;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveCatalogueEntry('services');
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const form = useForm<z.input<typeof AdminServiceBodySchema>, unknown, AdminServiceBody>({
    resolver: zodResolver(AdminServiceBodySchema),
    defaultValues: { name: service?.name ?? '', price: service?.price, icon: service?.icon ?? null },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name, price, icon }) => {
    setFeedback(null);
    try {
      // The description is not edited here: a new service starts without one, an edit keeps its own.
      const answer = await save.mutateAsync({ id: service?._id, body: { name, price, icon } });
      onSaved(answer.message);
    } catch (error) {
      const text = showServerErrors(form.setError, error, FIELDS, m.saveFailed);
      if (text) setFeedback({ kind: 'error', text });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={m.fields.name} error={errors.name?.message} {...form.register('name')} />
      <Field
        label={m.fields.price}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        error={errors.price?.message}
        {...form.register('price', { valueAsNumber: true })}
      />
      <Field
        label={m.fields.icon}
        placeholder="wifi.svg"
        error={errors.icon?.message}
        {...form.register('icon', { setValueAs: emptyAsNull })}
      />
      <FormMessage feedback={feedback} />
      <FormButtons busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** Catalogo › Servizi: the paid services a listing can offer, with their price and icon. */
export function ServicesPage() {
  const { page } = useConsolePage();
  const services = useAdminServices(page);
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: m.fields.name }),
      column.accessor('price', {
        header: m.fields.price,
        cell: ({ getValue }) => formatEuroCents(euroToCents(getValue())),
      }),
      column.accessor('icon', { header: m.fields.icon, cell: ({ getValue }) => getValue() ?? '—' }),
      column.display({
        id: 'actions',
        header: m.edit,
        cell: ({ row }) => (
          <button
            type="button"
            className={rowButton}
            aria-label={m.editNamed(row.original.name)}
            onClick={() => setEditing(row.original)}
          >
            {m.edit}
          </button>
        ),
      }),
    ],
    [],
  );

  return (
    <>
      <PageTitle
        title={`${m.title} › ${m.services}`}
        actions={
          <Button type="button" size="md" onClick={() => setEditing('new')}>
            {m.newService}
          </Button>
        }
      />
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      <ConsoleList
        caption={m.services}
        list={services}
        columns={columns}
        getRowId={(service) => String(service._id)}
        empty={m.empty}
        loadFailed={m.loadFailed}
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? m.newService : m.editService(editing.name)}
      >
        {editing !== null && (
          <ServiceForm
            key={editing === 'new' ? 'new' : editing._id}
            service={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSaved={(message) => {
              setFeedback({ kind: 'success', text: message });
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </>
  );
}
