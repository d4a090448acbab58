import {
  type AdminHelpCategory,
  type AdminHelpCategoryBody,
  AdminHelpCategoryBodySchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { Field } from '../../../../components/ui/field.tsx';
import {
  useAdminHelpCategories,
  useCreateHelpCategory,
  useDeleteHelpCategory,
  useUpdateHelpCategory,
} from '../api/admin-help-categories.ts';
import { fieldLabel } from './field-label.ts';
import {
  RecordsSection,
  SectionFormFoot,
  type SectionFormProps,
  useSectionForm,
} from './records-section.tsx';

const m = messages.content.admin;

function CategoryForm({
  row: category,
  onSubmit,
  ...foot
}: SectionFormProps<AdminHelpCategory, AdminHelpCategoryBody>) {
  const { form, errors, submit } = useSectionForm({
    schema: AdminHelpCategoryBodySchema,
    empty: { name: '', sort_order: undefined },
    current: category && { name: category.name, sort_order: category.sort_order },
    onSubmit,
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
      <SectionFormFoot error={errors.root?.message} {...foot} />
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

  return (
    <RecordsSection
      id="help-categories-heading"
      title={m.ui.categoriesTitle}
      level={3}
      hint={m.ui.categoriesHint}
      query={categories}
      items={categories.data ?? []}
      empty={m.ui.noCategories}
      name={(category) => category.name}
      summary={(category) => (
        <p>
          <span className="font-medium text-slate-900">{category.name}</span>{' '}
          <span className="text-sm text-slate-600">
            · {m.ui.position} {category.sort_order} · {m.ui.articlesCount(category.articles_count)}
          </span>
        </p>
      )}
      newTitle={m.ui.newCategory}
      addLabel={m.ui.addCategory}
      deleteTitle={m.ui.deleteCategoryTitle}
      deleteWarning={m.ui.deleteCategoryWarning}
      create={create}
      update={update}
      remove={remove}
      form={(form) => <CategoryForm {...form} />}
    />
  );
}
