import { imageUrl } from '@scrivania/core/images';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { FeaturedCategoryLinks } from '../../../catalog/components/featured-category-links.tsx';
import { useSection } from '../../api/get-section.ts';

const BookingModal = lazy(() => import('./booking-modal.tsx'));

const actionClass =
  'mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800';

export function StepsSection() {
  const { data } = useSection(3);
  const [modalOpen, setModalOpen] = useState(false);
  if (!data) return null;
  const steps = [
    { title: data.title_1, text: data.short_desc_1, image: data.image_1 },
    { title: data.title_2, text: data.short_desc_2, image: data.image_2 },
    { title: data.title_3, text: data.short_desc_3, image: data.image_3 },
  ];
  const actions = [
    <Link key="register" to={paths.becomeHost} className={actionClass}>
      Diventa Host
    </Link>,
    <Link key="support" to={paths.contact} className={actionClass}>
      Contattaci
    </Link>,
    <button key="book" type="button" className={actionClass} onClick={() => setModalOpen(true)}>
      Prenota ora
    </button>,
  ];

  return (
    <section aria-labelledby="steps-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="steps-title" className="text-3xl font-bold text-slate-900">
          {data.title}
        </h2>
        {data.short_desc && <p className="mt-2 text-slate-600">{data.short_desc}</p>}
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title ?? index} className="rounded-xl bg-white p-6 shadow-sm">
              {step.image && (
                <img
                  src={imageUrl(step.image, 480)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-xl"
                />
              )}
              <h3 className="mt-4 text-xl font-semibold">
                <span className="text-brand-700">{index + 1}. </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
              {actions[index]}
            </li>
          ))}
        </ol>
        <FeaturedCategoryLinks label="Categorie in evidenza" className="mt-8" />
      </div>
      {modalOpen && (
        <Suspense fallback={null}>
          <BookingModal onClose={() => setModalOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
