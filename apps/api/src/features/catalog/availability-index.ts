import { dateHoldingStatuses, holdsDates } from '@scrivania/core/booking/lifecycle';
import {
  availabilityFor,
  type DateRange,
  daysCovered,
  IMPORT_HORIZON_DAYS,
  rangeUnavailability,
} from '@scrivania/core/catalog/availability';
import {
  type DaySlot,
  daySlots,
  type HeldInterval,
  type HourlyRange,
  type HourlyRules,
  heldInterval,
  hourlyShapeProblem,
  hourlyTimingProblem,
  intervalFree,
  rangeInstants,
} from '@scrivania/core/catalog/hourly-availability';
import type { BoundingBox } from '@scrivania/core/catalog/search-schemas';
import { addDays, todayInRome } from '@scrivania/core/dates';
import type { BookingStatus, Occupancy } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { hourlyColumns, toHourlyTerms } from '@scrivania/db/hourly-terms';
import { importedRanges } from '@scrivania/db/imported-ranges';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import {
  availabilityClosedDays,
  availabilityWindows,
  bookings,
  categories,
  cities,
  properties,
  propertyServices,
  reviews,
  services,
} from '@scrivania/db/schema';
import { and, count, eq, gt, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import { createAreaGrid } from './area-grid.ts';
import { createDayOccupancy, type DayOccupancy, FREE, TAKEN } from './day-occupancy.ts';
import { createListingColumns, type ListingColumns } from './listing-columns.ts';
import { cardColumns, type PropertyCardRow } from './property-card-repository.ts';
import { serviceBits } from './search-filters.ts';
import { createTextIndex, type TextIndex } from './text-index.ts';

interface BookingRules {
  /** How an hourly listing is sold; null for a daily one (decision 105). */
  hourly: HourlyRules | null;
  occupancy: Occupancy;
  seats: number;
  maxGuests: number;
  windows: DateRange[];
  closedDays: string[];
  closedWeekdays: number;
}

/** What search filters and sorts a listing by, kept beside its booking rules (decision 054). */
export interface ListingFacts {
  id: number;
  maxGuests: number;
  categoryId: number;
  priceCents: number;
  perPerson: boolean;
  instant: boolean;
  latitude: number | null;
  longitude: number | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The services it offers, as `serviceBits` writes them. */
  serviceBits: Uint32Array;
  /** Mean of the visible reviews' stars rounded half up to one decimal, as tenths (4.25 → 43); null with none. */
  ratingTenths: number | null;
  reviewCount: number;
  /** Its windows that had not ended when the index was read. */
  windows: readonly DateRange[];
  /** What its card shows, but the first open window, which depends on the day. */
  card: Omit<PropertyCardRow, 'windowStart' | 'windowEnd'>;
}

type Listing = BookingRules &
  ListingFacts & {
    /** Its place in `bySlot` (newest first), where the day bits keep it. */
    slot: number;
  };

interface HeldDates extends DateRange {
  /** An hourly booking's range with its buffer; null for a daily booking. */
  startsAt: Date | null;
  blockedUntil: Date | null;
  guests: number;
  status: BookingStatus;
  holdExpiresAt: Date | null;
}
/**
 * A booking row's updated_at is its transaction's start time, so a row can become visible only
 * after a refresh that began later has run. Each refresh therefore reads the rows changed since
 * this long before the previous refresh began (booking transactions take milliseconds); applying a
 * row twice is harmless.
 */
const REREAD_MS = 5_000;
/** Everything is read again this often anyway, so nothing a refresh could miss lasts. */
const FULL_RELOAD_MS = 10 * 60_000;

/**
 * Every published property's booking rules, windows, closed days and date-holding bookings, kept in this
 * process's memory for search (decision 015) and judged with the one availability rule of
 * packages/core; beside them, what search filters, sorts and shows on its cards (decision 054). It refreshes itself from the database at most every `refreshMs` when asked
 * (0: before every answer): bookings through their updated_at, the rest when the catalogue version
 * counter moves. No other process depends on it.
 */
export function createAvailabilityIndex(db: Db, options: { refreshMs: number }) {
  let bySlot: Listing[] = [];
  let columns = createListingColumns([]);
  /** Every slot in order: every listing, newest first, the order of a search without text. */
  let everySlot = new Int32Array(0);
  let grid = createAreaGrid([]);
  let categoryIds = new Set<number>();
  let serviceIds = new Set<number>();
  let held = new Map<number, Map<number, HeldDates>>();
  let occupancy: DayOccupancy | undefined;
  let text: TextIndex = createTextIndex([], { divan: false });
  let version: string | undefined;
  /** How many times the listings were read: their slots change each time. */
  let loads = 0;
  /** Database time at which the previous refresh began; unset: read every date-holding booking. */
  let previousRefresh: Date | undefined;
  let refreshedAt = Number.NEGATIVE_INFINITY;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;

  async function loadCatalogue() {
    const today = todayInRome();
    const rows = await db
      .select({
        id: properties.id,
        occupancy: properties.occupancy,
        seats: properties.seats,
        closedWeekdays: properties.closedWeekdays,
        hourly: hourlyColumns,
        categoryId: properties.categoryId,
        bookingMode: properties.bookingMode,
        latitude: properties.latitude,
        longitude: properties.longitude,
        createdAt: properties.createdAt,
        searchText: sql<string>`${properties}.search_text`,
        searchVector: sql<string>`${properties}.search_vector::text`,
        card: cardColumns,
      })
      .from(properties)
      .innerJoin(categories, eq(categories.id, properties.categoryId))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .where(publiclyListed());
    const windows = await db
      .select({
        propertyId: availabilityWindows.propertyId,
        start: availabilityWindows.startDate,
        end: availabilityWindows.endDate,
      })
      .from(availabilityWindows)
      .where(gte(availabilityWindows.endDate, today));
    const closed = await db
      .select({ propertyId: availabilityClosedDays.propertyId, day: availabilityClosedDays.day })
      .from(availabilityClosedDays)
      .where(gte(availabilityClosedDays.day, today));
    const imported = await importedRanges(db, { from: today });
    const offered = await db
      .select({ propertyId: propertyServices.propertyId, serviceId: propertyServices.serviceId })
      .from(propertyServices);
    const ratings = await db
      .select({
        propertyId: reviews.propertyId,
        stars: sum(reviews.starRating).mapWith(Number),
        count: count(),
      })
      .from(reviews)
      .where(isNull(reviews.hiddenAt))
      .groupBy(reviews.propertyId);
    const knownCategories = await db.select({ id: categories.id }).from(categories);
    const knownServices = await db.select({ id: services.id }).from(services);
    // Which Snowball the database stems with: the embedded PostgreSQL 18 keeps 'divano' whole.
    const probe = await db.execute(sql`select ts_lexize('italian_stem', 'divano')::text as stem`);
    const [stem] = (probe as unknown as { rows: Array<{ stem: string }> }).rows;

    const next = new Map<number, Listing>();
    const offers = new Map<number, number[]>();
    for (const { propertyId, serviceId } of offered) {
      const ids = offers.get(propertyId) ?? [];
      offers.set(propertyId, ids);
      ids.push(serviceId);
    }
    for (const row of rows) {
      const { bookingMode, createdAt, card } = row;
      next.set(row.id, {
        id: row.id,
        hourly: row.hourly.bookingUnit === 'hour' ? toHourlyTerms(row.hourly) : null,
        occupancy: row.occupancy,
        seats: row.seats,
        maxGuests: card.noOfGuest,
        categoryId: row.categoryId,
        priceCents: card.priceCents,
        latitude: row.latitude,
        longitude: row.longitude,
        card,
        perPerson: card.priceType === 'person',
        instant: bookingMode === 'instant',
        createdAt: createdAt.getTime(),
        windows: [],
        closedDays: [],
        closedWeekdays: row.closedWeekdays,
        serviceBits: serviceBits(offers.get(row.id) ?? []),
        ratingTenths: null,
        reviewCount: 0,
        slot: -1,
      });
    }
    for (const window of windows) next.get(window.propertyId)?.windows.push(window);
    for (const { propertyId, day } of closed) next.get(propertyId)?.closedDays.push(day);
    // Days imported calendars close are closed days to the rule and to the day bits (decision 103).
    const horizon = addDays(today, IMPORT_HORIZON_DAYS);
    for (const range of imported) {
      const listing = next.get(range.propertyId);
      if (listing) listing.closedDays.push(...daysCovered([range], today, horizon));
    }
    for (const rating of ratings) {
      const listing = next.get(rating.propertyId);
      if (!listing || rating.count === 0) continue;
      // Half up to tenths in integers: (stars × 10 / n) + ½, floored, with no floating-point error.
      listing.ratingTenths = Math.floor((rating.stars * 20 + rating.count) / (2 * rating.count));
      listing.reviewCount = rating.count;
    }
    text = createTextIndex(rows, { divan: stem?.stem === '{divan}' });
    bySlot = [...next.values()].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    bySlot.forEach((listing, slot) => {
      listing.slot = slot;
    });
    // The day bits are by the old slots until the refresh rebuilds them: until then the rule judges.
    occupancy = undefined;
    columns = createListingColumns(bySlot);
    loads += 1;
    everySlot = Int32Array.from(bySlot, (_, slot) => slot);
    grid = createAreaGrid(bySlot);
    categoryIds = new Set(knownCategories.map((row) => row.id));
    serviceIds = new Set(knownServices.map((row) => row.id));
  }

  /**
   * Reads bookings changed since the previous refresh into `target`, or every date-holding one;
   * returns the properties whose bookings it read.
   */
  async function applyBookings(target: typeof held): Promise<Set<number>> {
    const since = previousRefresh && new Date(previousRefresh.getTime() - REREAD_MS);
    const rows = await db
      .select({
        id: bookings.id,
        propertyId: bookings.propertyId,
        start: bookings.startDate,
        end: bookings.endDate,
        startsAt: bookings.startsAt,
        blockedUntil: bookings.blockedUntil,
        guests: bookings.guests,
        status: bookings.status,
        holdExpiresAt: bookings.holdExpiresAt,
      })
      .from(bookings)
      .where(
        since
          ? gt(bookings.updatedAt, since)
          : and(
              inArray(bookings.status, [...dateHoldingStatuses]),
              gte(bookings.endDate, addDays(todayInRome(), -1)),
            ),
      );
    const touched = new Set<number>();
    for (const row of rows) {
      touched.add(row.propertyId);
      const forProperty = target.get(row.propertyId) ?? new Map<number, HeldDates>();
      target.set(row.propertyId, forProperty);
      // A hold that lapses later stays here: `fits` judges each booking at the moment it is asked.
      if ((dateHoldingStatuses as readonly BookingStatus[]).includes(row.status)) {
        forProperty.set(row.id, row);
      } else {
        forProperty.delete(row.id);
      }
    }
    return touched;
  }

  /**
   * The bookings the day rule counts: daily ones. An hourly booking leaves the rest of its day free,
   * so hourly listings are judged by the day as open or closed, and by a time window on their own.
   */
  function* dailyBookingsOf(propertyId: number): Iterable<HeldDates> {
    for (const booking of held.get(propertyId)?.values() ?? noBookings) if (!booking.startsAt) yield booking;
  }

  /** The day bits of every listing, read again from scratch from today. */
  function rebuildOccupancy() {
    occupancy = createDayOccupancy(bySlot, (slot) => dailyBookingsOf(bySlot[slot]?.id ?? 0), todayInRome());
  }

  /** Whether an hourly listing takes `guests` in the time window: as booking/store would judge it. */
  function hourlyFits(property: Listing, rules: HourlyRules, window: HourlyRange, guests: number, now: Date) {
    if (hourlyShapeProblem(rules, window) || hourlyTimingProblem(rules, window, now)) return false;
    const instants = rangeInstants(window, rules.buffer_minutes);
    const taken: HeldInterval[] = [];
    for (const booking of held.get(property.id)?.values() ?? noBookings)
      if (booking.startsAt && booking.blockedUntil && holdsDates(booking, now))
        taken.push(heldInterval(booking));
    return intervalFree(
      {
        start: instants.start.getTime(),
        blockedUntil: instants.blockedUntil.getTime(),
        guests: Math.max(guests, 1),
      },
      taken,
      property,
    );
  }

  async function refresh() {
    // A full reload fills new maps and swaps them in, so answers never see a half-loaded index.
    const full = Date.now() - loadedAt > FULL_RELOAD_MS;
    if (full) {
      version = undefined;
      previousRefresh = undefined;
    }
    const result = await db.execute(
      sql`select version::text as version, floor(extract(epoch from now()) * 1000)::bigint::text as started from catalog_version where id = 1`,
    );
    const state = (result as unknown as { rows: Array<{ version: string; started: string }> }).rows[0];
    const current = state?.version;
    let rebuild = current !== version || occupancy?.firstDay !== todayInRome();
    if (current !== version) {
      await loadCatalogue();
      version = current;
    }
    if (full) {
      const fresh = new Map<number, Map<number, HeldDates>>();
      await applyBookings(fresh);
      held = fresh;
      loadedAt = Date.now();
      rebuild = true;
    } else {
      const touched = await applyBookings(held);
      if (!rebuild) {
        for (const propertyId of touched) {
          const listing = listingById(propertyId);
          if (listing) occupancy?.place(listing.slot);
        }
      }
    }
    if (rebuild) rebuildOccupancy();
    previousRefresh = state ? new Date(Number(state.started)) : undefined;
    refreshedAt = Date.now();
  }

  const listingById = (id: number): Listing | undefined => bySlot[columns.slotById[id] ?? -1];

  /** Bookings that hold none of a property's days: shared, so a free property allocates nothing. */
  const noBookings: HeldDates[] = [];

  /**
   * Whether the listing in a slot takes `guests` (0: any) for the whole range, at the moment `at`; with
   * a time window (on the range's one day), an hourly listing must also be free in it.
   */
  function fitsFor(
    range: DateRange,
    at: { now: Date; today: string },
    times?: { start: string; end: string },
  ) {
    const dayFits = dayFitsFor(range, at);
    if (!times) return dayFits;
    const window: HourlyRange = { date: range.start, ...times };
    return (slot: number, guests: number): boolean => {
      if (!dayFits(slot, guests)) return false;
      const property = bySlot[slot];
      return !property?.hourly || hourlyFits(property, property.hourly, window, guests, at.now);
    };
  }

  /** Whether the listing in a slot takes `guests` (0: any) for the whole range by its days. */
  function dayFitsFor(range: DateRange, at: { now: Date; today: string }) {
    const checks = new Map<number, ReturnType<typeof availabilityFor>>();
    // The range is judged once; past it, the day bits answer most listings without their bookings.
    const closedToAll = rangeUnavailability(range, at.today) !== null;
    const verdict = closedToAll ? undefined : occupancy?.forRange(range);
    const { maxGuests } = columns;
    return (slot: number, guests: number): boolean => {
      // The columns and the day bits answer most listings; the listing itself is read only for the rule.
      if (!(slot < maxGuests.length) || (maxGuests[slot] as number) < guests) return false;
      if (closedToAll) return false;
      const seats = Math.max(guests, 1);
      const known = verdict?.(slot, seats);
      if (known === FREE) return true;
      if (known === TAKEN) return false;
      const property = bySlot[slot];
      if (!property) return false;
      let check = checks.get(seats);
      if (!check) {
        check = availabilityFor({ range, guests: seats, today: at.today });
        checks.set(seats, check);
      }
      let taken = noBookings;
      for (const booking of dailyBookingsOf(property.id)) {
        if (booking.start <= range.end && booking.end >= range.start && holdsDates(booking, at.now)) {
          if (taken === noBookings) taken = [];
          taken.push(booking);
        }
      }
      return check(property, taken) === null;
    };
  }

  /** Brings the index up to date unless it was refreshed less than `refreshMs` ago; one refresh at a time. */
  async function fresh(): Promise<void> {
    if (running) return running;
    if (Date.now() - refreshedAt < options.refreshMs) return;
    running = refresh().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    fresh,
    /**
     * Like `fresh`, except that while the index is younger than twice `refreshMs` the caller does not
     * wait on the refresh: it starts, or goes on, behind the answer. For answers asked at every step of
     * a picker (slots), which booking checks again; a refresh that fails is tried by the next caller.
     */
    async recent(): Promise<void> {
      const refreshing = fresh();
      if (Date.now() - refreshedAt >= 2 * options.refreshMs) return refreshing;
      refreshing.catch(() => {});
    },
    /** Whether the catalogue has been read once: until then search has nothing to answer from. */
    loaded: () => loadedAt !== Number.NEGATIVE_INFINITY,
    /** Makes the next `fresh()` read the database whatever `refreshMs` says: the catalogue just changed. */
    invalidate() {
      refreshedAt = Number.NEGATIVE_INFINITY;
    },
    /**
     * Changes whenever windows, booking rules or searchable text change, and whenever the listings
     * are read again (which moves their slots): a key for text answers.
     */
    catalogueVersion: () => `${version ?? ''}/${loads}`,
    /** One search word's matches from memory; undefined when only the database can read the word. */
    matchWord: (word: string) => text.matchWord(word),
    /** What search filters and sorts the published listings by, by slot. */
    columns: (): ListingColumns => columns,
    /** The published listing in a slot; what its card shows. */
    listingAt: (slot: number): ListingFacts | undefined => bySlot[slot],
    /** Every slot: every published listing, newest first. */
    everySlot: (): Int32Array => everySlot,
    /**
     * The slots of the published listings that may lie in `box` (a few just outside too), newest
     * first; undefined when the box is so large that `everySlot` is as quick.
     */
    slotsInArea: (box: BoundingBox): Int32Array | undefined => grid.slotsIn(box),
    categoryExists: (id: number) => categoryIds.has(id),
    serviceExists: (id: number) => serviceIds.has(id),
    /**
     * Whether a published property takes `guests` (0: any) for the whole range, or at all without one,
     * at the moment `at` (its calendar day in Rome given by the caller: a search asks this of thousands
     * of properties, and working the day out each time was most of its cost).
     */
    fits(
      propertyId: number,
      request: { range?: DateRange | undefined; times?: { start: string; end: string }; guests: number },
      at: { now: Date; today: string },
    ): boolean {
      const property = listingById(propertyId);
      if (!property || property.maxGuests < request.guests) return false;
      if (!request.range) return true;
      return fitsFor(request.range, at, request.times)(property.slot, request.guests);
    },
    /** `fits` for one range and many properties by slot, the range checked once per number of guests. */
    fitsFor,
    /**
     * The slots of a published hourly listing's day, from memory (decision 105): the day judged as open
     * or closed by the day rule, its hours by the bookings held that day. Undefined for any other
     * listing, which the database's answer then explains.
     */
    slotsOf(propertyId: number, date: string, now: Date): DaySlot[] | undefined {
      const property = listingById(propertyId);
      if (!property?.hourly) return undefined;
      const dayOpen = fitsFor({ start: date, end: date }, { now, today: todayInRome(now) })(property.slot, 0);
      // A booking of the day before may hold past midnight with its buffer.
      const from = addDays(date, -1);
      const taken: HeldInterval[] = [];
      for (const booking of held.get(property.id)?.values() ?? noBookings) {
        if (booking.end < from || booking.start > date || !holdsDates(booking, now)) continue;
        taken.push(heldInterval(booking));
      }
      return daySlots({
        date,
        rules: property.hourly,
        now,
        dayOpen,
        occupancy: property.occupancy,
        seats: property.seats,
        held: taken,
      });
    },
  };
}

export type AvailabilityIndex = ReturnType<typeof createAvailabilityIndex>;
