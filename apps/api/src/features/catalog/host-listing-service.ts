import { availabilityProblem, missingForPublish } from '@scrivania/core/catalog/host-listing-rules';
import type {
  HostAvailabilityBody,
  HostListingCreate,
  HostListingPatch,
  HostPhotoPatch,
} from '@scrivania/core/catalog/host-listing-schemas';
import { openingHoursProblem } from '@scrivania/core/catalog/hourly-schemas';
import { mapEmbedForSpot, mapEmbedHtml } from '@scrivania/core/catalog/map-embeds';
import { isoWeekday, rangeWeekdayMask, weekdayMask } from '@scrivania/core/catalog/weekdays';
import { addDays, todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import type { Db } from '@scrivania/db/client';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { FieldErrors, HttpError } from '../../plugins/errors.ts';
import { ImageRejectedError, type ImageStorage } from '../../providers/image-storage.ts';
import { toHostListing, toHostListingSummary, toListingColumns } from './host-listing-mappers.ts';
import {
  createHostListingRepository,
  type HostListingRepository,
  type ListingChanges,
  type ListingRow,
  type ListingSnapshot,
} from './host-listing-repository.ts';

const m = messages.hostCatalog.host;
export const MAX_PHOTOS = 10;

const notFound = () => new HttpError(404, messages.api.notFound);

/** The answer to an upload the image pipeline refuses, by its reason. */
export const IMAGE_REFUSALS: Record<ImageRejectedError['reason'], { status: number; message: string }> = {
  size: { status: 413, message: m.photoTooLarge },
  type: { status: 415, message: m.photoType },
  decode: { status: 415, message: m.photoType },
  pixels: { status: 400, message: m.photoTooManyPixels },
};

/**
 * Checks what a body names in other tables (category, city, services) and cleans its free text: the
 * description through the pages' sanitiser, the map link down to an allowed embed. Returns the
 * columns to write, with those the category decides (type, occupancy, seats) when it or the
 * capacity changes.
 */
async function columnsOf(
  repository: HostListingRepository,
  body: HostListingCreate | HostListingPatch,
  current: ListingRow | undefined,
): Promise<ListingChanges> {
  const errors: Record<string, string> = {};
  const category = body.category_id === undefined ? undefined : await repository.category(body.category_id);
  if (body.category_id !== undefined && !category) errors.category_id = m.unknownCategory;
  if (body.city_id !== undefined && !(await repository.cityExists(body.city_id)))
    errors.city_id = m.unknownCity;
  const serviceIds = [...new Set(body.service_ids ?? [])];
  if ((await repository.countServices(serviceIds)) !== serviceIds.length)
    errors.service_ids = m.unknownServices;
  let mapLink: string | null | undefined;
  if (body.map_link !== undefined) {
    mapLink = body.map_link === null || body.map_link.trim() === '' ? null : mapEmbedHtml(body.map_link);
    if (body.map_link !== null && body.map_link.trim() !== '' && mapLink === null)
      errors.map_link = m.mapLinkInvalid;
  } else if (body.latitude !== undefined || body.longitude !== undefined) {
    mapLink = spotEmbed(body, current);
  }
  // Opening hours are on the listing's own step, whichever of the two the body changes.
  if (body.opening_hours !== undefined || body.slot_minutes !== undefined) {
    const problem = openingHoursProblem(
      body.opening_hours ?? current?.openingHours ?? [],
      body.slot_minutes ?? current?.slotMinutes ?? 60,
    );
    if (problem) errors[body.opening_hours === undefined ? 'slot_minutes' : 'opening_hours'] = problem;
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);

  const columns = toListingColumns(body, {
    // The stored description is the sanitiser's own output: the same text sent again needs no new pass.
    ...(body.desc === undefined
      ? {}
      : { desc: body.desc === current?.desc ? body.desc : sanitizeRichText(body.desc) }),
    ...(mapLink === undefined ? {} : { mapLink }),
  });
  if (category) {
    columns.propertyType = category.name;
    columns.occupancy = category.occupancy;
  }
  const occupancy = columns.occupancy ?? current?.occupancy ?? 'exclusive';
  const guests = columns.noOfGuest ?? current?.noOfGuest ?? 1;
  // A shared space sells its capacity as seats per day; an exclusive one is one whole space.
  columns.seats = occupancy === 'shared' ? guests : 1;
  return columns;
}

/**
 * The wizard places a listing with a pin, not with an embed's code: a move of the pin, sent without a
 * map of its own, gives `map_link` (the SPEC's map HTML, which older clients read) the map of the new
 * spot, and a cleared spot takes its map away.
 */
function spotEmbed(body: HostListingPatch, current: ListingRow | undefined): string | null | undefined {
  const latitude = body.latitude === undefined ? (current?.latitude ?? null) : body.latitude;
  const longitude = body.longitude === undefined ? (current?.longitude ?? null) : body.longitude;
  // The same spot sent again (the step saved for its address alone) keeps whatever map it has.
  if (current && latitude === current.latitude && longitude === current.longitude) return undefined;
  return latitude === null || longitude === null ? null : mapEmbedForSpot(latitude, longitude);
}

/** Refuses, naming what it lacks, a listing that could not be published as it is. */
function refuseIncomplete(listing: ListingSnapshot, today: string) {
  const missing = missingForPublish({
    photos: listing.photos.length,
    priceCents: listing.row.priceCents,
    address: listing.row.address,
    openWindows: listing.windows.filter((window) => window.end_date >= today).length,
    openingHours: listing.row.bookingUnit === 'hour' ? listing.row.openingHours.length : null,
  });
  if (missing.length > 0) throw new HttpError(409, m.missingForPublish(missing.join(', ')));
}

/**
 * The host's listings: every change in one transaction on the locked listing row, so nothing is
 * half-saved and two changes to one listing take turns. `changed` is told after each committed
 * change of a listing that visitors may see, so every process drops what it reuses.
 */
export function createHostListingService(
  db: Db,
  storage: ImageStorage,
  changed: (propertyId: number) => Promise<void>,
) {
  async function owned(repository: HostListingRepository, id: number, hostId: number, lock = false) {
    const row = await repository.findOwned(id, hostId, lock);
    if (!row) throw notFound();
    return row;
  }

  async function detail(id: number, hostId: number) {
    const listing = await createHostListingRepository(db).snapshot(id, hostId, todayInRome());
    if (!listing) throw notFound();
    return toHostListing(listing.row, listing);
  }

  /**
   * Runs one change of a listing in a transaction and reads the listing it leaves (what the answer
   * shows, and what `keepComplete` checks before the commit), then announces it when visitors could
   * see it.
   */
  async function change<T>(
    id: number,
    hostId: number,
    work: (repository: HostListingRepository, row: ListingRow) => Promise<T>,
    options: { keepComplete?: boolean } = {},
  ) {
    const today = todayInRome();
    const { result, after, visible } = await db.transaction(async (tx) => {
      const repository = createHostListingRepository(tx);
      const row = await owned(repository, id, hostId, true);
      const result = await work(repository, row);
      const after = await repository.snapshot(id, hostId, today);
      if (!after) throw notFound();
      if (options.keepComplete && after.row.status === 'published') refuseIncomplete(after, today);
      return { result, after, visible: row.status === 'published' || after.row.status === 'published' };
    });
    if (visible) await changed(id);
    return { result, listing: toHostListing(after.row, after) };
  }

  return {
    detail,

    /** The services catalogue a listing picks its paid services from, with prices in euro. */
    async services() {
      const rows = await createHostListingRepository(db).allServices();
      return rows.map((row) => ({
        _id: row.id,
        service_name: row.name,
        desc: row.desc,
        price: centsToEuro(row.priceCents),
      }));
    },

    async list(hostId: number) {
      const repository = createHostListingRepository(db);
      const rows = await repository.listOwned(hostId);
      const held = await repository.heldBookings(
        rows.map((row) => row.id),
        todayInRome(),
      );
      return rows.map((row) =>
        toHostListingSummary(
          row,
          held.find((booking) => booking.propertyId === row.id),
        ),
      );
    },

    async create(hostId: number, body: HostListingCreate) {
      return db.transaction(async (tx) => {
        const repository = createHostListingRepository(tx);
        const columns = await columnsOf(repository, body, undefined);
        const row = await repository.insert({
          address: '',
          noOfGuest: 1,
          propertySize: 0,
          priceCents: 0,
          priceType: 'fixed',
          propertyType: '',
          ...columns,
          name: body.property_name,
          categoryId: body.category_id,
          cityId: body.city_id,
          hostId,
          status: 'draft',
        });
        if (body.service_ids) await repository.replaceServices(row.id, [...new Set(body.service_ids)]);
        return { _id: row.id, status: row.status };
      });
    },

    /** What is shown must stay complete: an edit cannot take a published listing below the bar. */
    async update(id: number, hostId: number, body: HostListingPatch) {
      const { listing } = await change(
        id,
        hostId,
        async (repository, row) => {
          await repository.update(id, await columnsOf(repository, body, row));
          if (body.service_ids) await repository.replaceServices(id, [...new Set(body.service_ids)]);
        },
        { keepComplete: true },
      );
      return listing;
    },

    async publish(id: number, hostId: number) {
      const { listing } = await change(id, hostId, async (repository) => {
        const today = todayInRome();
        const current = await repository.snapshot(id, hostId, today);
        if (!current) throw notFound();
        refuseIncomplete(current, today);
        await repository.update(id, { status: 'published' });
      });
      return listing;
    },

    /** Archived listings leave every public list; their bookings stay as they are. */
    async archive(id: number, hostId: number) {
      const { listing } = await change(id, hostId, (repository) =>
        repository.update(id, { status: 'archived' }),
      );
      return listing;
    },

    async setAvailability(id: number, hostId: number, body: HostAvailabilityBody) {
      const closedDays = [...new Set(body.closed_days)].sort();
      const problem = availabilityProblem(body.windows, closedDays);
      if (problem) throw new HttpError(400, problem);
      const { listing } = await change(id, hostId, async (repository, row) => {
        if (body.closed_weekdays !== undefined) {
          const mask = weekdayMask(body.closed_weekdays);
          const added = mask & ~row.closedWeekdays;
          // Like a closed day, a weekday cannot close under a stay already taken or held on it.
          if (added !== 0) {
            const today = todayInRome();
            for (const booking of await repository.heldBookings([id], today)) {
              const from = booking.startDate < today ? today : booking.startDate;
              const range = { start: from, end: booking.endDate };
              if (!(rangeWeekdayMask(range) & added)) continue;
              let day = from;
              while (!(added & (1 << (isoWeekday(day) - 1)))) day = addDays(day, 1);
              const name = messages.catalog.calendar.weekdayNames[isoWeekday(day) - 1] ?? '';
              throw new HttpError(409, m.closedWeekdayBooked(day, name, booking.bookingNo));
            }
          }
          if (mask !== row.closedWeekdays) await repository.update(id, { closedWeekdays: mask });
        }
        // Decided on the locked listing: a booking made meanwhile waits for this change, then sees it.
        const first = closedDays[0];
        const last = closedDays.at(-1);
        if (first && last) {
          const held = await repository.heldBookings([id], first, last);
          for (const day of closedDays) {
            const booking = held.find((b) => b.startDate <= day && day <= b.endDate);
            if (booking) throw new HttpError(409, m.closedDayBooked(day, booking.bookingNo));
          }
        }
        await repository.replaceAvailability(id, body.windows, closedDays);
      });
      return listing;
    },

    /** `readImage` reads the upload once the listing is known to be the host's and to have room. */
    async addPhoto(id: number, hostId: number, readImage: () => Promise<Buffer | undefined>) {
      const repository = createHostListingRepository(db);
      await owned(repository, id, hostId);
      // Refused before the upload is read and decoded; checked again on the locked row below.
      if ((await repository.photos(id)).length >= MAX_PHOTOS) throw new HttpError(409, m.photoLimit);
      const image = await readImage();
      if (!image) throw new FieldErrors({ image: m.photoMissing });
      let fileName: string;
      try {
        fileName = await storage.store(image, `property-${id}`, 'wide');
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        const refusal = IMAGE_REFUSALS[error.reason];
        throw new HttpError(refusal.status, refusal.message);
      }
      try {
        const { listing } = await change(id, hostId, async (locked) => {
          const photos = await locked.photos(id);
          if (photos.length >= MAX_PHOTOS) throw new HttpError(409, m.photoLimit);
          const photoId = await locked.insertPhoto(id, fileName, photos.length + 1);
          await locked.orderPhotos(id, [...photos, { id: photoId, fileName }]);
        });
        return listing;
      } catch (error) {
        await storage.remove(fileName);
        throw error;
      }
    },

    async updatePhoto(id: number, hostId: number, photoId: number, body: HostPhotoPatch) {
      const { listing } = await change(id, hostId, async (repository) => {
        const photos = await repository.photos(id);
        const photo = photos.find((p) => p.id === photoId);
        if (!photo) throw notFound();
        if (body.alt !== undefined) await repository.setPhotoAlt(photoId, body.alt || null);
        if (body.position !== undefined) {
          const others = photos.filter((p) => p.id !== photoId);
          const at = Math.min(body.position, photos.length) - 1;
          await repository.orderPhotos(id, [...others.slice(0, at), photo, ...others.slice(at)]);
        }
      });
      return listing;
    },

    async removePhoto(id: number, hostId: number, photoId: number) {
      const { result: fileName, listing } = await change(id, hostId, async (repository, row) => {
        const photos = await repository.photos(id);
        const photo = photos.find((p) => p.id === photoId);
        if (!photo) throw notFound();
        if (row.status === 'published' && photos.length === 1)
          throw new HttpError(409, m.lastPhotoOfPublished);
        await repository.deletePhoto(photoId);
        await repository.orderPhotos(
          id,
          photos.filter((p) => p.id !== photoId),
        );
        return photo.fileName;
      });
      // The files go once no row points at them.
      await storage.remove(fileName);
      return listing;
    },
  };
}
export type HostListingService = ReturnType<typeof createHostListingService>;
