import type { UnavailableDaysResponseSchema } from '@scrivania/core/catalog/property-schemas';
import { UNAVAILABLE_DAYS_SPAN } from '@scrivania/core/catalog/unavailable-days';
import { addDays, todayInRome } from '@scrivania/core/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type UnavailableDaysResponse = z.infer<typeof UnavailableDaysResponseSchema>;

/** A minute: a day booked meanwhile is refused by the check anyway, and says so. */
const FRESH_MS = 60_000;

/**
 * The days of the coming year a property cannot take, for its calendars: asked when a calendar first
 * opens, not with the page, since a visitor who only reads it never needs them.
 */
export function useUnavailableDays(propertyId: number) {
  const [wanted, setWanted] = useState(false);
  const today = todayInRome();
  const path = `property/${propertyId}/unavailable-days?from=${today}&to=${addDays(today, UNAVAILABLE_DAYS_SPAN - 1)}`;
  const query = useQuery({
    queryKey: ['api', path],
    queryFn: ({ signal }) => apiRequest<UnavailableDaysResponse>(path, { signal }),
    select: (response) => new Set(response.data.days),
    enabled: wanted,
    staleTime: FRESH_MS,
  });
  return { unavailable: query.data, onOpen: () => setWanted(true) };
}
