import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminSeo, AdminSeoBodySchema } from '@scrivania/core/content/admin-content-schemas';
import { SEO_PAGES, type SeoPage, SeoPageSchema } from '@scrivania/core/content/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, SelectField, TextArea } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useAdminSeo, useSaveSeo } from '../api/admin-seo.ts';
import { fieldLabel } from './field-label.ts';

const m = messages.content.admin;
type SeoForm = z.input<typeof AdminSeoBodySchema>;

function SeoForm({ seo }: { seo: AdminSeo }) {
  const form = useForm<SeoForm, unknown, z.output<typeof AdminSeoBodySchema>>({
    resolver: zodResolver(AdminSeoBodySchema),
    defaultValues: { page_title: seo.page_title, meta_desc: seo.meta_desc, keywords: seo.keywords },
    mode: 'onTouched',
  });
  const save = useSaveSeo(seo.page);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    setFeedback(null);
    save.mutate(body, {
      onSuccess: () => setFeedback({ kind: 'success', text: m.ui.saved }),
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.ui.saveFailed) }),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-4">
      <Field
        label={fieldLabel('page_title')}
        error={errors.page_title?.message}
        {...form.register('page_title')}
      />
      <TextArea
        label={fieldLabel('meta_desc')}
        rows={3}
        error={errors.meta_desc?.message}
        {...form.register('meta_desc')}
      />
      <Field label={fieldLabel('keywords')} error={errors.keywords?.message} {...form.register('keywords')} />
      <FormMessage feedback={feedback} />
      <Button type="submit" size="md" disabled={save.isPending}>
        {m.ui.save}
      </Button>
    </form>
  );
}

/** The SEO title, description and keywords of each page the public SEO call serves. */
export function SeoSection() {
  const seo = useAdminSeo();
  const [page, setPage] = useState<SeoPage>('home');
  const current = seo.data?.find((item) => item.page === page);
  return (
    <section aria-labelledby="seo-heading" className="space-y-6">
      <h2 id="seo-heading" className="text-xl font-semibold text-slate-900">
        {m.sections.seo}
      </h2>
      {seo.isError && <FormMessage feedback={{ kind: 'error', text: m.ui.loadFailed }} />}
      <div className="max-w-sm">
        <SelectField
          label={m.ui.seoPage}
          value={page}
          onChange={(event) => {
            const parsed = SeoPageSchema.safeParse(event.target.value);
            if (parsed.success) setPage(parsed.data);
          }}
        >
          {SEO_PAGES.map((key) => (
            <option key={key} value={key}>
              {m.seoPageNames[key]}
            </option>
          ))}
        </SelectField>
      </div>
      {current && <SeoForm key={current.page} seo={current} />}
    </section>
  );
}
