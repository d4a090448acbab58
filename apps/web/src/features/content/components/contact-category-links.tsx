import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FEATURED_CATEGORIES } from '../../catalog/components/featured-category-links.tsx';
import { useMenuCategories } from '../../layout/api/get-menu.ts';

/**
 * The three category listings linked from the contact page. Names come from the menu call the header
 * has already made (same cached query), falling back to the fixed labels until it answers.
 */
export function ContactCategoryLinks({ label, className = '' }: { label: string; className?: string }) {
  const { categories } = useMenuCategories();
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-3">
        {FEATURED_CATEGORIES.map((featured) => (
          <li key={featured.id}>
            <Link
              to={paths.category(featured.id)}
              className="inline-block rounded-full border border-brand-700 px-4 py-2 text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {categories.find((category) => category._id === featured.id)?.category_name ?? featured.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
