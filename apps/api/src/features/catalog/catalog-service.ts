import type { PropertyService } from '@scrivania/core/catalog/property-schemas';
import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import { todayInRome } from '@scrivania/core/dates';
import type { BookingMode, CancellationPolicy, Occupancy } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { type BookingRequest, type Judgement, judgeRequest } from './availability-judgement.ts';
import { toPropertyCard, toPropertyServices } from './property-card.ts';
import { createPropertyCardRepository } from './property-card-repository.ts';
import { createPropertyDetailRepository } from './property-detail-repository.ts';

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
 * The shared availability rule's judgement of a request, with the words a guest is told, or
 * 'not-listed' when there is no such property. `db` may be the booking's transaction.
 */
export async function judgeBooking(
  db: Db,
  propertyId: number,
  request: BookingRequest,
): Promise<Judgement | 'not-listed'> {
  const found = await createPropertyDetailRepository(db).availability(
    propertyId,
    request.range.start,
    request.range.end,
  );
  return found ? judgeRequest(found, request) : 'not-listed';
}
