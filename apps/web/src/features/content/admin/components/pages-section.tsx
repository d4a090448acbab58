import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_PAGE_KEYS,
  type AdminPageKey,
  adminFieldKind,
  adminPageSchemas,
  isAdminPageKey,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, SelectField, TextArea } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useAdminPage, useSavePage } from '../api/admin-pages.ts';
import { fieldLabel } from './field-label.ts';

const m = messages.content.admin;
type PageForm = Record<string, unknown>;

/** The page's fields on a form over its core schema; HTML fields are textareas the server cleans on save. */
function PageForm({ pageKey, values }: { pageKey: AdminPageKey; values: Record<string, unknown> | null }) {
  const schema: z.ZodType<PageForm, PageForm> = adminPageSchemas[pageKey];
  const names = Object.keys(adminPageSchemas[pageKey].shape);
  const form = useForm<PageForm>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(names.map((name) => [name, values?.[name] ?? ''])),
    mode: 'onTouched',
  });
  const save = useSavePage(pageKey);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const { errors } = form.formState;
  const errorOf = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const submit = form.handleSubmit((body) => {
    setFeedback(null);
    save.mutate(body, {
      onSuccess: () => setFeedback({ kind: 'success', text: m.ui.saved }),
      onError: (error) => {
        const named = error instanceof ApiError ? Object.entries(error.fieldErrors ?? {}) : [];
        for (const [field, message] of named) form.setError(field, { type: 'server', message });
        if (named.length === 0) {
          setFeedback({
            kind: 'error',
            text: (error instanceof ApiError && error.message) || m.ui.saveFailed,
          });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-4">
      {values === null && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{m.ui.newPageHint}</p>
      )}
      {names.map((name) => {
        const kind = adminFieldKind(name);
        const label = fieldLabel(name);
        if (kind === 'html') {
          return (
            <div key={name}>
              <TextArea label={label} rows={6} error={errorOf(name)} {...form.register(name)} />
              <p className="mt-1 text-xs text-slate-500">{m.ui.htmlHint}</p>
            </div>
          );
        }
        return (
          <Field
            key={name}
            label={label}
            type={kind === 'number' ? 'number' : kind === 'link' ? 'url' : 'text'}
            error={errorOf(name)}
            {...form.register(name)}
          />
        );
      })}
      <FormMessage feedback={feedback} />
      <Button type="submit" size="md" disabled={save.isPending}>
        {m.ui.save}
      </Button>
    </form>
  );
}

function PageEditor({ pageKey }: { pageKey: AdminPageKey }) {
  const page = useAdminPage(pageKey);
  if (page.isError) return <FormMessage feedback={{ kind: 'error', text: m.ui.loadFailed }} />;
  if (!page.isSuccess) return null;
  return <PageForm key={pageKey} pageKey={pageKey} values={page.data} />;
}

/** The pages: pick one (about, legal pages, footer, home sections, …) and edit its fields. */
export function PagesSection() {
  const [pageKey, setPageKey] = useState<AdminPageKey>('about');
  return (
    <section aria-labelledby="pages-heading" className="space-y-6">
      <h2 id="pages-heading" className="text-xl font-semibold text-slate-900">
        {m.sections.pages}
      </h2>
      <div className="max-w-sm">
        <SelectField
          label={m.ui.pageKey}
          value={pageKey}
          onChange={(event) => {
            if (isAdminPageKey(event.target.value)) setPageKey(event.target.value);
          }}
        >
          {ADMIN_PAGE_KEYS.map((key) => (
            <option key={key} value={key}>
              {m.pageNames[key]}
            </option>
          ))}
        </SelectField>
      </div>
      <PageEditor key={pageKey} pageKey={pageKey} />
    </section>
  );
}
