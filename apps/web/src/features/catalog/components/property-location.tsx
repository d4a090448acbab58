import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { LazyListingsMap } from './map/lazy-listings-map.tsx';
import { MapEmbed } from './map-embed.tsx';

const m = messages.catalog.map;

/** Where the space is: on the site's own map, or the host's map link where there are no coordinates. */
export function PropertyLocation({ property }: { property: PropertyDetail }) {
  const { latitude, longitude } = property;
  if (latitude === null || longitude === null) {
    return <MapEmbed html={property.map_link} title={`Mappa: ${property.address}`} />;
  }
  return (
    <LazyListingsMap
      label={m.location(property.property_name)}
      className="aspect-[3/2] w-full overflow-hidden rounded-2xl border border-slate-200"
      listings={[
        {
          id: property._id,
          name: property.property_name,
          latitude,
          longitude,
          label: formatEuroCents(property.price_cents),
        },
      ]}
    />
  );
}
