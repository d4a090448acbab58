import {
  type AdminHelpArticle,
  type AdminHelpArticleBody,
  AdminHelpArticleBodySchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { ConsolePager } from '../../../../components/back-office/console-pager.tsx';
import { Field, SelectField, TextArea } from '../../../../components/ui/field.tsx';
import {
  useAdminHelpArticles,
  useCreateHelpArticle,
  useDeleteHelpArticle,
  useUpdateHelpArticle,
} from '../api/admin-help-articles.ts';
import { useAdminHelpCategories } from '../api/admin-help-categories.ts';
import { fieldLabel } from './field-label.ts';
import {
  RecordsSection,
  SectionFormFoot,
  type SectionFormProps,
  useSectionForm,
} from './records-section.tsx';

const m = messages.content.admin;
const TEXT_FIELDS = ['title', 'short_desc', 'photo', 'page_title', 'meta_desc', 'keywords'] as const;

function ArticleForm({
  row: article,
  onSubmit,
  ...foot
}: SectionFormProps<AdminHelpArticle, AdminHelpArticleBody>) {
  const categories = useAdminHelpCategories();
  const { form, errors, submit } = useSectionForm({
    schema: AdminHelpArticleBodySchema,
    empty: {
      category_id: '',
      title: '',
      short_desc: '',
      description: '',
      photo: '',
      page_title: '',
      meta_desc: '',
      keywords: '',
    },
    current: article && {
      category_id: article.category_id === null ? '' : String(article.category_id),
      title: article.title,
      short_desc: article.short_desc,
      description: article.description,
      photo: article.photo ?? '',
      page_title: article.page_title ?? '',
      meta_desc: article.meta_desc ?? '',
      keywords: article.keywords ?? '',
    },
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <SelectField
        label={fieldLabel('category_id')}
        error={errors.category_id?.message}
        {...form.register('category_id')}
      >
        <option value="">{m.ui.noCategory}</option>
        {categories.data?.map((category) => (
          <option key={category._id} value={String(category._id)}>
            {category.name}
          </option>
        ))}
      </SelectField>
      {TEXT_FIELDS.slice(0, 2).map((name) => (
        <Field key={name} label={fieldLabel(name)} error={errors[name]?.message} {...form.register(name)} />
      ))}
      <TextArea
        label={fieldLabel('description')}
        rows={6}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <p className="text-xs text-slate-500">{m.ui.htmlHint}</p>
      {TEXT_FIELDS.slice(2).map((name) => (
        <Field key={name} label={fieldLabel(name)} error={errors[name]?.message} {...form.register(name)} />
      ))}
      <SectionFormFoot error={errors.root?.message} {...foot} />
    </form>
  );
}

/** The help centre's articles: listed in the public order, created, edited with their SEO, deleted after a confirm. */
export function HelpArticlesSection() {
  const { page } = useConsolePage();
  const articles = useAdminHelpArticles(page);
  const create = useCreateHelpArticle();
  const update = useUpdateHelpArticle();
  const remove = useDeleteHelpArticle();
  const categories = useAdminHelpCategories();
  const categoryNames = new Map(categories.data?.map((category) => [category._id, category.name]));

  return (
    <RecordsSection
      id="help-heading"
      title={m.sections.help}
      level={2}
      query={articles}
      items={articles.data?.items ?? []}
      empty={m.ui.noArticles}
      name={(article) => article.title}
      summary={(article) => (
        <div>
          <p className="font-medium text-slate-900">{article.title}</p>
          {article.category_id !== null && (
            <p className="text-xs text-slate-500">
              {fieldLabel('category_id')}: {categoryNames.get(article.category_id) ?? article.category_id}
            </p>
          )}
          <p className="text-sm text-slate-600">{article.short_desc}</p>
        </div>
      )}
      afterList={articles.data && <ConsolePager page={articles.data.page} hasMore={articles.data.has_more} />}
      newTitle={m.ui.newArticle}
      addLabel={m.ui.addArticle}
      deleteTitle={m.ui.deleteArticleTitle}
      deleteWarning={m.ui.deleteWarning}
      create={create}
      update={update}
      remove={remove}
      form={(form) => <ArticleForm {...form} />}
    />
  );
}
