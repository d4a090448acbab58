import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage, formCard } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreTestimonial } from '../api/post-testimonial.ts';
import { StarRatingField } from './star-rating-field.tsx';

/** /AddTestimonials: a general testimonial, open to anyone; on success back to the home page. */
export function AddTestimonialPage() {
  useDocumentMeta({ title: 'Lascia una testimonianza' });
  const navigate = useNavigate();
  const store = useStoreTestimonial();
  const textId = useId();
  const photoId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('user_img');
    if (photo instanceof File && photo.size === 0) form.delete('user_img');
    store.mutate(form, {
      onSuccess: () => navigate(paths.home),
      onError: (error) => {
        setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
        setFeedback({ kind: 'error', text: serverMessageOr(error, messages.reviews.reviewError) });
      },
    });
  };

  return (
    <>
      <PageHeader title="Lascia una testimonianza" crumbs={[{ label: 'Testimonianza' }]} />
      <div className="px-4 py-10">
        <form noValidate onSubmit={onSubmit} className={formCard}>
          <Field name="title" label="Titolo" error={errors.title} />
          <Field name="name" label="Nome" autoComplete="name" error={errors.name} />
          <Field name="position" label="Ruolo" autoComplete="organization-title" error={errors.position} />
          <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
          <StarRatingField error={errors.star_rating} />
          <div>
            <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
              La tua esperienza
            </label>
            <textarea
              id={textId}
              name="short_desc"
              rows={4}
              maxLength={2000}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
            {errors.short_desc && <p className="mt-1 text-sm text-red-700">{errors.short_desc}</p>}
          </div>
          <div>
            <label htmlFor={photoId} className="block text-sm font-medium text-slate-800">
              Foto (facoltativa)
            </label>
            <input
              id={photoId}
              name="user_img"
              type="file"
              accept="image/*"
              className="mt-1 block w-full text-sm"
            />
            {errors.user_img && <p className="mt-1 text-sm text-red-700">{errors.user_img}</p>}
          </div>
          <FormMessage feedback={feedback} />
          <Button block type="submit" disabled={store.isPending}>
            Invia la testimonianza
          </Button>
        </form>
      </div>
    </>
  );
}
