import type { PropertyCard as PropertyCardData } from '@scrivania/core/schemas/catalog';
import { PropertyCard } from './property-card.tsx';

/** Cards three to a row on wide screens, two on medium, one on small. */
export function PropertyGrid({ properties }: { properties: PropertyCardData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {properties.map((property) => (
        <li key={property._id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
