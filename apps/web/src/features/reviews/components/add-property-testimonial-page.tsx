import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@scrivania/core/messages.it';
import { ReviewStoreSchema } from '@scrivania/core/reviews/schemas';
import { useId, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { type FormFeedback, FormMessage, formCard } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { fieldErrorsMessage, fieldOf, showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useStoreReview } from '../api/post-review.ts';
import { StarRatingField } from './star-rating-field.tsx';

/** The fields the visitor fills; the property comes from the address and is the server's to check. */
const ReviewFormSchema = ReviewStoreSchema.pick({ star_rating: true, review: true });
type Values = z.input<typeof ReviewFormSchema>;
const isField = fieldOf<Values>(ReviewFormSchema.shape);

/**
 * /AddPropertyTestimonials/{id}: stars and text. The form requires nothing of the browser: the server's
 * schema checks it, here before sending and again there, with the server's words either way.
 */
export function AddPropertyTestimonialPage() {
  useDocumentMeta({ title: 'Scrivi una recensione' });
  const { propertyId = '' } = useParams();
  const id = Number(propertyId);
  const navigate = useNavigate();
  const store = useStoreReview(id);
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ReviewFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { review: '' },
  });
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const { errors } = form.formState;

  const onValid = () => {
    if (!formRef.current) return;
    const body = new FormData(formRef.current);
    body.set('property_id', propertyId);
    store.mutate(body, {
      onSuccess: () => navigate(paths.propertyView(propertyId)),
      onError: (error) => {
        showServerFieldErrors(error, form.setError, isField);
        setFeedback({ kind: 'error', text: serverMessageOr(error, messages.reviews.reviewError) });
      },
    });
  };
  const onInvalid = (refused: FieldErrors<Values>) =>
    setFeedback({ kind: 'error', text: fieldErrorsMessage(refused) });

  return (
    <>
      <PageHeader
        title="Scrivi una recensione"
        crumbs={[
          { label: 'Struttura', to: paths.propertyView(Number.isInteger(id) ? id : 0) },
          { label: 'Recensione' },
        ]}
      />
      <div className="px-4 py-10">
        <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className={formCard}>
          <StarRatingField registration={form.register('star_rating')} error={errors.star_rating?.message} />
          <div>
            <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
              La tua recensione
            </label>
            <textarea
              id={textId}
              rows={5}
              maxLength={2000}
              {...form.register('review')}
              {...(errors.review && { 'aria-invalid': true, 'aria-describedby': `${textId}-error` })}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
            {errors.review && (
              <p id={`${textId}-error`} className="mt-1 text-sm text-red-700">
                {errors.review.message}
              </p>
            )}
          </div>
          <FormMessage feedback={feedback} />
          <Button block type="submit" disabled={store.isPending}>
            Pubblica la recensione
          </Button>
        </form>
      </div>
    </>
  );
}
