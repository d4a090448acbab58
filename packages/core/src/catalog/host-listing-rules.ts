import type { DateWindow } from './host-listing-schemas.ts';
import { hostCatalogMessages } from './host-messages.it.ts';
import { catalogMessages } from './messages.it.ts';

const m = hostCatalogMessages.host;

/**
 * The first problem of a listing's open windows and closed days, in Italian, or null: a window that
 * ends before it starts, two windows sharing a day, a closed day outside every window.
 */
export function availabilityProblem(
  windows: readonly DateWindow[],
  closedDays: readonly string[],
): string | null {
  for (const window of windows) {
    if (window.end_date < window.start_date)
      return m.windowEndBeforeStart(window.start_date, window.end_date);
  }
  const sorted = [...windows].sort((a, b) => a.start_date.localeCompare(b.start_date));
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous && current && current.start_date <= previous.end_date)
      return m.windowsOverlap(previous.start_date, current.start_date);
  }
  for (const day of closedDays) {
    if (!windows.some((window) => window.start_date <= day && day <= window.end_date))
      return m.closedDayOutside(day);
  }
  return null;
}

export interface PublishReadiness {
  photos: number;
  priceCents: number;
  address: string;
  /** Windows that end today or later. */
  openWindows: number;
  /** Bands of opening hours of a listing sold by the hour; null for one sold by the day. */
  openingHours?: number | null;
}

/** What a listing still lacks to be published, as the Italian words of the refusal; empty when ready. */
export function missingForPublish(listing: PublishReadiness): string[] {
  const missing: string[] = [];
  if (listing.photos === 0) missing.push(m.missing.photo);
  if (listing.priceCents <= 0) missing.push(m.missing.price);
  if (listing.address.trim() === '') missing.push(m.missing.address);
  if (listing.openWindows === 0) missing.push(m.missing.window);
  if (listing.openingHours === 0) missing.push(catalogMessages.hourly.missingOpeningHours);
  return missing;
}
