import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminHelpArticle,
  type AdminHelpArticleBody,
  AdminHelpArticleBodySchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { ConsolePager } from '../../../../components/back-office/console-pager.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, SelectField, TextArea } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { ApiError, serverMessageOr } from '../../../../lib/api-client.ts';
import {
  useAdminHelpArticles,
  useCreateHelpArticle,
  useDeleteHelpArticle,
  useUpdateHelpArticle,
} from '../api/admin-help-articles.ts';
import { useAdminHelpCategories } from '../api/admin-help-categories.ts';
import { fieldLabel } from './field-label.ts';
import { SecondaryButton } from './secondary-button.tsx';

const m = messages.content.admin;
type ArticleForm = z.input<typeof AdminHelpArticleBodySchema>;
const TEXT_FIELDS = ['title', 'short_desc', 'photo', 'page_title', 'meta_desc', 'keywords'] as const;

function ArticleForm({
  article,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  article?: AdminHelpArticle;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: AdminHelpArticleBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const categories = useAdminHelpCategories();
  const empty = {
    category_id: '',
    title: '',
    short_desc: '',
    description: '',
    photo: '',
    page_title: '',
    meta_desc: '',
    keywords: '',
  };
  const form = useForm<ArticleForm, unknown, AdminHelpArticleBody>({
    resolver: zodResolver(AdminHelpArticleBodySchema),
    defaultValues: article
      ? {
          category_id: article.category_id === null ? '' : String(article.category_id),
          title: article.title,
          short_desc: article.short_desc,
          description: article.description,
          photo: article.photo ?? '',
          page_title: article.page_title ?? '',
          meta_desc: article.meta_desc ?? '',
          keywords: article.keywords ?? '',
        }
      : empty,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      if (!article) form.reset(empty);
    } catch (error) {
      form.setError('root', { type: 'server', message: serverMessageOr(error, m.ui.saveFailed) });
      if (error instanceof ApiError && error.fieldErrors?.description) {
        form.setError('description', { type: 'server', message: error.fieldErrors.description });
      }
    }
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
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && <SecondaryButton onClick={onCancel}>{m.ui.cancel}</SecondaryButton>}
      </div>
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
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminHelpArticle | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const saved = () => setFeedback({ kind: 'success', text: m.ui.saved });

  if (articles.isError) return <FormMessage feedback={{ kind: 'error', text: m.ui.loadFailed }} />;
  const items = articles.data?.items ?? [];

  return (
    <section aria-labelledby="help-heading" className="space-y-6">
      <h2 id="help-heading" className="text-xl font-semibold text-slate-900">
        {m.sections.help}
      </h2>
      <FormMessage feedback={feedback} />
      {articles.isSuccess && items.length === 0 && <p className="text-slate-600">{m.ui.noArticles}</p>}
      <ul className="space-y-3">
        {items.map((article) => (
          <li key={article._id} className="rounded-lg border border-slate-200 bg-white p-4">
            {editing === article._id ? (
              <ArticleForm
                article={article}
                submitLabel={m.ui.save}
                busy={update.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={async (body) => {
                  await update.mutateAsync({ id: article._id, body });
                  setEditing(null);
                  saved();
                }}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-medium text-slate-900">{article.title}</p>
                  {article.category_id !== null && (
                    <p className="text-xs text-slate-500">
                      {fieldLabel('category_id')}:{' '}
                      {categoryNames.get(article.category_id) ?? article.category_id}
                    </p>
                  )}
                  <p className="text-sm text-slate-600">{article.short_desc}</p>
                </div>
                <div className="flex gap-2">
                  <SecondaryButton
                    aria-label={`${m.ui.edit}: ${article.title}`}
                    onClick={() => setEditing(article._id)}
                  >
                    {m.ui.edit}
                  </SecondaryButton>
                  <SecondaryButton
                    danger
                    aria-label={`${m.ui.delete}: ${article.title}`}
                    onClick={() => setDeleting(article)}
                  >
                    {m.ui.delete}
                  </SecondaryButton>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {articles.data && <ConsolePager page={articles.data.page} hasMore={articles.data.has_more} />}
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="mb-3 font-semibold text-slate-900">{m.ui.newArticle}</h3>
        <ArticleForm
          submitLabel={m.ui.addArticle}
          busy={create.isPending}
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            saved();
          }}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={m.ui.deleteArticleTitle}
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
        <p className="font-medium">{deleting?.title}</p>
        <p className="mt-2">{m.ui.deleteWarning}</p>
      </ConfirmDialog>
    </section>
  );
}
