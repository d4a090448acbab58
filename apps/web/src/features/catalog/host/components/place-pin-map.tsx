import 'leaflet/dist/leaflet.css';
import './place-pin-map.css';
import { messages } from '@scrivania/core/messages.it';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapTiles } from '../../../../lib/site-config.ts';

const m = messages.hostCatalog.hostScreens.editor.location;
const map = messages.catalog.map;

export interface Spot {
  latitude: number;
  longitude: number;
}

export interface PlacePinMapProps {
  spot: Spot;
  /** Changes when a place is chosen: the map then shows the pin's street, even if the pin was in view. */
  focus: number;
  tiles: MapTiles | null;
  onMove: (spot: Spot) => void;
}

/** A street or two around the pin: close enough to put it on the right door. */
const STREET_ZOOM = 17;
/** Pixels an arrow key moves the pin, at whatever zoom: a few metres up close, more from afar. */
const KEY_STEP_PX = 10;
const KEY_DIRECTIONS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The database keeps six decimals (about ten centimetres): the pin's spot as it will be saved. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
const spotOf = (latLng: L.LatLng): Spot => ({
  latitude: rounded(latLng.lat),
  longitude: rounded(L.Util.wrapNum(latLng.lng, [-180, 180], true)),
});

/** Leaflet writes attributions as HTML: the configured credit goes in as text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The listing's spot as a pin on a map (Leaflet, decision 055): dragged with the pointer, or moved
 * with the arrow keys once focused, it gives the listing its latitude and longitude.
 */
export default function PlacePinMap(props: PlacePinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const mapRef = useRef<{ map: L.Map; marker: L.Marker } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { spot, tiles } = latest.current;
    const leaflet = L.map(element, { scrollWheelZoom: false, zoomControl: false });
    L.control.zoom({ zoomInTitle: map.zoomIn, zoomOutTitle: map.zoomOut }).addTo(leaflet);
    leaflet.attributionControl.setPrefix(false);
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(leaflet);
    }
    const pin = document.createElement('button');
    pin.type = 'button';
    pin.className = 'place-pin';
    pin.setAttribute('aria-label', m.pin);
    const marker = L.marker([spot.latitude, spot.longitude], {
      icon: L.divIcon({ html: pin, className: 'place-pin-anchor', iconSize: undefined }),
      draggable: true,
      keyboard: false,
      autoPan: true,
    }).addTo(leaflet);
    marker.on('dragend', () => latest.current.onMove(spotOf(marker.getLatLng())));
    pin.addEventListener('keydown', (event) => {
      const direction = KEY_DIRECTIONS[event.key];
      if (!direction) return;
      event.preventDefault();
      event.stopPropagation();
      const step = KEY_STEP_PX * (event.shiftKey ? 5 : 1);
      const point = leaflet.latLngToContainerPoint(marker.getLatLng());
      const next = leaflet.containerPointToLatLng(point.add([direction[0] * step, direction[1] * step]));
      marker.setLatLng(next);
      leaflet.panInside(next, { padding: [24, 24] });
      latest.current.onMove(spotOf(next));
    });
    leaflet.setView([spot.latitude, spot.longitude], STREET_ZOOM);
    mapRef.current = { map: leaflet, marker };
    return () => {
      mapRef.current = null;
      leaflet.remove();
    };
  }, []);

  const { spot, focus } = props;
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const at = L.latLng(spot.latitude, spot.longitude);
    if (!current.marker.getLatLng().equals(at)) current.marker.setLatLng(at);
  }, [spot.latitude, spot.longitude]);

  // A new choice moves the map; the pin's own moves (the spot above) do not.
  useEffect(() => {
    const current = mapRef.current;
    if (!current || focus === 0) return;
    current.map.setView(current.marker.getLatLng(), STREET_ZOOM);
  }, [focus]);

  return <div ref={container} className="h-full w-full bg-slate-100" />;
}
