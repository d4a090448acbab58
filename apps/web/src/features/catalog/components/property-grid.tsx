import type { PropertyCard as PropertyCardData } from '@scrivania/core/catalog/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useId } from 'react';
import { PropertyCard } from './property-card.tsx';

/** The element id of a listing's card in a grid, for a map marker to lead to it. */
export const cardElementId = (propertyId: number) => `annuncio-${propertyId}`;

/**
 * Cards three to a row on wide screens, two on medium, one on small (at most two beside a map). The
 * hidden heading keeps the outline in order between the page's h1 and the cards' h3. Beside a map,
 * the card the pointer or the keyboard is on is the marker the map marks, and the other way round.
 * With `priority`, the first card's photo is fetched first: the grid opens the page, and that photo is
 * its largest paint. `stay` is the search's dates and guests, carried by every card's links.
 */
export function PropertyGrid({
  properties,
  besideMap = false,
  highlightedId = null,
  onHighlight,
  priority = false,
  stay,
}: {
  properties: PropertyCardData[];
  besideMap?: boolean;
  highlightedId?: number | null;
  onHighlight?: (id: number | null) => void;
  priority?: boolean;
  stay?: URLSearchParams | undefined;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {messages.catalog.listings.results}
      </h2>
      <ul className={`grid gap-6 md:grid-cols-2 ${besideMap ? '' : 'lg:grid-cols-3'}`}>
        {properties.map((property, index) => (
          <li
            key={property._id}
            id={cardElementId(property._id)}
            className={`rounded-xl ${highlightedId === property._id ? 'ring-2 ring-brand-600 ring-offset-2' : ''}`}
            onMouseEnter={onHighlight && (() => onHighlight(property._id))}
            onMouseLeave={onHighlight && (() => onHighlight(null))}
            onFocus={onHighlight && (() => onHighlight(property._id))}
            onBlur={onHighlight && (() => onHighlight(null))}
          >
            <PropertyCard property={property} priority={priority && index === 0} stay={stay} />
          </li>
        ))}
      </ul>
    </section>
  );
}
