import type { ListingFacts } from './availability-index.ts';

/** `flags` bits. */
export const FLAG_PER_PERSON = 1;
export const FLAG_INSTANT = 2;

/**
 * What search filters and sorts listings by, one typed array per fact, indexed by slot (the
 * listing's place in the index, newest first). A search reads these facts of every candidate, up to
 * every listing: side by side in a few compact arrays they stay in the processor's cache, where the
 * same facts spread over one object per listing were fetched from memory listing by listing, and
 * that wait was most of a large catalogue's search time.
 */
export interface ListingColumns {
  count: number;
  ids: Int32Array;
  /** Slot by listing id; -1 for an id the index does not hold. */
  slotById: Int32Array;
  priceCents: Float64Array;
  maxGuests: Int32Array;
  categoryId: Int32Array;
  /** One more than the largest category id. */
  categoryLimit: number;
  flags: Uint8Array;
  /** Tenths of a star; -1 without reviews. */
  ratingTenths: Int32Array;
  reviewCount: Int32Array;
  createdAt: Float64Array;
  /** NaN without coordinates. */
  latitude: Float64Array;
  longitude: Float64Array;
  /** Words of service bits per slot, `serviceWords` of them from `slot * serviceWords`. */
  serviceWords: number;
  services: Uint32Array;
}

/** The columns of `listings`, each listing's slot being its place in the array. */
export function createListingColumns(listings: readonly ListingFacts[]): ListingColumns {
  const count = listings.length;
  const serviceWords = listings.reduce((most, listing) => Math.max(most, listing.serviceBits.length), 0);
  const columns: ListingColumns = {
    count,
    ids: new Int32Array(count),
    slotById: new Int32Array(listings.reduce((most, listing) => Math.max(most, listing.id + 1), 0)).fill(-1),
    priceCents: new Float64Array(count),
    maxGuests: new Int32Array(count),
    categoryId: new Int32Array(count),
    categoryLimit: listings.reduce((most, listing) => Math.max(most, listing.categoryId + 1), 0),
    flags: new Uint8Array(count),
    ratingTenths: new Int32Array(count),
    reviewCount: new Int32Array(count),
    createdAt: new Float64Array(count),
    latitude: new Float64Array(count),
    longitude: new Float64Array(count),
    serviceWords,
    services: new Uint32Array(count * serviceWords),
  };
  listings.forEach((listing, slot) => {
    columns.ids[slot] = listing.id;
    columns.slotById[listing.id] = slot;
    columns.priceCents[slot] = listing.priceCents;
    columns.maxGuests[slot] = listing.maxGuests;
    columns.categoryId[slot] = listing.categoryId;
    columns.flags[slot] = (listing.perPerson ? FLAG_PER_PERSON : 0) | (listing.instant ? FLAG_INSTANT : 0);
    columns.ratingTenths[slot] = listing.ratingTenths ?? -1;
    columns.reviewCount[slot] = listing.reviewCount;
    columns.createdAt[slot] = listing.createdAt;
    columns.latitude[slot] = listing.latitude ?? Number.NaN;
    columns.longitude[slot] = listing.longitude ?? Number.NaN;
    columns.services.set(listing.serviceBits, slot * serviceWords);
  });
  return columns;
}

/** The slots of the ids the columns hold, in the ids' order; the others are left out. */
export function slotsOf(columns: ListingColumns, ids: readonly number[]): Int32Array {
  const slots = new Int32Array(ids.length);
  let kept = 0;
  for (const id of ids) {
    const slot = columns.slotById[id] ?? -1;
    if (slot >= 0) slots[kept++] = slot;
  }
  return slots.subarray(0, kept);
}
