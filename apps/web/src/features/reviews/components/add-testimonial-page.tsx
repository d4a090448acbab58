import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@scrivania/core/messages.it';
import { TestimonialStoreSchema } from '@scrivania/core/reviews/schemas';
import { useId, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage, formCard } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { fieldErrorsMessage, fieldOf, showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useStoreTestimonial } from '../api/post-testimonial.ts';
import { StarRatingField } from './star-rating-field.tsx';

type Values = z.input<typeof TestimonialStoreSchema>;
const isField = fieldOf<Values>(TestimonialStoreSchema.shape);
const EMPTY: Values = {
  title: '',
  name: '',
  position: '',
  email: '',
  star_rating: undefined,
  short_desc: '',
};

/**
 * /AddTestimonials: a general testimonial, open to anyone; on success back to the home page. The
 * browser requires nothing: the server's schema checks the fields before sending, with its words.
 */
export function AddTestimonialPage() {
  useDocumentMeta({ title: 'Lascia una testimonianza' });
  const navigate = useNavigate();
  const store = useStoreTestimonial();
  const textId = useId();
  const photoId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    resolver: zodResolver(TestimonialStoreSchema),
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // The photo is no field of the schema: only the server judges it.
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const onValid = () => {
    if (!formRef.current) return;
    const body = new FormData(formRef.current);
    const photo = body.get('user_img');
    if (photo instanceof File && photo.size === 0) body.delete('user_img');
    setPhotoError(undefined);
    store.mutate(body, {
      onSuccess: () => navigate(paths.home),
      onError: (error) => {
        setPhotoError(showServerFieldErrors(error, form.setError, isField).user_img);
        setFeedback({ kind: 'error', text: serverMessageOr(error, messages.reviews.reviewError) });
      },
    });
  };
  const onInvalid = (refused: FieldErrors<Values>) => {
    setPhotoError(undefined);
    setFeedback({ kind: 'error', text: fieldErrorsMessage(refused) });
  };

  return (
    <>
      <PageHeader title="Lascia una testimonianza" crumbs={[{ label: 'Testimonianza' }]} />
      <div className="px-4 py-10">
        <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className={formCard}>
          <Field label="Titolo" {...form.register('title')} error={errors.title?.message} />
          <Field label="Nome" autoComplete="name" {...form.register('name')} error={errors.name?.message} />
          <Field
            label="Ruolo"
            autoComplete="organization-title"
            {...form.register('position')}
            error={errors.position?.message}
          />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <StarRatingField registration={form.register('star_rating')} error={errors.star_rating?.message} />
          <div>
            <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
              La tua esperienza
            </label>
            <textarea
              id={textId}
              rows={4}
              maxLength={2000}
              {...form.register('short_desc')}
              {...(errors.short_desc && { 'aria-invalid': true, 'aria-describedby': `${textId}-error` })}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
            {errors.short_desc && (
              <p id={`${textId}-error`} className="mt-1 text-sm text-red-700">
                {errors.short_desc.message}
              </p>
            )}
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
              {...(photoError && { 'aria-invalid': true, 'aria-describedby': `${photoId}-error` })}
              className="mt-1 block w-full text-sm"
            />
            {photoError && (
              <p id={`${photoId}-error`} className="mt-1 text-sm text-red-700">
                {photoError}
              </p>
            )}
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
