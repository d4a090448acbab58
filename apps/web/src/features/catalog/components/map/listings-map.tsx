import 'leaflet/dist/leaflet.css';
import './listings-map.css';
import { type BoundingBox, ITALY_BOUNDS } from '@scrivania/core/catalog/search-filter-params';
import { messages } from '@scrivania/core/messages.it';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapTiles } from '../../../../lib/site-config.ts';
import { boxAround, createMapPoints, type MapListing, type MapPoint } from './map-points.ts';

const m = messages.catalog.map;

export interface ListingsMapProps {
  listings: readonly MapListing[];
  tiles: MapTiles | null;
  /** The area to show; without one the map fits its listings. */
  view?: BoundingBox | null | undefined;
  highlightedId?: number | null | undefined;
  onHighlight?: ((id: number | null) => void) | undefined;
  /** Given, each listing's marker is a button that selects it. */
  onSelect?: ((id: number) => void) | undefined;
  /** The area the visitor moved or zoomed the map to (never called for the map's own moves). */
  onMove?: ((box: BoundingBox) => void) | undefined;
}

/** One listing zoomed in on: a street or two around it. */
const SINGLE_LISTING_ZOOM = 15;
const HIGHLIGHT_CLASS = 'map-marker--highlighted';
const NO_TILES_CLASS = 'map--no-tiles';

const toLatLngBounds = ({ west, south, east, north }: BoundingBox) =>
  L.latLngBounds([south, west], [north, east]);

const toBox = (bounds: L.LatLngBounds): BoundingBox => ({
  west: bounds.getWest(),
  south: bounds.getSouth(),
  east: bounds.getEast(),
  north: bounds.getNorth(),
});

const sameBox = (a: BoundingBox, b: BoundingBox) =>
  (['west', 'south', 'east', 'north'] as const).every((side) => Math.abs(a[side] - b[side]) < 1e-6);

/** Leaflet writes attributions as HTML: the configured credit goes in as text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function markerElement(point: MapPoint, selectable: boolean): HTMLElement {
  const element = document.createElement(point.kind === 'cluster' || selectable ? 'button' : 'span');
  if (element instanceof HTMLButtonElement) element.type = 'button';
  if (point.kind === 'cluster') {
    element.className = 'map-marker map-marker--cluster';
    element.textContent = String(point.count);
    element.setAttribute('aria-label', m.cluster(point.count));
  } else {
    element.className = 'map-marker';
    element.textContent = point.listing.label;
    element.dataset.listingId = String(point.listing.id);
    if (selectable) element.setAttribute('aria-label', m.marker(point.listing.name, point.listing.label));
    else element.setAttribute('aria-hidden', 'true');
  }
  return element;
}

/**
 * The listings on a map (Leaflet, raster tiles from MAP_TILES_URL; decision 050), clustered where
 * they would overlap. The markers are the map's own buttons, so the keyboard reaches each of them.
 */
export default function ListingsMap(props: ListingsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const mapRef = useRef<{ map: L.Map; draw: () => void; place: () => void } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { scrollWheelZoom: false, zoomSnap: 1, zoomControl: false });
    L.control.zoom({ zoomInTitle: m.zoomIn, zoomOutTitle: m.zoomOut }).addTo(map);
    map.attributionControl.setPrefix(false);
    const { tiles } = latest.current;
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
    } else {
      // Without a base map the markers sit on a plain drawn background, not Leaflet's empty grey.
      element.classList.add(NO_TILES_CLASS);
    }
    const markers = L.layerGroup().addTo(map);
    let points = createMapPoints(latest.current.listings);
    let drawnListings = latest.current.listings;
    // Moves the visitor makes are reported; the map's own (fitting the listings, the address's area) are not.
    let visitorMoving = false;

    function draw() {
      const { listings, onSelect, onHighlight, highlightedId } = latest.current;
      if (listings !== drawnListings) {
        points = createMapPoints(listings);
        drawnListings = listings;
      }
      markers.clearLayers();
      for (const point of points(toBox(map.getBounds()), map.getZoom())) {
        const html = markerElement(point, onSelect !== undefined);
        const position: L.LatLngExpression =
          point.kind === 'cluster'
            ? [point.latitude, point.longitude]
            : [point.listing.latitude, point.listing.longitude];
        const marker = L.marker(position, {
          // No icon size: the label sizes the marker, and no inline style is written.
          icon: L.divIcon({ html, className: 'map-marker-anchor', iconSize: undefined }),
          keyboard: false,
          riseOnHover: true,
        });
        if (point.kind === 'cluster') {
          marker.on('click', () => {
            visitorMoving = true;
            map.setView(position, point.expansionZoom);
          });
        } else {
          const { id } = point.listing;
          if (id === highlightedId) html.classList.add(HIGHLIGHT_CLASS);
          marker.on('click', () => latest.current.onSelect?.(id));
          html.addEventListener('mouseenter', () => onHighlight?.(id));
          html.addEventListener('mouseleave', () => onHighlight?.(null));
          html.addEventListener('focus', () => onHighlight?.(id));
          html.addEventListener('blur', () => onHighlight?.(null));
        }
        markers.addLayer(marker);
      }
    }

    function place() {
      const { view, listings } = latest.current;
      visitorMoving = false;
      const box = view ?? boxAround(listings);
      // The area every search is bounded by (the API clips a box to it): where a map with nothing to show looks.
      if (!box) map.fitBounds(toLatLngBounds(ITALY_BOUNDS));
      else if (!view && listings.length === 1) map.setView([box.south, box.west], SINGLE_LISTING_ZOOM);
      else
        map.fitBounds(toLatLngBounds(box), {
          padding: view ? [0, 0] : [24, 24],
          maxZoom: SINGLE_LISTING_ZOOM,
        });
    }

    const acting = () => {
      visitorMoving = true;
    };
    for (const type of ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const) {
      element.addEventListener(type, acting, { passive: true });
    }
    map.on('moveend', () => {
      draw();
      if (visitorMoving) latest.current.onMove?.(toBox(map.getBounds()));
    });
    mapRef.current = { map, draw, place };
    place();
    draw();
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, []);

  const { listings, view, highlightedId } = props;
  const viewKey = view && [view.west, view.south, view.east, view.north].join(',');
  // A new set of listings or a new area from outside (the address, the back button) moves the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map reads both through `latest`; these say when.
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const box = latest.current.view;
    if (box && sameBox(box, toBox(current.map.getBounds()))) {
      current.draw();
      return;
    }
    current.place();
    current.draw();
  }, [listings, viewKey]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    for (const marker of element.querySelectorAll<HTMLElement>('[data-listing-id]')) {
      marker.classList.toggle(HIGHLIGHT_CLASS, marker.dataset.listingId === String(highlightedId));
    }
  }, [highlightedId]);

  // Its own stacking context: Leaflet's panes and controls (z-index up to 1000) stay under what the
  // page lays over the map (the chosen listing's card, the note that the base map is missing).
  return <div ref={container} className="relative z-0 h-full w-full" />;
}
