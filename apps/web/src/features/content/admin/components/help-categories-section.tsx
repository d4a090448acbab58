import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminHelpCategory,
  type AdminHelpCategoryBody,
  AdminHelpCategoryBodySchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import {
  useAdminHelpCategories,
  useCreateHelpCategory,
  useDeleteHelpCategory,
  useUpdateHelpCategory,
} from '../api/admin-help-categories.ts';
import { fieldLabel } from './field-label.ts';
import { SecondaryButton } from './secondary-button.tsx';

const m = messages.content.admin;
type CategoryForm = z.input<typeof AdminHelpCategoryBodySchema>;

function CategoryForm({
  category,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  category?: AdminHelpCategory;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: AdminHelpCategoryBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<CategoryForm, unknown, AdminHelpCategoryBody>({
    resolver: zodResolver(AdminHelpCategoryBodySchema),
    defaultValues: category ? { name: category.name, sort_order: category.sort_order } : { name: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      if (!category) form.reset({ name: '' });
    } catch (error) {
      form.setError('root', { type: 'server', message: serverMessageOr(error, m.ui.saveFailed) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <Field label={fieldLabel('name')} error={errors.name?.message} {...form.register('name')} />
      </div>
      <div className="w-32">
        <Field
          label={fieldLabel('sort_order')}
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.sort_order?.message}
          {...form.register('sort_order', {
            // An empty position means "after the others", not 0.
            setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : value),
          })}
        />
      </div>
      <div className="flex gap-2 pb-1">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && <SecondaryButton onClick={onCancel}>{m.ui.cancel}</SecondaryButton>}
      </div>
      {errors.root && (
        <p role="alert" className="w-full text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
    </form>
  );
}

/**
 * The help centre's categories: the headings /HelpCenter groups its articles under, in the order of
 * their position; one that articles still use cannot be deleted (the API says why).
 */
export function HelpCategoriesSection() {
  const categories = useAdminHelpCategories();
  const create = useCreateHelpCategory();
  const update = useUpdateHelpCategory();
  const remove = useDeleteHelpCategory();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminHelpCategory | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const saved = () => setFeedback({ kind: 'success', text: m.ui.saved });

  if (categories.isError) return <FormMessage feedback={{ kind: 'error', text: m.ui.loadFailed }} />;
  const items = categories.data ?? [];

  return (
    <section aria-labelledby="help-categories-heading" className="space-y-4">
      <h3 id="help-categories-heading" className="text-lg font-semibold text-slate-900">
        {m.ui.categoriesTitle}
      </h3>
      <p className="text-sm text-slate-600">{m.ui.categoriesHint}</p>
      <FormMessage feedback={feedback} />
      {categories.isSuccess && items.length === 0 && <p className="text-slate-600">{m.ui.noCategories}</p>}
      <ul className="space-y-2">
        {items.map((category) => (
          <li key={category._id} className="rounded-lg border border-slate-200 bg-white p-3">
            {editing === category._id ? (
              <CategoryForm
                category={category}
                submitLabel={m.ui.save}
                busy={update.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={async (body) => {
                  await update.mutateAsync({ id: category._id, body });
                  setEditing(null);
                  saved();
                }}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p>
                  <span className="font-medium text-slate-900">{category.name}</span>{' '}
                  <span className="text-sm text-slate-600">
                    · {m.ui.position} {category.sort_order} · {m.ui.articlesCount(category.articles_count)}
                  </span>
                </p>
                <div className="flex gap-2">
                  <SecondaryButton
                    aria-label={`${m.ui.edit}: ${category.name}`}
                    onClick={() => setEditing(category._id)}
                  >
                    {m.ui.edit}
                  </SecondaryButton>
                  <SecondaryButton
                    danger
                    aria-label={`${m.ui.delete}: ${category.name}`}
                    onClick={() => setDeleting(category)}
                  >
                    {m.ui.delete}
                  </SecondaryButton>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
        <h4 className="mb-2 font-semibold text-slate-900">{m.ui.newCategory}</h4>
        <CategoryForm
          submitLabel={m.ui.addCategory}
          busy={create.isPending}
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            saved();
          }}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={m.ui.deleteCategoryTitle}
        confirmLabel={m.ui.delete}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: saved,
            onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.ui.saveFailed) }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        <p className="font-medium">{deleting?.name}</p>
        <p className="mt-2">{m.ui.deleteCategoryWarning}</p>
      </ConfirmDialog>
    </section>
  );
}
