import { type BoundingBox, readBoundingBox } from '@scrivania/core/catalog/search-filter-params';
import type { SearchCard } from '@scrivania/core/catalog/search-schemas';
import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../lib/paths.ts';
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
  const given = value?.trim();
  if (!given) return null;
  const read = readBoundingBox(given);
  return typeof read === 'object' ? read : null;
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
 * The small card of the listing whose marker was chosen, laid over the bottom of the map: its photo,
 * name and price, a link to its page and a button (or Escape) that closes it. It takes the focus when
 * it opens, so the keyboard goes from a marker straight to its listing.
 */
function ChosenCard({ card, onClose }: { card: SearchCard; onClose: () => void }) {
  const link = useRef<HTMLAnchorElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another marker chosen gives the focus to its card.
  useEffect(() => {
    link.current?.focus();
  }, [card._id]);
  return (
    <section
      aria-label={m.card(card.property_name)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="absolute inset-x-3 bottom-7 z-10 flex gap-3 rounded-xl border border-slate-200 bg-white p-2 pr-10 shadow-lg"
    >
      {card.thumb_image && (
        <img
          src={imageUrl(card.thumb_image, 480)}
          alt=""
          width={96}
          height={64}
          className="aspect-[3/2] w-24 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words text-slate-900">{card.property_name}</p>
        <p className="text-slate-700">
          {formatEuroCents(card.price_cents)}{' '}
          <span className="text-slate-600">/ {card.price_charge_type}</span>
        </p>
        <Link
          ref={link}
          to={paths.propertyView(card._id)}
          className="font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {m.cardOpen}
        </Link>
      </div>
      <button
        type="button"
        aria-label={m.cardClose}
        onClick={onClose}
        className="absolute top-1 right-1 grid size-8 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Icon className="size-5">
          <path d="M6 6l12 12M18 6L6 18" />
        </Icon>
      </button>
    </section>
  );
}

/**
 * The results on the map, with the choice to search the area the visitor moves the map to: the
 * area goes into the address (`bbox`), so the view can be shared and the back button returns to it.
 * A chosen marker shows its listing's card on the map and marks it in the list.
 */
export function SearchResultsMap({
  cards,
  area,
  searchOnMove,
  onSearchOnMoveChange,
  onArea,
  highlightedId,
  onHighlight,
  chosenId,
  onChoose,
}: {
  cards: readonly SearchCard[];
  area: BoundingBox | null;
  searchOnMove: boolean;
  onSearchOnMoveChange: (on: boolean) => void;
  onArea: (box: BoundingBox) => void;
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
  /** The listing whose marker was chosen, its card shown on the map; null: none. */
  chosenId: number | null;
  onChoose: (id: number | null) => void;
}) {
  const checkboxId = useId();
  const mapBox = useRef<HTMLDivElement>(null);
  const listings = useMemo(() => mapListings(cards), [cards]);
  // A new search may leave the chosen listing out: its card goes with it.
  const chosen = cards.find((card) => card._id === chosenId) ?? null;
  const close = () => {
    onChoose(null);
    // Back to the marker that opened the card, if the map still draws it on its own.
    mapBox.current?.querySelector<HTMLElement>(`[data-listing-id="${chosenId}"]`)?.focus();
  };
  return (
    <div ref={mapBox} className="space-y-2">
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
        highlightedId={highlightedId ?? chosen?._id}
        onHighlight={onHighlight}
        onSelect={onChoose}
        onMove={(box) => {
          if (searchOnMove) onArea(box);
        }}
        overlay={chosen && <ChosenCard card={chosen} onClose={close} />}
      />
    </div>
  );
}
