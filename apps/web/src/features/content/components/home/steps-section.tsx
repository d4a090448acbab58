import { imageUrl } from '@scrivania/core/images';
import { lazy, Suspense, useState } from 'react';
import { FeaturedCategoryLinks } from '../../../../components/layout/featured-category-links.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { useHydrated } from '../../../../lib/hydration.ts';
import { paths } from '../../../../lib/paths.ts';
import { useSection } from '../../api/get-section.ts';

const BookingModal = lazy(() => import('./booking-modal.tsx'));

export function StepsSection() {
  const { data } = useSection(3);
  const [modalOpen, setModalOpen] = useState(false);
  // On the server's page the dialog opens only once the app runs: until then a click would be lost.
  const live = useHydrated();
  if (!data) return null;
  const steps = [
    { title: data.title_1, text: data.short_desc_1, image: data.image_1 },
    { title: data.title_2, text: data.short_desc_2, image: data.image_2 },
    { title: data.title_3, text: data.short_desc_3, image: data.image_3 },
  ];
  const actions = [
    <ButtonLink key="register" to={paths.becomeHost} size="md" className="mt-4">
      Diventa Host
    </ButtonLink>,
    <ButtonLink key="support" to={paths.contact} size="md" className="mt-4">
      Contattaci
    </ButtonLink>,
    <Button
      key="book"
      type="button"
      size="md"
      className="mt-4"
      disabled={!live}
      onClick={() => setModalOpen(true)}
    >
      Prenota ora
    </Button>,
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
