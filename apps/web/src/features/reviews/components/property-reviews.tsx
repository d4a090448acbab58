import type { Review } from '@scrivania/core/reviews/schemas';
import { Link } from 'react-router';
import { Carousel, THREE_TWO_ONE_768 } from '../../../components/ui/carousel.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { usePropertyReviews } from '../api/get-reviews.ts';

function Stars({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`${value} stelle su 5`} className="text-amber-500">
      {'★'.repeat(value)}
      <span className="text-slate-300">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="h-full rounded-xl border border-slate-200 p-5">
      <Stars value={review.star_rating} />
      {/* Plain text: markup in a review is shown, never run. */}
      <p className="mt-2 whitespace-pre-line text-slate-700">{review.review}</p>
      <p className="mt-3 text-sm font-medium text-slate-900">
        {review.user.name}
        {review.verified && (
          <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800">
            Soggiorno verificato
          </span>
        )}
      </p>
    </article>
  );
}

/** The reviews slider (3/2/1 per view, not infinite) and the way to write one. */
export function PropertyReviews({ propertyId }: { propertyId: number }) {
  const reviews = usePropertyReviews(String(propertyId));
  const session = useSession();
  // Until the browser knows the session (server markup, adoption, profile call) the link leads to the
  // review form, whose login guard sends a visitor to /Login: a signed-in user clicking early would
  // otherwise land on the login screen.
  const knownLoggedOut = useHydrated() && session.status === 'logged-out';
  const writeTo = knownLoggedOut ? paths.login : paths.addPropertyTestimonials(propertyId);
  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-title" className="text-2xl font-bold text-slate-900">
          Recensioni
        </h2>
        <Link
          to={writeTo}
          className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
        >
          Scrivi una recensione
        </Link>
      </div>
      {reviews.data && reviews.data.length > 0 ? (
        <Carousel label="Recensioni degli ospiti" slideClassName={THREE_TWO_ONE_768}>
          {reviews.data.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </Carousel>
      ) : (
        reviews.data && <p className="text-slate-600">Ancora nessuna recensione: scrivi la prima!</p>
      )}
    </section>
  );
}
