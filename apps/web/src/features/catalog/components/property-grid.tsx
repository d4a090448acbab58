import type { PropertyCard as PropertyCardData } from '@scrivania/core/catalog/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useId } from 'react';
import { PropertyCard } from './property-card.tsx';

/**
 * Cards three to a row on wide screens, two on medium, one on small. The hidden heading keeps the
 * outline in order between the page's h1 and the cards' h3.
 */
export function PropertyGrid({ properties }: { properties: PropertyCardData[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {messages.catalog.listings.results}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {properties.map((property) => (
          <li key={property._id}>
            <PropertyCard property={property} />
          </li>
        ))}
      </ul>
    </section>
  );
}
