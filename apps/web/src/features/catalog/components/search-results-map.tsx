import { type BoundingBox, type SearchCard, SearchQuerySchema } from '@scrivania/core/catalog/search-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useId, useMemo } from 'react';
import { LazyListingsMap } from './map/lazy-listings-map.tsx';
import type { MapListing } from './map/map-points.ts';

const m = messages.catalog.map;

/** Degrees to five decimals (about a metre): enough for an area, short enough for an address. */
const DECIMALS = 5;

/**
 * The `bbox` of the address as the map's area, read by the search's own rule, or null when there is
 * none or the API would refuse it.
 */
export function boxFromParam(value: string | null): BoundingBox | null {
  const read = SearchQuerySchema.shape.bbox.safeParse(value ?? undefined);
  return read.success && read.data ? read.data : null;
}

/** The map's area as the API reads it: inside the world's coordinates, west before east. */
export function boxToParam({ west, south, east, north }: BoundingBox): string {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return [clamp(west, 180), clamp(south, 90), clamp(east, 180), clamp(north, 90)]
    .map((value) => value.toFixed(DECIMALS))
    .join(',');
}

function mapListings(cards: readonly SearchCard[]): MapListing[] {
  return cards.flatMap((card) =>
    card.latitude === null || card.longitude === null
      ? []
      : [
          {
            id: card._id,
            name: card.property_name,
            latitude: card.latitude,
            longitude: card.longitude,
            label: formatEuroCents(card.price_cents),
          },
        ],
  );
}

/**
 * The results on the map, with the choice to search the area the visitor moves the map to: the
 * area goes into the address (`bbox`), so the view can be shared and the back button returns to it.
 */
export function SearchResultsMap({
  cards,
  area,
  searchOnMove,
  onSearchOnMoveChange,
  onArea,
  highlightedId,
  onHighlight,
  onSelect,
}: {
  cards: readonly SearchCard[];
  area: BoundingBox | null;
  searchOnMove: boolean;
  onSearchOnMoveChange: (on: boolean) => void;
  onArea: (box: BoundingBox) => void;
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
  onSelect: (id: number) => void;
}) {
  const checkboxId = useId();
  const listings = useMemo(() => mapListings(cards), [cards]);
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 text-sm">
        <input
          id={checkboxId}
          type="checkbox"
          checked={searchOnMove}
          onChange={(event) => onSearchOnMoveChange(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        <label htmlFor={checkboxId}>{m.searchOnMove}</label>
      </p>
      <LazyListingsMap
        label={m.label}
        className="h-[28rem] overflow-hidden rounded-2xl border border-slate-200 lg:h-[36rem]"
        listings={listings}
        view={area}
        highlightedId={highlightedId}
        onHighlight={onHighlight}
        onSelect={onSelect}
        onMove={(box) => {
          if (searchOnMove) onArea(box);
        }}
      />
    </div>
  );
}
