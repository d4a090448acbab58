import type { PropertyCard as PropertyCardData } from '@scrivania/core/catalog/schemas';
import { imageSrcSet, imageUrl } from '@scrivania/core/images';
import { formatEuroCents } from '@scrivania/core/money';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { withStay } from '../api/stay-parameters.ts';

/**
 * A listing's card. A `priority` card's photo is the page's largest paint: the browser fetches it first
 * and the server's page preloads it (decision 059), where a lazy photo waits for the layout. `stay`
 * (the dates and guests of a search) goes with the links, for the property page to start from it.
 */
export function PropertyCard({
  property,
  priority = false,
  stay,
}: {
  property: PropertyCardData;
  priority?: boolean;
  stay?: URLSearchParams | undefined;
}) {
  const to = stay ? withStay(paths.propertyView(property._id), stay) : paths.propertyView(property._id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={to} className="relative block" tabIndex={-1}>
        {property.thumb_image ? (
          <img
            src={imageUrl(property.thumb_image, 480)}
            srcSet={imageSrcSet(property.thumb_image)}
            sizes="(min-width: 1024px) 33vw, (min-width: 767px) 50vw, 100vw"
            alt={property.property_name}
            width={480}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
            className="aspect-[3/2] w-full object-cover"
          />
        ) : (
          <div role="img" aria-label={property.property_name} className="aspect-[3/2] w-full bg-slate-200" />
        )}
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800">
          {property.property_type}
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={to} className="hover:text-brand-700">
            {property.property_name}
          </Link>
        </h3>
        {property.availableDates && (
          <p className="text-sm text-brand-700">{property.availableDates.view_date}</p>
        )}
        <p className="text-sm text-slate-600">{property.address}</p>
        <p className="flex gap-4 text-sm text-slate-600">
          <span>{property.no_of_guest} ospiti</span>
          <span>{property.property_size} Mq</span>
        </p>
        <p className="mt-auto pt-2 font-semibold text-slate-900">
          {formatEuroCents(property.price_cents)}{' '}
          <span className="font-normal text-slate-600">/ {property.price_charge_type}</span>
        </p>
      </div>
    </article>
  );
}
