import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The three categories the site links to by fixed id (SPEC section 2): day office, coworking, meeting room. */
export const FEATURED_CATEGORIES = [
  { id: 1, label: 'Day Office' },
  { id: 2, label: 'Coworking' },
  { id: 3, label: 'Sala Riunioni' },
] as const;

/**
 * Links to the featured categories; `categoryName` gives a category's current name where the page has
 * the menu's answer, the fixed label standing in until then.
 */
export function FeaturedCategoryLinks({
  label,
  className = '',
  categoryName,
}: {
  label: string;
  className?: string;
  categoryName?: (id: number) => string | undefined;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-3">
        {FEATURED_CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={paths.category(category.id)}
              className="inline-block rounded-full border border-brand-700 px-4 py-2 text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {categoryName?.(category.id) ?? category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
