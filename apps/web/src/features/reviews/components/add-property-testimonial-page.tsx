import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { type FormFeedback, FormMessage, formCard } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreReview } from '../api/post-review.ts';
import { StarRatingField } from './star-rating-field.tsx';

/** /AddPropertyTestimonials/{id}: stars and text, checked by the server (the form requires nothing). */
export function AddPropertyTestimonialPage() {
  useDocumentMeta({ title: 'Scrivi una recensione' });
  const { propertyId = '' } = useParams();
  const id = Number(propertyId);
  const navigate = useNavigate();
  const store = useStoreReview(id);
  const textId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('property_id', propertyId);
    store.mutate(form, {
      onSuccess: () => navigate(paths.propertyView(propertyId)),
      onError: (error) => {
        setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
        setFeedback({ kind: 'error', text: serverMessageOr(error, messages.reviews.reviewError) });
      },
    });
  };

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
        <form noValidate onSubmit={onSubmit} className={formCard}>
          <StarRatingField error={errors.star_rating} />
          <div>
            <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
              La tua recensione
            </label>
            <textarea
              id={textId}
              name="review"
              rows={5}
              maxLength={2000}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
            {errors.review && <p className="mt-1 text-sm text-red-700">{errors.review}</p>}
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
