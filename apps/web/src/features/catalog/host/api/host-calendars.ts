import type {
  CalendarAddBody,
  ListingCalendarsResponseSchema,
} from '@scrivania/core/catalog/calendar-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';
import { hostListingKeys } from './host-listings.ts';

type CalendarsResponse = z.infer<typeof ListingCalendarsResponseSchema>;

const calendarsKey = (listingId: number) => [...hostListingKeys.one(listingId), 'calendars'] as const;

/** GET host/properties/{id}/calendars: the feed address, the imported feeds, their days and conflicts. */
export const useListingCalendars = (listingId: number) =>
  useQuery({
    queryKey: calendarsKey(listingId),
    queryFn: ({ signal }) =>
      apiRequest<CalendarsResponse>(`host/properties/${listingId}/calendars`, { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

type CalendarAction =
  | { kind: 'add'; body: CalendarAddBody }
  | { kind: 'remove'; calendarId: number }
  | { kind: 'sync'; calendarId: number }
  | { kind: 'rotate' };

const request = (listingId: number, action: CalendarAction) => {
  const base = `host/properties/${listingId}`;
  switch (action.kind) {
    case 'add':
      return apiRequest<CalendarsResponse>(`${base}/calendars`, {
        method: 'POST',
        body: action.body,
        auth: true,
      });
    case 'remove':
      return apiRequest<CalendarsResponse>(`${base}/calendars/${action.calendarId}`, {
        method: 'DELETE',
        auth: true,
      });
    case 'sync':
      return apiRequest<CalendarsResponse>(`${base}/calendars/${action.calendarId}/sync`, {
        method: 'POST',
        auth: true,
      });
    case 'rotate':
      return apiRequest<CalendarsResponse>(`${base}/calendar-feed/rotate`, { method: 'POST', auth: true });
  }
};

/** Every change of the listing's calendars answers the whole view, which replaces the one shown. */
export function useCalendarAction(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CalendarAction) => request(listingId, action),
    onSuccess: (answer) => queryClient.setQueryData(calendarsKey(listingId), answer),
  });
}
