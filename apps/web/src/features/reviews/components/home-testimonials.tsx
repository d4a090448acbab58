import { reviewMessages } from '@scrivania/core/reviews/messages.it';
import type { PublicTestimonial } from '@scrivania/core/reviews/schemas';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Carousel, THREE_TWO_ONE_768 } from '../../../components/ui/carousel.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHomeTestimonials } from '../api/get-testimonials.ts';

const m = reviewMessages.home;
const s = reviewMessages.moderation.screen;

function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5">
      <span role="img" aria-label={s.stars(testimonial.star_rating)} className="text-amber-500">
        {'★'.repeat(testimonial.star_rating)}
        <span className="text-slate-300">{'★'.repeat(5 - testimonial.star_rating)}</span>
      </span>
      <blockquote className="mt-2 flex-1">
        <p className="font-semibold text-slate-900">{testimonial.title}</p>
        {/* Plain text: what a visitor wrote is shown, never run. */}
        <p className="mt-1 whitespace-pre-line text-slate-700">{testimonial.short_desc}</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <Avatar name={testimonial.name} avatar={testimonial.user_img} />
        <span>
          <span className="block font-medium text-slate-900">{testimonial.name}</span>
          {testimonial.position && (
            <span className="block text-sm text-slate-600">{testimonial.position}</span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** The home page's testimonials: the approved ones, newest first; nothing at all while there are none. */
export function HomeTestimonials() {
  const testimonials = useHomeTestimonials();
  if (!testimonials.data || testimonials.data.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="testimonials-title" className="text-3xl font-bold text-slate-900">
              {m.title}
            </h2>
            <p className="mt-2 text-slate-600">{m.intro}</p>
          </div>
          <Link
            to={paths.addTestimonials}
            className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
          >
            {m.write}
          </Link>
        </div>
        <Carousel label={m.carouselLabel} slideClassName={THREE_TWO_ONE_768}>
          {testimonials.data.map((testimonial) => (
            <TestimonialCard key={testimonial._id} testimonial={testimonial} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
