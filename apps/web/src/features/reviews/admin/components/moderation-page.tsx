import { messages } from '@scrivania/core/messages.it';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';
import { TestimonialsPanel } from './testimonials-panel.tsx';

const s = messages.reviews.moderation.screen;
const tabClass = (current: boolean) =>
  `rounded-t-md border-b-2 px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    current ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

/**
 * Moderazione: the testimonials' queue and property reviews, one at a time (`?tab=reviews`). Filters
 * and page live in the address, so the front page's counts can link straight into a filtered list.
 */
export function ModerationPage() {
  const [search] = useSearchParams();
  const reviews = search.get('tab') === 'reviews';
  return (
    <>
      <PageTitle title={s.title} description={s.intro} />
      <nav aria-label={s.tabsLabel} className="mb-6 flex gap-2 border-b border-slate-200">
        <Link to="?" aria-current={reviews ? undefined : 'page'} className={tabClass(!reviews)}>
          {s.testimonialsTab}
        </Link>
        <Link to="?tab=reviews" aria-current={reviews ? 'page' : undefined} className={tabClass(reviews)}>
          {s.reviewsTab}
        </Link>
      </nav>
      {reviews ? <ReviewsPanel /> : <TestimonialsPanel />}
    </>
  );
}
