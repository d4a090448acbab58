import type { DateRange, Unavailability } from '@scrivania/core/catalog/availability';
import type { PropertyService } from '@scrivania/core/catalog/property-schemas';
import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import { todayInRome } from '@scrivania/core/dates';
import type { BookingMode, CancellationPolicy, Occupancy } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { toPropertyCard, toPropertyServices } from './property-card.ts';
import { createPropertyCardRepository } from './property-card-repository.ts';
import {
  createPropertyDetailRepository,
  unavailableMessage,
  whyPropertyUnavailable,
} from './property-detail-repository.ts';

/* What other features (booking) may ask of the catalog. */

/** A listed property as the checkout shows it, with its occupancy, booking mode and host; null when not listed. */
export async function propertyForBooking(
  db: Db,
  propertyId: number,
): Promise<{
  card: PropertyCard;
  occupancy: Occupancy;
  bookingMode: BookingMode;
  cancellationPolicy: CancellationPolicy;
  hostId: number;
} | null> {
  const [card] = await createPropertyCardRepository(db).listCards(
    { kind: 'property', id: propertyId },
    todayInRome(),
  );
  const detail = await createPropertyDetailRepository(db).details(propertyId);
  if (!card || !detail) return null;
  return {
    card: toPropertyCard(card),
    occupancy: detail.occupancy,
    bookingMode: detail.bookingMode,
    cancellationPolicy: detail.cancellationPolicy,
    hostId: detail.hostId,
  };
}

export async function propertyServices(db: Db, propertyId: number): Promise<PropertyService[]> {
  return toPropertyServices(await createPropertyDetailRepository(db).services(propertyId));
}

/**
 * Why the property cannot take these dates and guests under the shared availability rule, with the
 * words a guest is told; null when it can, or 'not-listed' when there is no such property. `db` may be
 * the booking's transaction.
 */
export async function whyNotBookable(
  db: Db,
  propertyId: number,
  range: DateRange,
  guests: number,
): Promise<{ reason: Unavailability; message: string } | 'not-listed' | null> {
  const found = await createPropertyDetailRepository(db).availability(propertyId, range.start, range.end);
  if (!found) return 'not-listed';
  const reason = whyPropertyUnavailable(found, range, guests);
  return reason && { reason, message: unavailableMessage(found, reason) };
}
