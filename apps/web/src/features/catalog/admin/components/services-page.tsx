import { type AdminService, AdminServiceBodySchema } from '@scrivania/core/catalog/admin-catalog-schemas';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { ConsoleCrudPage } from '../../../../components/back-office/console-crud-page.tsx';
import { ConsoleFormFoot, useConsoleForm } from '../../../../components/back-office/console-form.tsx';
import { useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { useAdminServices, useSaveCatalogueEntry } from '../api/admin-catalogue.ts';
import { showServerErrors } from './server-errors.ts';

const m = messages.hostCatalog.admin;
const column = createColumnHelper<AdminService>();
const editNamed = (row: AdminService) => m.editNamed(row.name);
const editTitle = (row: AdminService) => m.editService(row.name);
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
  const { form, errors, submit, feedback } = useConsoleForm({
    schema: AdminServiceBodySchema,
    defaultValues: { name: service?.name ?? '', price: service?.price, icon: service?.icon ?? null },
    // The description is not edited here: a new service starts without one, an edit keeps its own.
    save: async ({ name, price, icon }) =>
      onSaved((await save.mutateAsync({ id: service?._id, body: { name, price, icon } })).message),
    refused: (error, { setError }) => showServerErrors(setError, error, FIELDS, m.saveFailed),
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
      <ConsoleFormFoot feedback={feedback} busy={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** Catalogo › Servizi: the paid services a listing can offer, with their price and icon. */
export function ServicesPage() {
  const { page } = useConsolePage();
  const services = useAdminServices(page);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: m.fields.name }),
      column.accessor('price', {
        header: m.fields.price,
        cell: ({ getValue }) => messages.catalog.servicePrice(formatEuroCents(euroToCents(getValue()))),
      }),
      column.accessor('icon', { header: m.fields.icon, cell: ({ getValue }) => getValue() ?? '—' }),
    ],
    [],
  );

  return (
    <ConsoleCrudPage
      title={`${m.title} › ${m.services}`}
      caption={m.services}
      list={services}
      columns={columns}
      empty={m.empty}
      loadFailed={m.loadFailed}
      newLabel={m.newService}
      editLabel={m.edit}
      editNamed={editNamed}
      editTitle={editTitle}
      form={({ row, ...props }) => <ServiceForm service={row} {...props} />}
    />
  );
}
