import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { daysCovered, IMPORT_HORIZON_DAYS } from '@scrivania/core/catalog/availability';
import type { CalendarAddBody, ListingCalendars } from '@scrivania/core/catalog/calendar-schemas';
import { MAX_CALENDARS_PER_LISTING } from '@scrivania/core/catalog/calendar-schemas';
import { addDays, todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { importedRanges } from '@scrivania/db/imported-ranges';
import type { FastifyInstance } from 'fastify';
import { FieldErrors, HttpError } from '../../plugins/errors.ts';
import { announceCatalogueChange } from '../catalog/public-change-service.ts';
import { createCalendarRepository } from './calendar-repository.ts';
import { feedFailureText, readFeed, syncCalendar } from './calendar-sync.ts';
import { FeedFetchError } from './feed-fetcher.ts';
import { listingFeed } from './listing-feed.ts';

const m = messages.hostCatalog.calendars;

/** 256 random bits, URL-safe: the secret part of a listing's feed address. */
const newFeedToken = () => randomBytes(32).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares two tokens in constant time, whatever their lengths. */
const sameToken = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));

/** A listing's calendars in the host back-office, and its public feed (decision 103). */
export function createCalendarService(app: FastifyInstance) {
  const repository = createCalendarRepository(app.db);
  const today = () => todayInRome(app.clock.now());

  async function owned(propertyId: number, hostId: number) {
    const listing = await repository.ownedListing(propertyId, hostId);
    if (!listing) throw new HttpError(404, messages.api.notFound);
    return listing;
  }

  async function view(listing: { id: number; token: string }): Promise<ListingCalendars> {
    const day = today();
    const [calendars, conflicts, imported] = await Promise.all([
      repository.calendars(listing.id, day),
      repository.conflicts(listing.id, day),
      importedRanges(app.db, { propertyId: listing.id, from: day }),
    ]);
    return {
      feed_url: `${app.config.publicUrl}/ical/listings/${listing.id}/${listing.token}.ics`,
      calendars: calendars.map((row) => ({
        _id: row.id,
        name: row.name,
        url: row.url,
        last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
        last_error: row.lastError,
        events: row.events,
      })),
      conflicts: conflicts.map((row) => ({
        booking_id: row.bookingId,
        booking_no: row.bookingNo,
        start_date: row.start,
        end_date: row.end,
        calendar_name: row.calendarName,
      })),
      imported_days: daysCovered(imported, day, addDays(day, IMPORT_HORIZON_DAYS)),
    };
  }

  async function ownedCalendar(propertyId: number, hostId: number, calendarId: number) {
    const listing = await owned(propertyId, hostId);
    const calendar = await repository.calendar(calendarId, propertyId);
    if (!calendar) throw new HttpError(404, m.notFound);
    return { listing, calendar };
  }

  return {
    list: async (propertyId: number, hostId: number) => view(await owned(propertyId, hostId)),

    /** Ends the old feed address at once: the new token replaces it. */
    async rotateFeed(propertyId: number, hostId: number) {
      const listing = await owned(propertyId, hostId);
      const token = newFeedToken();
      await repository.setFeedToken(listing.id, token);
      return view({ id: listing.id, token });
    },

    /**
     * Adds a feed once it has been read whole: a host learns at once that an address is wrong,
     * private or unreachable, and a feed that was added closes its days at once.
     */
    async add(propertyId: number, hostId: number, body: CalendarAddBody) {
      const listing = await owned(propertyId, hostId);
      const tooMany = () => new FieldErrors({ url: m.tooMany });
      if ((await repository.calendarCount(listing.id)) >= MAX_CALENDARS_PER_LISTING) throw tooMany();
      let ranges: Awaited<ReturnType<typeof readFeed>>;
      try {
        ranges = await readFeed(app, body.url);
      } catch (error) {
        if (error instanceof FeedFetchError) throw new FieldErrors({ url: feedFailureText(error) });
        throw error;
      }
      await app.db.transaction(async (tx) => {
        const inTx = createCalendarRepository(tx);
        // Two adds at once both passed the first count while the feed was read.
        if ((await inTx.calendarCount(listing.id)) >= MAX_CALENDARS_PER_LISTING) throw tooMany();
        const calendarId = await inTx.addCalendar(listing.id, body.name, body.url);
        await inTx.replaceEvents(calendarId, listing.id, ranges);
        await inTx.markSynced(calendarId);
      });
      await announceCatalogueChange(app, listing.id);
      return view(listing);
    },

    async remove(propertyId: number, hostId: number, calendarId: number) {
      const { listing } = await ownedCalendar(propertyId, hostId, calendarId);
      await repository.removeCalendar(calendarId);
      await announceCatalogueChange(app, listing.id);
      return view(listing);
    },

    /** Syncs one feed now; answers the error text too when the fetch failed. */
    async syncNow(propertyId: number, hostId: number, calendarId: number) {
      const { listing } = await ownedCalendar(propertyId, hostId, calendarId);
      const error = await syncCalendar(app, calendarId);
      return { error, data: await view(listing) };
    },

    /** The listing's feed when `file` is its token followed by '.ics'; undefined otherwise. */
    async feed(propertyId: number, file: string): Promise<string | undefined> {
      if (!file.endsWith('.ics')) return undefined;
      const listing = await repository.feedListing(propertyId);
      if (!listing || !sameToken(file.slice(0, -'.ics'.length), listing.token)) return undefined;
      const day = today();
      const [held, closedDays] = await Promise.all([
        repository.heldRanges(listing.id, day),
        repository.closedDays(listing.id, day),
      ]);
      return listingFeed({ ...listing, held, closedDays }, app.config.publicUrl, day, app.clock.now());
    },
  };
}
