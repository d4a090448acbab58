import { Link } from 'react-router';
import { FEATURED_CATEGORIES } from '../../../../components/layout/featured-category-links.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useSection } from '../../api/get-section.ts';

const DAY_OFFICE = FEATURED_CATEGORIES[0].id;

/** The three workspace cards (private office, custom office, day office) from page section 8. */
export default function BookingModal({ onClose }: { onClose: () => void }) {
  const { data } = useSection(8);
  const cards = data
    ? [
        { title: data.title_1, text: data.short_desc_1, features: [data.heading_1, data.heading_2] },
        { title: data.title_2, text: data.short_desc_2, features: [data.heading_3, data.heading_4] },
        { title: data.title_3, text: data.short_desc_3, features: [data.heading_5, data.heading_6] },
      ]
    : [];
  return (
    <Modal open onClose={onClose} title={data?.title ?? 'Scegli il tuo spazio'}>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.title ?? index} className="flex flex-col rounded-xl border border-slate-200 p-5">
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{card.text}</p>
            <ul className="mt-3 space-y-1 text-sm">
              {card.features.filter(Boolean).map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-700">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-wrap gap-2 pt-4">
              <ButtonLink to={paths.category(DAY_OFFICE)} size="sm">
                Prenota Ora
              </ButtonLink>
              <Link
                to="/contact"
                className="rounded-md border border-brand-700 px-3 py-2 text-sm font-medium text-brand-800"
              >
                Richiedi Preventivo
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
