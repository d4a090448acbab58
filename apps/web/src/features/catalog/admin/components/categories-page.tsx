import { type AdminCategory, AdminCategoryBodySchema } from '@scrivania/core/catalog/admin-catalog-schemas';
import { occupancies } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { ConsoleCrudPage } from '../../../../components/back-office/console-crud-page.tsx';
import {
  CheckboxField,
  ConsoleFormFoot,
  useConsoleForm,
} from '../../../../components/back-office/console-form.tsx';
import { useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { useAdminCategories, useSaveCatalogueEntry } from '../api/admin-catalogue.ts';
import { showServerErrors } from './server-errors.ts';

const m = messages.hostCatalog.admin;
const column = createColumnHelper<AdminCategory>();
const editNamed = (row: AdminCategory) => m.editNamed(row.name);
const editTitle = (row: AdminCategory) => m.editCategory(row.name);
const FIELDS = ['name', 'title', 'occupancy', 'hidden_from_menu', 'sort_order'] as const;

/** Create or edit a category, checked in the browser with the server's own schema and messages. */
export function CategoryForm({
  category,
  onSaved,
  onCancel,
}: {
  category?: AdminCategory;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveCatalogueEntry('categories');
  const { form, errors, submit, feedback } = useConsoleForm({
    schema: AdminCategoryBodySchema,
    defaultValues: {
      name: category?.name ?? '',
      title: category?.title ?? '',
      occupancy: category?.occupancy ?? 'shared',
      hidden_from_menu: category?.hidden_from_menu ?? false,
      sort_order: category?.sort_order ?? 0,
    },
    save: async (body) => onSaved((await save.mutateAsync({ id: category?._id, body })).message),
    refused: (error, { setError }) => showServerErrors(setError, error, FIELDS, m.saveFailed),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={m.fields.name} error={errors.name?.message} {...form.register('name')} />
      <Field label={m.fields.title} error={errors.title?.message} {...form.register('title')} />
      <SelectField
        label={m.fields.occupancy}
        error={errors.occupancy?.message}
        // Also on the element: with the form's default alone the select opened on its first option.
        defaultValue={category?.occupancy ?? 'shared'}
        {...form.register('occupancy')}
      >
        {occupancies.map((occupancy) => (
          <option key={occupancy} value={occupancy}>
            {m.occupancyNames[occupancy]}
          </option>
        ))}
      </SelectField>
      <Field
        label={m.fields.sortOrder}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        error={errors.sort_order?.message}
        {...form.register('sort_order', { valueAsNumber: true })}
      />
      <CheckboxField
        label={m.fields.hiddenFromMenu}
        error={errors.hidden_from_menu?.message}
        {...form.register('hidden_from_menu')}
      />
      <ConsoleFormFoot feedback={feedback} busy={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** Catalogo › Categorie: the menu's categories in its order, with booking mode and the hidden flag. */
export function CategoriesPage() {
  const { page } = useConsolePage();
  const categories = useAdminCategories(page);

  const columns = useMemo(
    () => [
      column.accessor('sort_order', { header: m.fields.sortOrder }),
      column.accessor('name', { header: m.fields.name }),
      column.accessor('title', { header: m.fields.title }),
      column.accessor('occupancy', {
        header: m.fields.occupancy,
        cell: ({ getValue }) => m.occupancyNames[getValue()],
      }),
      column.accessor('hidden_from_menu', {
        header: m.fields.hiddenFromMenu,
        cell: ({ getValue }) =>
          getValue() ? (
            <StatusBadge label={m.hiddenFromMenu} tone="neutral" />
          ) : (
            <StatusBadge label={m.inMenu} tone="success" />
          ),
      }),
    ],
    [],
  );

  return (
    <ConsoleCrudPage
      title={`${m.title} › ${m.categories}`}
      caption={m.categories}
      list={categories}
      columns={columns}
      empty={m.empty}
      loadFailed={m.loadFailed}
      newLabel={m.newCategory}
      editLabel={m.edit}
      editNamed={editNamed}
      editTitle={editTitle}
      form={({ row, ...props }) => <CategoryForm category={row} {...props} />}
    />
  );
}
